import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_SPRITE_PATH, renderIconSprite } from '../../renderer/iconSprite.tsx';
import { htmlFiles } from './builtPages.ts';

export interface IconSpriteResult {
  /** The sprite's address, named by its content; undefined when no page has an icon. */
  href?: string;
  symbols: number;
  pages: number;
}

/** `/sprite/icons.svg#ShieldCheck"`: an icon's reference as the pages are rendered. */
const REFERENCE = new RegExp(`${ICON_SPRITE_PATH.replace(/\./g, '\\.')}#([^"]+)"`, 'g');

/**
 * Writes the icon sprite with the symbols the built pages use, under a name that carries its
 * content's hash (so it is cached as immutable, and a changed set of icons is a new file), and
 * points every page at that name.
 */
export function publishIconSprite(client: string): IconSpriteResult {
  const pages = htmlFiles(client).map((file) => ({ file: path.join(client, file), html: readFileSync(path.join(client, file), 'utf8') }));
  const users = pages.filter((page) => page.html.includes(`${ICON_SPRITE_PATH}#`));
  const ids = [...new Set(users.flatMap((page) => [...page.html.matchAll(REFERENCE)].map((m) => m[1]!)))].sort();
  if (!ids.length) return { symbols: 0, pages: 0 };
  const sprite = renderIconSprite(ids);
  const hash = createHash('sha256').update(sprite).digest('base64url').slice(0, 8);
  const href = ICON_SPRITE_PATH.replace(/\.svg$/, `.${hash}.svg`);
  const file = path.join(client, href);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, sprite);
  for (const page of users) writeFileSync(page.file, page.html.replaceAll(`${ICON_SPRITE_PATH}#`, `${href}#`));
  return { href, symbols: ids.length, pages: users.length };
}
