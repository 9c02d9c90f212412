import type { IconCard } from '../../.generated/types/defs/section-heading.ts';
import { Icon } from '../ui/Icon.tsx';

interface IconCardGridProps {
  items: IconCard[];
  /** Columns on wide screens. */
  columns?: 2 | 3 | 4;
  /** Cards on a dark section. */
  onDark?: boolean;
  /** Marks each card for tests (`data-<name>`). */
  itemName: string;
}

const columnClasses = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' } as const;

/** A grid of short cards, each an icon, an h3 and a sentence or two (differentiators, best practices). */
export function IconCardGrid({ items, columns = 3, onDark = false, itemName }: IconCardGridProps) {
  return (
    <ul className={`grid gap-5 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li
          key={item.title}
          className={onDark ? 'rounded-[var(--radius-card)] border border-white/10 bg-white/[0.04] p-6 sm:p-8' : 'card flex flex-col'}
          {...{ [`data-${itemName}`]: '' }}
        >
          <span className={onDark ? 'icon-tile-dark' : 'icon-tile'}>
            <Icon name={item.icon} className="size-5" />
          </span>
          <h3 className={`heading-3 mt-5 ${onDark ? 'text-white' : ''}`}>{item.title}</h3>
          <p className={`mt-2 text-[0.9375rem] leading-7 ${onDark ? 'text-ink-300' : 'text-ink-600'}`}>{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
