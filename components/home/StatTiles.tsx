import type { StatTile } from '../../.generated/types/pages/home.ts';
import { Icon } from '../ui/Icon.tsx';
import { Heading } from '../ui/Heading.tsx';

/** The home page's stats tiles: a headline figure, its label, the tile's name and a sentence. */
export function StatTiles({ tiles }: { tiles: StatTile[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {tiles.map((tile) => (
        <li key={tile.title} className="card flex flex-col" data-stat-tile>
          <div className="flex min-h-12 items-center gap-3">
            <span className="icon-tile shrink-0">
              <Icon name={tile.icon} className="size-5" />
            </span>
            <Heading level={3} className="heading-3">
              {tile.title}
            </Heading>
          </div>
          <p className="mt-6 border-t border-ink-100 pt-6">
            <span className="block text-4xl font-semibold tracking-tight text-accent-700 sm:text-5xl">{tile.figure}</span>
            <span className="mt-2 block text-sm font-medium text-ink-700">{tile.figureLabel}</span>
          </p>
          <p className="mt-4 text-[0.9375rem] leading-7 text-ink-600">{tile.description}</p>
        </li>
      ))}
    </ul>
  );
}
