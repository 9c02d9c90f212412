import pillars from '#content/pillars';
import { site } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { Section } from './Section.tsx';
import { Heading } from '../ui/Heading.tsx';
import { IconTile } from '../ui/IconTile.tsx';

/**
 * The Seven Pillars of Governance, numbered 1 to 7 (shared by Home, Partnerships and About). `compact`
 * (Home) sets them as a numbered list in two columns, with the same words, so the page that introduces
 * the platform does not spend three phone screens on cards the other two pages also show.
 */
export function SevenPillars({ muted = false, compact = false }: { muted?: boolean; compact?: boolean }) {
  return (
    <Section id={pillars.id} eyebrow={pillars.eyebrow} title={pillars.title} intro={pillars.intro} muted={muted}>
      {compact ? (
        <ol className="grid gap-x-10 gap-y-5 sm:grid-cols-2 lg:grid-cols-3" data-pillars>
          {pillars.pillars.map((pillar, i) => (
            <li key={pillar.name} className="flex gap-4 border-t border-ink-200 pt-4" data-pillar>
              <span className="text-2xl font-semibold text-accent-600 tabular-nums" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <Heading level={3} className="heading-3">
                  <span className="sr-only">{fillTemplate(site.ui.pillarNumber, { number: i + 1 })} </span>
                  {pillar.name}
                </Heading>
                <p className="mt-1 text-sm leading-6 text-ink-600">{pillar.description}</p>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        /* Seven cards: the last row is centred rather than leaving an empty eighth slot. */
        <ol className="flex flex-wrap justify-center gap-4" data-pillars>
          {pillars.pillars.map((pillar, i) => (
            <li key={pillar.name} className="card flex w-full flex-col gap-4 p-6 sm:w-[calc(50%-0.5rem)] sm:p-6 lg:w-[calc(25%-0.75rem)]" data-pillar>
              <div className="flex items-center justify-between">
                <IconTile name={pillar.icon} />
                <span className="text-3xl font-semibold tabular-nums text-ink-200" aria-hidden="true">
                  {i + 1}
                </span>
              </div>
              <Heading level={3} className="heading-3">
                <span className="sr-only">{fillTemplate(site.ui.pillarNumber, { number: i + 1 })} </span>
                {pillar.name}
              </Heading>
              <p className="text-sm leading-6 text-ink-600">{pillar.description}</p>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
