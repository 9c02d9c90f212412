import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContentError } from '../core/errors.ts';
import { isPartialWrite, writeFileIfChanged } from '../core/files.ts';
import { readThemeTokens, svgThemeStyle, THEME_STYLESHEET, type ThemeTokens } from './svgTheme.ts';

/** The folder the pictures are written to, under public/ so the dev server and the build both serve them. */
export const PRODUCT_PICTURE_FOLDER = path.join('public', 'product');

/**
 * A picture's inline markup (components/product/ProductPicture.tsx) as a standalone SVG file: the
 * SVG namespace, and a `<style>` that gives each utility class the site's light and dark values.
 */
export function standaloneSvg(markup: string, tokens: ThemeTokens): string {
  const open = /^<svg\b[^>]*>/.exec(markup);
  if (!open) throw new ContentError('A product picture did not render as one <svg> element.');
  const classes = [...markup.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean);
  const root = open[0].replace(' aria-hidden="true"', '').replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ');
  return `${root}<style>${svgThemeStyle(classes, tokens)}</style>${markup.slice(open[0].length)}\n`;
}

/**
 * Writes every product picture to public/product/<view>.svg from the generated content (call it after
 * the content modules exist: the picture components read them). Returns how many were written.
 */
export async function writeProductPictureFiles(root: string): Promise<number> {
  const { ProductPicture } = await import('../../components/product/ProductPicture.tsx');
  const { VIEW_NAMES, productPictureSrc } = await import('../../lib/content/productViews.ts');
  const tokens = readThemeTokens(readFileSync(path.join(root, THEME_STYLESHEET), 'utf8'));
  const folder = path.join(root, PRODUCT_PICTURE_FOLDER);
  mkdirSync(folder, { recursive: true });
  const wanted = new Map(
    VIEW_NAMES.map((view) => [path.join(root, 'public', productPictureSrc(view)), standaloneSvg(renderToStaticMarkup(createElement(ProductPicture, { view, decorative: true })), tokens)]),
  );
  for (const name of readdirSync(folder)) if (!wanted.has(path.join(folder, name)) && !isPartialWrite(name)) rmSync(path.join(folder, name), { recursive: true, force: true });
  // An unchanged picture keeps its file (and its time): public/ counts as a build source for `npm start`.
  for (const [file, svg] of wanted) writeFileIfChanged(file, svg);
  return wanted.size;
}
