import { Icon } from '../ui/Icon.tsx';

export interface IconCardItem {
  icon: string;
  title: string;
  description: string;
}

interface IconCardsProps {
  items: IconCardItem[];
  /** Columns from the large breakpoint up (two from the small breakpoint). */
  columns?: 2 | 3 | 4;
  /** `data-*` name put on every card, for tests (`data-why-join-card`). */
  marker?: string;
}

const columnClasses = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** A grid of cards, each with an icon, an h3 and a short description. */
export function IconCards({ items, columns = 3, marker }: IconCardsProps) {
  return (
    <ul className={`grid gap-5 sm:grid-cols-2 ${columnClasses[columns]}`}>
      {items.map((item) => (
        <li key={item.title} className="card flex flex-col gap-4" {...(marker ? { [`data-${marker}`]: '' } : {})}>
          <span className="icon-tile">
            <Icon name={item.icon} className="size-5" />
          </span>
          <h3 className="heading-3">{item.title}</h3>
          <p className="text-sm leading-6 text-ink-600">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
