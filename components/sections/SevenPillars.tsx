import pillars from '#content/pillars';
import { Icon } from '../ui/Icon.tsx';
import { site } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { Section } from './Section.tsx';

/** The Seven Pillars of Governance, numbered 1 to 7 (shared by Home, Partnerships and About). */
export function SevenPillars({ muted = false }: { muted?: boolean }) {
  return (
    <Section id={pillars.id} eyebrow={pillars.eyebrow} title={pillars.title} intro={pillars.intro} muted={muted}>
      {/* Seven cards: the last row is centred rather than leaving an empty eighth slot. */}
      <ol className="flex flex-wrap justify-center gap-4" data-pillars>
        {pillars.pillars.map((pillar, i) => (
          <li key={pillar.name} className="card flex w-full flex-col gap-4 p-6 sm:w-[calc(50%-0.5rem)] sm:p-6 lg:w-[calc(25%-0.75rem)]" data-pillar>
            <div className="flex items-center justify-between">
              <span className="icon-tile">
                <Icon name={pillar.icon} className="size-5" />
              </span>
              <span className="font-mono text-sm font-medium text-ink-500 tabular-nums" aria-hidden="true">
                {i + 1}
              </span>
            </div>
            <h3 className="heading-3">
              <span className="sr-only">{fillTemplate(site.ui.pillarNumber, { number: i + 1 })} </span>
              {pillar.name}
            </h3>
            <p className="text-sm leading-6 text-ink-600">{pillar.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
