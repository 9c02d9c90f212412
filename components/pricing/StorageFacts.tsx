import { Check } from 'lucide-react';
import { storage } from '../../lib/content/pricing.ts';

/** The storage record's facts (capacity, data reduction, replication …) as a checked list. */
export function StorageFacts() {
  return (
    <ul className="grid gap-3" data-storage-facts>
      {(Object.values(storage.facts) as string[]).map((fact) => (
        <li key={fact} className="flex gap-3 text-ink-700">
          <Check aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-accent-600" strokeWidth={2.25} />
          <span>{fact}</span>
        </li>
      ))}
    </ul>
  );
}
