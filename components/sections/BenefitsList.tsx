import type { ReactNode } from 'react';
import { CheckList } from '../ui/CheckList.tsx';

interface BenefitsListProps {
  items: string[];
  /** Shown beside the list on wide screens and below it on phones (a scope note). */
  aside?: ReactNode;
}

/** A checklist of benefits, one sentence each, with an optional note beside it. */
export function BenefitsList({ items, aside }: BenefitsListProps) {
  return (
    <div className={`grid gap-10 ${aside ? 'lg:grid-cols-[1.6fr_1fr] lg:items-start' : ''}`}>
      <CheckList items={items} className="grid gap-x-8 gap-y-5 text-base leading-7 text-ink-700 sm:grid-cols-2" circled name="benefits" itemName="benefit" />
      {aside}
    </div>
  );
}
