import { Check, CircleCheck } from 'lucide';
import { Glyph } from './Glyph.tsx';

interface CheckListProps {
  items: readonly string[];
  /** The list's layout (spacing, columns) and text style. */
  className: string;
  /** A circled tick, for lists that stand on their own rather than inside a card. */
  circled?: boolean;
  /** The lighter tick for dark backgrounds. */
  onDark?: boolean;
  /** A `data-*` name for the list (`data-tier-features`), for scripts and tests. */
  name?: string;
  /** A `data-*` name for each item. */
  itemName?: string;
}

/** A list whose items each start with a tick: features, benefits, highlights. */
export function CheckList({ items, className, circled = false, onDark = false, name, itemName }: CheckListProps) {
  const tone = onDark ? 'text-accent-300' : 'text-accent-600';
  return (
    <ul role="list" className={className} {...(name ? { [`data-${name}`]: '' } : {})}>
      {items.map((item) => (
        <li key={item} className="flex gap-3" {...(itemName ? { [`data-${itemName}`]: '' } : {})}>
          {circled ? (
            <Glyph icon={CircleCheck} aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${tone}`} />
          ) : (
            <Glyph icon={Check} aria-hidden="true" className={`mt-1 size-4 shrink-0 ${tone}`} />
          )}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
