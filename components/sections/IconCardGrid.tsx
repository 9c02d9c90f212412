import { Icon } from '../ui/Icon.tsx';
import { StepLabel } from '../ui/StepLabel.tsx';
import { stepNumber } from '../../lib/format/stepNumber.ts';
import { Heading } from '../ui/Heading.tsx';
import { ScrollRow } from '../ui/ScrollRow.tsx';

/** A card: an optional icon, its heading and its sentence or two. */
export interface GridCard {
  icon?: string;
  title: string;
  description: string;
}

interface IconCardGridProps {
  items: readonly GridCard[];
  /** Columns on wide screens (one on phones, two from `sm`); 5 lays out as rows of three, a last row of two sharing the width. */
  columns?: 2 | 3 | 4 | 5;
  /** Ordered steps: an `<ol>` with each card's number shown. */
  numbered?: boolean;
  /** Cards on a dark section. */
  onDark?: boolean;
  /** Names the grid for tests: `data-grid=<kind>` on the list, `data-card=<kind>` and `data-<kind>` on each card. */
  kind: string;
  /** A sideways row on phones (components/ui/ScrollRow.tsx), named by this label: for a long group on a long page. */
  scrollLabel?: string;
}

const wide = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'card-grid-threes' } as const;

/** The site's one grid of short cards: an icon (or an accent rule), an h3 and a sentence or two. */
export function IconCardGrid({ items, columns = 3, numbered = false, onDark = false, kind, scrollLabel }: IconCardGridProps) {
  const List = numbered ? 'ol' : 'ul';
  const layout = scrollLabel ? `scroll-row-list md:grid-cols-2 md:gap-5 ${wide[columns]}` : `grid gap-5 sm:grid-cols-2 ${wide[columns]}`;
  const list = (
    <List role="list" className={layout} data-grid={kind}>
      {items.map((item, i) => (
        <li
          key={item.title}
          className={onDark ? 'flex flex-col gap-4 rounded-[var(--radius-card)] border border-white/10 bg-white/[0.04] p-6 sm:p-7' : 'card flex flex-col gap-4 sm:p-7'}
          data-card={kind}
          {...{ [`data-${kind}`]: '' }}
        >
          {item.icon || numbered ? (
            <div className="flex items-center justify-between">
              {item.icon ? (
                <span className={onDark ? 'icon-tile-dark' : 'icon-tile'}>
                  <Icon name={item.icon} className="size-5" />
                </span>
              ) : null}
              {numbered ? (
                <span className={`font-mono text-sm font-medium tabular-nums ${onDark ? 'text-accent-300' : 'text-accent-700'}`} aria-hidden="true">
                  {stepNumber(i)}
                </span>
              ) : null}
            </div>
          ) : (
            <span className="h-1 w-10 rounded-full bg-accent-500" aria-hidden="true" />
          )}
          <Heading level={3} className={`heading-3 ${onDark ? 'text-white' : ''}`}>
            {numbered ? <StepLabel index={i} /> : null}
            {item.title}
          </Heading>
          <p className={`text-sm leading-6 ${onDark ? 'text-ink-300' : 'text-ink-600'}`}>{item.description}</p>
        </li>
      ))}
    </List>
  );
  return scrollLabel ? <ScrollRow label={scrollLabel}>{list}</ScrollRow> : list;
}
