import type { PartnerTier } from '../../.generated/types/defs/company.ts';
import type { SectionHeading } from '../../.generated/types/defs/section-heading.ts';
import { Section } from '../sections/Section.tsx';
import { site } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { Heading } from '../ui/Heading.tsx';

interface PartnerTiersProps {
  id: string;
  heading: SectionHeading;
  tiers: PartnerTier[];
}

/** `I Governance Partner` → `['I', 'Governance Partner']` (the schema guarantees the numeral). */
export function splitTierName(name: string): [numeral: string, title: string] {
  const space = name.indexOf(' ');
  return [name.slice(0, space), name.slice(space + 1)];
}

/**
 * The partner tiers as one ordered path: a numeral, the name and what the tier means,
 * with a level meter that fills from the first to the last.
 */
export function PartnerTiers({ id, heading, tiers }: PartnerTiersProps) {
  return (
    <Section id={id} {...heading}>
      <ol className="relative space-y-4" data-tiers>
        {tiers.map((tier, i) => {
          const [numeral, title] = splitTierName(tier.name);
          const last = i === tiers.length - 1;
          return (
            <li key={tier.name} className="relative flex gap-5 sm:gap-8" data-tier>
              <div className="relative flex flex-col items-center">
                <span
                  aria-hidden="true"
                  className={`z-10 flex size-12 shrink-0 items-center justify-center rounded-full text-base font-semibold ring-4 ring-white sm:size-14 sm:text-lg ${last ? 'bg-accent-600 text-white' : 'bg-accent-50 text-accent-800 ring-inset'}`}
                >
                  {numeral}
                </span>
                {last ? null : <span aria-hidden="true" className="absolute top-12 bottom-[-1rem] w-px bg-accent-200 sm:top-14" />}
              </div>
              <div className={`card mb-0 flex-1 p-5 sm:p-6 lg:grid lg:grid-cols-[15rem_1fr_auto] lg:items-center lg:gap-8 ${last ? 'card-accent' : ''}`}>
                <div>
                  <p className="label-caps" aria-hidden="true">
                    {fillTemplate(site.ui.tierNumber, { number: numeral })}
                  </p>
                  <Heading level={3} className="heading-3 mt-1">
                    <span className="sr-only">{numeral} </span>
                    {title}
                  </Heading>
                </div>
                <p className="mt-2 text-sm leading-6 text-ink-600 lg:mt-0">{tier.description}</p>
                <LevelMeter level={i + 1} />
              </div>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}

// Bar heights as classes: no style attributes under the site's content security policy.
const barHeights = ['h-2', 'h-3', 'h-4', 'h-5', 'h-6'];

function LevelMeter({ level }: { level: number }) {
  return (
    <span className="mt-4 flex h-6 items-end gap-1 lg:mt-0" aria-hidden="true">
      {barHeights.map((height, i) => (
        <span key={height} className={`w-2 rounded-sm ${height} ${i < level ? 'bg-accent-500' : 'bg-ink-100'}`} />
      ))}
    </span>
  );
}
