import type { StatTile } from '../../.generated/types/pages/home.ts';
import { ScrollRow } from '../ui/ScrollRow.tsx';
import { Heading } from '../ui/Heading.tsx';
import { ProductPicture } from '../product/ProductPicture.tsx';
import { IconTile } from '../ui/IconTile.tsx';

/** The home page's stats tiles: the picture of the screen behind the result (else its icon), the tile's name, a headline figure, its label and a sentence; a sideways row on phones. */
export function StatTiles({ tiles, label }: { tiles: StatTile[]; label: string }) {
  return (
    <ScrollRow label={label}>
      <ul className="scroll-row-list md:grid-cols-3 md:gap-5">
        {tiles.map((tile) => (
          <li key={tile.title} className="card flex flex-col" data-stat-tile>
            {tile.illustration ? <ProductPicture view={tile.illustration} ground className="mb-5 rounded-xl" /> : null}
            <div className="flex min-h-12 items-center gap-3">
              {tile.illustration ? null : <IconTile name={tile.icon} className="shrink-0" />}
              <Heading level={3} className="heading-3">
                {tile.title}
              </Heading>
            </div>
            <p className="mt-4 border-t border-ink-100 pt-4">
              <span className="block text-4xl font-semibold tracking-tight text-accent-700 sm:text-5xl">{tile.figure}</span>
              <span className="mt-2 block text-sm font-medium text-ink-700">{tile.figureLabel}</span>
            </p>
            <p className="mt-4 text-[0.9375rem] leading-7 text-ink-600">{tile.description}</p>
          </li>
        ))}
      </ul>
    </ScrollRow>
  );
}
