import type { IconCard } from '../../.generated/types/defs/marketplace.ts';
import { Icon } from '../ui/Icon.tsx';

interface IconCardGridProps {
  cards: readonly IconCard[];
  /** Names the list for tests (`data-cards`). */
  name: string;
  columns?: 3 | 4 | 5;
}

const columnClasses = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5' } as const;

/** A grid of icon cards (benefits, advantages, use cases), each with an h3. */
export function IconCardGrid({ cards, name, columns = 3 }: IconCardGridProps) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columnClasses[columns]}`} data-cards={name}>
      {cards.map((card) => (
        <li key={card.title} className="card flex flex-col gap-4 sm:p-6" data-card>
          <span className="icon-tile">
            <Icon name={card.icon} className="size-5" />
          </span>
          <h3 className="heading-3">{card.title}</h3>
          <p className="text-sm leading-6 text-ink-600">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}
