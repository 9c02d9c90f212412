import type { IconNode } from 'lucide';
import { createContext } from 'react';

/**
 * Where a page's icons are drawn from. The production build gives its pages a sprite: an icon is
 * then a `<use>` of a symbol in one cached file, a few bytes of HTML instead of its drawing
 * (renderer/iconSprite.tsx). Without one (the dev server, the checker island, tests) every icon
 * is inline SVG.
 */
export interface IconSprite {
  /** The `<use href>` of a Lucide icon's symbol, or of a symbol named by its id; undefined when the sprite has none (drawn inline). */
  href(icon: IconNode | string): string | undefined;
}

export const IconSpriteContext = createContext<IconSprite | undefined>(undefined);
