import { Check } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { storage } from '../../lib/content/pricing.ts';

/** The storage record's facts (capacity, data reduction, replication …) as a checked list. */
export function StorageFacts() {
  return (
    <ul className="grid gap-3" data-storage-facts>
      {(Object.values(storage.facts) as string[]).map((fact) => (
        <li key={fact} className="flex gap-3 text-ink-700">
          <Glyph icon={Check} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" strokeWidth={2.25} />
          <span>{fact}</span>
        </li>
      ))}
    </ul>
  );
}
