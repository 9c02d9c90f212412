import { Check } from 'lucide-react';
import type { StorageDetailCard as StorageDetailCardRecord } from '../../.generated/types/defs/marketplace.ts';
import { storageDetail } from '../../lib/content/pricing.ts';
import { Icon } from '../ui/Icon.tsx';

/** A storage detail card: icon, title, description and its details (facts read from the storage record). */
export function StorageDetailCard({ card }: { card: StorageDetailCardRecord }) {
  return (
    <article className="card flex flex-col" data-storage-card={card.title}>
      <span className="icon-tile">
        <Icon name={card.icon} className="size-5" />
      </span>
      <h3 className="heading-2 mt-5">{card.title}</h3>
      <p className="mt-3 leading-7 text-ink-600">{card.description}</p>
      <ul className="mt-6 grid gap-3 border-t border-ink-100 pt-6" data-storage-details>
        {card.details.map((detail) => {
          const text = storageDetail(detail);
          return (
            <li key={text} className="flex gap-3 text-ink-700">
              <Check aria-hidden="true" focusable="false" className="mt-0.5 size-5 shrink-0 text-accent-600" strokeWidth={2.25} />
              <span>{text}</span>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
