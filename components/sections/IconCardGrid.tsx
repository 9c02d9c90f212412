import { Icon } from '../ui/Icon.tsx';

export interface GridCard {
  /** A Lucide icon name; cards without one show an accent rule instead. */
  icon?: string;
  title: string;
  desc: string;
}

interface IconCardGridProps {
  items: GridCard[];
  /** Columns on wide screens (one on phones, two from `sm`). */
  columns?: 2 | 3 | 4;
  /** Ordered steps: an `<ol>` with each card's number shown. */
  numbered?: boolean;
  /** The `data-card` value of each card, for tests (`challenge`, `step`, `feature`). */
  kind: string;
}

const wide = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** A grid of cards, each an icon (or accent rule), an h3 and a short paragraph. */
export function IconCardGrid({ items, columns = 3, numbered = false, kind }: IconCardGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List role="list" className={`grid gap-5 sm:grid-cols-2 ${wide[columns]}`} data-grid={kind}>
      {items.map((item, i) => (
        <li key={item.title} className="card flex flex-col gap-4 sm:p-7" data-card={kind}>
          {item.icon || numbered ? (
            <div className="flex items-center justify-between">
              {item.icon ? (
                <span className="icon-tile">
                  <Icon name={item.icon} className="size-5" />
                </span>
              ) : null}
              {numbered ? (
                <span className="text-sm font-semibold tabular-nums text-accent-700" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
              ) : null}
            </div>
          ) : (
            <span className="h-1 w-10 rounded-full bg-accent-500" aria-hidden="true" />
          )}
          <h3 className="heading-3">
            {numbered ? <span className="sr-only">Step {i + 1}: </span> : null}
            {item.title}
          </h3>
          <p className="text-sm leading-6 text-ink-600">{item.desc}</p>
        </li>
      ))}
    </List>
  );
}
