import type { StorageDetailCard as StorageDetailCardRecord } from '../../.generated/types/defs/marketplace.ts';
import { storageDetail } from '../../lib/content/pricing.ts';
import { CheckList } from '../ui/CheckList.tsx';
import { Heading } from '../ui/Heading.tsx';
import { IconTile } from '../ui/IconTile.tsx';

/** A storage detail card: icon, title, description and its details (facts read from the storage record). */
export function StorageDetailCard({ card }: { card: StorageDetailCardRecord }) {
  return (
    <article className="card flex flex-col" data-storage-card={card.title}>
      <IconTile name={card.icon} />
      <Heading level={3} className="heading-2 mt-5">
        {card.title}
      </Heading>
      <p className="mt-3 leading-7 text-ink-600">{card.description}</p>
      <CheckList items={card.details.map(storageDetail)} className="mt-6 grid gap-3 border-t border-ink-100 pt-6 text-ink-700" name="storage-details" />
    </article>
  );
}
