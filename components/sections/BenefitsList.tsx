import type { ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';

interface BenefitsListProps {
  items: string[];
  /** Shown beside the list on wide screens and below it on phones (a scope note). */
  aside?: ReactNode;
}

/** A checklist of benefits, one sentence each, with an optional note beside it. */
export function BenefitsList({ items, aside }: BenefitsListProps) {
  return (
    <div className={`grid gap-10 ${aside ? 'lg:grid-cols-[1.6fr_1fr] lg:items-start' : ''}`}>
      <ul role="list" className="grid gap-x-8 gap-y-5 sm:grid-cols-2" data-benefits>
        {items.map((item) => (
          <li key={item} className="flex gap-3" data-benefit>
            <CircleCheck aria-hidden="true" focusable="false" strokeWidth={1.75} className="mt-0.5 size-5 shrink-0 text-accent-600" />
            <span className="text-base leading-7 text-ink-700">{item}</span>
          </li>
        ))}
      </ul>
      {aside}
    </div>
  );
}
