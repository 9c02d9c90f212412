import type { SolutionCard } from '../../.generated/types/defs/solution-card.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * The solutions hero's illustration: the governance module as the layer over the three
 * marketplace solutions. Decorative: the cards below carry the same names with their details.
 */
export function SolutionStack({ cards }: { cards: SolutionCard[] }) {
  const [governance, ...marketplace] = cards;
  if (!governance) return null;
  return (
    <div className="relative rounded-2xl border border-white/10 bg-white/[0.04] p-5 shadow-[var(--shadow-pop)]" aria-hidden="true">
      <div className="flex items-center gap-4 rounded-xl bg-accent-600 p-5 text-white ring-1 ring-accent-400/60">
        <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white/15">
          <Icon name={governance.icon} className="size-6" />
        </span>
        <span className="text-lg font-semibold">{governance.title}</span>
      </div>
      <div className="mx-auto flex w-2/3 justify-between px-6">
        {marketplace.map((card) => (
          <span key={card.href} className="h-6 w-px bg-gradient-to-b from-accent-400 to-white/20" />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-3">
        {marketplace.map((card) => (
          <div key={card.href} className="flex flex-col gap-3 rounded-xl bg-white/[0.06] p-4 ring-1 ring-white/10">
            <span className="icon-tile-dark size-10">
              <Icon name={card.icon} className="size-5" />
            </span>
            <span className="text-sm leading-5 font-semibold text-ink-100">{card.title}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
