import type { Element, ElementContent, Root, RootContent } from 'hast';
import { splitHyphenated } from '../../lib/format/hyphenatedWords.ts';
import type { ImageSize } from '../../lib/images/imageSize.ts';
import type { ImageVariants } from '../../lib/images/responsiveImage.ts';
import { createSlugger } from './slug.ts';

export interface RehypeSiteOptions {
  /** The intrinsic size of an image, by its `src` (reads `public/` by default). */
  imageSize: (src: string) => ImageSize;
  /** The smaller AVIF, WebP and fallback copies the build made of a raster image (none for an SVG). */
  imageVariants?: (src: string) => ImageVariants | undefined;
  /** The address an image is shown at, by its `src` as written; the `src` itself when absent. */
  imageSrc?: (src: string) => string;
}

/** How wide a body image shows: a figure at most 28 rem (`.md-figure img`), an image within text at most the 64 rem column. */
export const FIGURE_IMAGE_SIZES = '(min-width: 30rem) 28rem, 100vw';
export const INLINE_IMAGE_SIZES = '(min-width: 64rem) 60rem, 100vw';

/**
 * The site's Markdown conventions, applied to the HTML tree before it becomes React:
 * - headings get ids for deep links (`## Why it matters` → `id="why-it-matters"`); a body `#` becomes an h2
 *   (the page's title is its only h1); their hyphenated words stay whole (`span.nowrap`), as in the
 *   site's own headings;
 * - a paragraph that holds only an image becomes a `<figure>` (its title, if any, the caption), and every
 *   image gets its width and height; a raster image becomes a `<picture>` of its AVIF and WebP copies,
 *   its `<img>` the copies in its own format (`srcset`, with `sizes` for a figure or for an image within text);
 * - tables are wrapped in a focusable, labelled region, header cells get `scope="col"`, and every body cell
 *   gets its column's header as a label, shown (and read) only when the table stacks into cards on phones,
 *   where a browser may no longer expose the stacked rows as a table (HTML forbids restoring that with
 *   explicit roles on the table's own elements);
 * - a paragraph that holds only a link titled `cta` (`[Contact Sales](/contact "cta")`) becomes a button.
 */
export function rehypeSite(options: RehypeSiteOptions) {
  return (tree: Root) => {
    const slug = createSlugger();
    const figureImages = new WeakSet<Element>();
    transformChildren(tree, (node) => {
      if (/^h[1-4]$/.test(node.tagName)) {
        if (node.tagName === 'h1') node.tagName = 'h2';
        node.properties = { ...node.properties, id: slug(textOf(node)) };
        keepHyphenatedWords(node);
        return node;
      }
      if (node.tagName === 'p') {
        const only = soleChild(node);
        if (only?.tagName === 'img') {
          const wrapped = figure(only);
          figureImages.add(wrapped.children[0] as Element);
          return wrapped;
        }
        if (only?.tagName === 'a' && only.properties?.['title'] === 'cta') {
          const { title: _drop, ...rest } = only.properties;
          void _drop;
          return { type: 'element', tagName: 'div', properties: { className: ['md-cta'] }, children: [{ ...only, properties: { ...rest, dataCta: '' } }] };
        }
      }
      if (node.tagName === 'table') return tableRegion(node);
      return node;
    });
    const pictures = new Map<Element, ImageVariants>();
    walk(tree, (node) => {
      // `cta` is a marker, never a tooltip.
      if (node.tagName === 'a' && node.properties?.['title'] === 'cta') delete node.properties['title'];
      if (node.tagName === 'img') {
        const src = String(node.properties?.['src'] ?? '');
        const variants = options.imageVariants?.(src);
        if (variants) {
          const { width, height } = variants;
          const sizes = figureImages.has(node) ? FIGURE_IMAGE_SIZES : INLINE_IMAGE_SIZES;
          node.properties = { ...node.properties, src: variants.src, srcSet: variants.srcSet, sizes, width, height, loading: 'lazy', decoding: 'async' };
          pictures.set(node, variants);
          return;
        }
        const { width, height } = options.imageSize(src);
        node.properties = { ...node.properties, ...(options.imageSrc ? { src: options.imageSrc(src) } : {}), width, height, loading: 'lazy', decoding: 'async' };
      }
    });
    if (pictures.size) wrapInPictures(tree, pictures);
  };
}

/** Each image of `pictures` in a `<picture>` whose sources come first, as HTML requires. */
function wrapInPictures(parent: Root | Element, pictures: Map<Element, ImageVariants>): void {
  parent.children = parent.children.map((child: RootContent) => {
    if (child.type !== 'element') return child;
    const variants = pictures.get(child);
    if (!variants) {
      wrapInPictures(child, pictures);
      return child;
    }
    const sizes = child.properties['sizes'];
    const sources: ElementContent[] = variants.sources.map((source) => ({ type: 'element', tagName: 'source', properties: { type: source.type, srcSet: source.srcSet, sizes }, children: [] }));
    return { type: 'element', tagName: 'picture', properties: {}, children: [...sources, child] };
  });
}

function keepHyphenatedWords(parent: Element): void {
  parent.children = parent.children.flatMap((child): ElementContent[] => {
    if (child.type === 'element') keepHyphenatedWords(child);
    if (child.type !== 'text') return [child];
    return splitHyphenated(child.value).map((part) =>
      part.hyphenated ? { type: 'element', tagName: 'span', properties: { className: ['nowrap'] }, children: [{ type: 'text', value: part.text }] } : { type: 'text', value: part.text },
    );
  });
}

function figure(img: Element): Element {
  const caption = img.properties?.['title'];
  const { title: _drop, ...imgProps } = img.properties ?? {};
  void _drop;
  const children: ElementContent[] = [{ ...img, properties: imgProps }];
  if (typeof caption === 'string' && caption) children.push({ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] });
  return { type: 'element', tagName: 'figure', properties: { className: ['md-figure'] }, children };
}

function tableRegion(table: Element): Element {
  const headers: string[] = [];
  walk(table, (cell) => {
    if (cell.tagName === 'th') {
      cell.properties = { ...cell.properties, scope: 'col' };
      headers.push(textOf(cell));
    }
  });
  walk(table, (node) => {
    if (node.tagName === 'tr') {
      let column = 0;
      for (const cell of node.children) {
        if (cell.type !== 'element' || cell.tagName !== 'td') continue;
        const label = headers[column++];
        if (label) cell.children = [{ type: 'element', tagName: 'span', properties: { className: ['md-table-label'] }, children: [{ type: 'text', value: label }] }, ...cell.children];
      }
    }
  });
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['md-table'], role: 'region', ariaLabel: `Table: ${headers.join(', ')}`, tabIndex: 0 },
    children: [table],
  };
}

/** The one element child of `node`, ignoring whitespace-only text; null when there are others. */
function soleChild(node: Element): Element | null {
  const meaningful = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
  const [only] = meaningful;
  return meaningful.length === 1 && only?.type === 'element' ? only : null;
}

function transformChildren(parent: Root | Element, fn: (node: Element) => Element): void {
  parent.children = parent.children.map((child: RootContent) => {
    if (child.type !== 'element') return child;
    const next = fn(child);
    // A replaced node (figure, table region, button) is final; an untouched one is searched further.
    if (next === child) transformChildren(child, fn);
    return next;
  });
}

function walk(node: Root | Element, fn: (node: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    fn(child);
    walk(child, fn);
  }
}

export function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
