import { icons, type IconNode } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { Glyph } from '../components/ui/Glyph.tsx';
import type { IconSprite } from '../components/ui/iconSprite.ts';
import { ICON_SPRITE_PATH } from '../lib/iconSpritePath.ts';
import { socialMarkOfSymbol } from './layout/SocialIcon.tsx';

/**
 * The icon sprite: one SVG file of `<symbol>`s that the built pages' icons `<use>`, so a page
 * carries a reference per icon instead of its drawing, and the drawings are cached once for every
 * page. Pages are rendered against `ICON_SPRITE_PATH` (lib/iconSpritePath.ts); the build writes the file under a name that carries
 * its content's hash and points the pages at it (pipeline/postbuild/iconSprite.ts).
 */
export { ICON_SPRITE_PATH };

/** Each Lucide icon's symbol id: its name (an icon Lucide also exports under older names: its first name). */
const lucideNames = new Map<IconNode, string>();
for (const [name, node] of Object.entries(icons)) if (!lucideNames.has(node)) lucideNames.set(node, name);

/** The sprite the prerendered pages draw their icons from. */
export const pageIconSprite: IconSprite = {
  href(icon) {
    const id = typeof icon === 'string' ? icon : lucideNames.get(icon);
    return id === undefined ? undefined : `${ICON_SPRITE_PATH}#${id}`;
  },
};

/** Attributes that belong to each page's `<svg>` (its box, class and role), not to the drawing. */
const PAGE_ATTRIBUTES = new Set(['width', 'height', 'class', 'aria-hidden', 'role', 'xmlns']);

/**
 * A symbol: the icon as it is drawn inline (the same component, without the sprite), its view box
 * and paint on the `<symbol>` and its shapes inside. A `<title>` is left out: the icons are decorative.
 */
export function spriteSymbol(id: string): string {
  const mark = socialMarkOfSymbol(id) ?? (Object.hasOwn(icons, id) ? <Glyph icon={icons[id as keyof typeof icons]} /> : undefined);
  if (!mark) throw new Error(`The icon sprite has no symbol \`${id}\`: a page refers to an icon that is neither a Lucide icon nor a social network's mark.`);
  const inline = renderToStaticMarkup(mark);
  const svg = /^<svg((?: [\w:-]+="[^"]*")*)>([\s\S]*)<\/svg>$/.exec(inline);
  if (!svg) throw new Error(`The icon \`${id}\` does not render as one <svg>: ${inline.slice(0, 80)}`);
  const attributes = [...svg[1]!.matchAll(/ ([\w:-]+)="([^"]*)"/g)].filter(([, name]) => !PAGE_ATTRIBUTES.has(name!)).map(([attribute]) => attribute);
  return `<symbol id="${id}"${attributes.join('')}>${svg[2]!.replace(/<title>[^<]*<\/title>/g, '')}</symbol>`;
}

/** The sprite file with the symbols of `ids`, in that order. */
export function renderIconSprite(ids: readonly string[]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${ids.map(spriteSymbol).join('')}</svg>\n`;
}
