import { ArrowDown } from 'lucide-react';
import { Icon } from '../ui/Icon.tsx';

export interface OverviewItem {
  /** The id of the section it jumps to. */
  id: string;
  icon: string;
  title: string;
  /** What one price buys (`per GPU per year`), from the price record. */
  per: string;
}

/** The hero's jump list on /pricing: one link per price section. */
export function PricingOverview({ title, items }: { title: string; items: readonly OverviewItem[] }) {
  return (
    <nav aria-labelledby="on-this-page" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 backdrop-blur">
      <h2 id="on-this-page" className="text-sm font-semibold tracking-wider text-ink-300 uppercase">
        {title}
      </h2>
      <ul className="mt-4 grid gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="group flex items-center gap-4 rounded-xl p-3 hover:bg-white/5">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-500/15 text-accent-200 ring-1 ring-accent-300/20 ring-inset">
                <Icon name={item.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-white">{item.title}</span>
                <span className="block text-sm text-ink-300">{item.per}</span>
              </span>
              <ArrowDown aria-hidden="true" focusable="false" className="size-4 text-ink-400 group-hover:text-white" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
