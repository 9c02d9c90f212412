import type { IndustryCard } from '../../.generated/types/defs/industry.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * The overview hero's picture on wide screens: the four sectors as tiles. It repeats the cards
 * below, so it is hidden from assistive technology and holds no links.
 */
export function SectorMosaic({ cards }: { cards: IndustryCard[] }) {
  return (
    <div className="grid auto-rows-fr grid-cols-2 gap-4" aria-hidden="true" data-sector-mosaic>
      {cards.map((card, i) => (
        <div key={card.href} className={`rounded-2xl border border-white/10 bg-white/[0.04] p-6 shadow-[var(--shadow-pop)] backdrop-blur ${i % 2 === 1 ? 'translate-y-8' : ''}`}>
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-500/15 text-accent-300 ring-1 ring-accent-400/30 ring-inset">
            <Icon name={card.icon} className="size-5" />
          </span>
          <p className="mt-5 font-semibold text-white">{card.title}</p>
          <p className="mt-1 text-sm text-ink-300">{card.subtitle}</p>
        </div>
      ))}
    </div>
  );
}
