import type { Offering } from '../../.generated/types/pages/about.ts';
import { Cta } from '../ui/Cta.tsx';
import { IconCard } from '../ui/IconCard.tsx';

/** What the company offers: one card per line of business, each with a link to its page. */
export function Offerings({ items }: { items: Offering[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((item) => (
        <IconCard key={item.title} icon={item.icon} title={item.title} data-offering>
          <p className="flex-1 text-sm leading-6 text-ink-600">{item.description}</p>
          <Cta cta={{ ...item.cta, variant: item.cta.variant ?? 'ghost' }} className="-ml-3.5 self-start text-accent-700 hover:bg-accent-50 hover:text-accent-800" />
        </IconCard>
      ))}
    </ul>
  );
}
