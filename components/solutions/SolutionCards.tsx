import type { SolutionCard } from '../../.generated/types/defs/solution-card.ts';
import { Cta } from '../ui/Cta.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { IconHeading } from '../ui/IconHeading.tsx';

interface SolutionCardsProps {
  cards: SolutionCard[];
  capabilitiesLabel?: string | undefined;
  idealForLabel: string;
}

/** The solution cards: title, description, key capabilities, 'Ideal for' and a link to the solution's page. */
export function SolutionCards({ cards, capabilitiesLabel, idealForLabel }: SolutionCardsProps) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {cards.map((card) => (
        <li key={card.href} className="card flex flex-col" data-solution-card>
          <IconHeading icon={card.icon} title={card.title} gap="gap-4" headingClassName="heading-2" />
          <p className="mt-4 text-[0.9375rem] leading-7 text-ink-600">{card.description}</p>
          {capabilitiesLabel ? <p className="mt-8 text-xs font-semibold tracking-wider text-ink-500 uppercase">{capabilitiesLabel}</p> : null}
          <CheckList items={card.features} className={`${capabilitiesLabel ? 'mt-3' : 'mt-8'} grid gap-x-6 gap-y-2.5 text-sm leading-6 text-ink-700 sm:grid-cols-2`} />
          <p className="mt-8 rounded-xl bg-ink-50 px-4 py-3 text-sm leading-6 text-ink-700" data-ideal-for>
            <strong className="font-semibold text-ink-900">{idealForLabel}:</strong> {card.idealFor}
          </p>
          <div className="mt-auto pt-8">
            <Cta cta={{ label: card.linkLabel, kind: 'page', href: card.href, variant: 'secondary' }} className="max-w-full whitespace-normal" />
          </div>
        </li>
      ))}
    </ul>
  );
}
