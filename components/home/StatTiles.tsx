import type { StatTile } from '../../.generated/types/pages/home.ts';
import { Icon } from '../ui/Icon.tsx';

/**
 * The home page's stats: a ledger row, not cards. Each column opens on a heavy rule with its name,
 * then the headline figure, its label and a sentence (docs/design.md, "The ledger").
 */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <ul className="ledger-row" data-stat-tiles>
      {tiles.map((tile) => (
        <li key={tile.title} className="ledger-cell" data-stat-tile>
          <h3 className="heading-3 flex items-center gap-2.5">
            <Icon name={tile.icon} className="size-4 shrink-0 text-accent-700" />
            {tile.title}
          </h3>
          <p className="mt-6">
            <span className="ledger-figure">{tile.figure}</span>
            <span className="mt-2 block text-sm font-medium text-accent-700">{tile.figureLabel}</span>
          </p>
          <p className="mt-4 text-[0.9375rem] leading-7 text-ink-600">{tile.description}</p>
        </li>
      ))}
    </ul>
  );
}
