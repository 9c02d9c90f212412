import type { Root } from 'hast';
import type { ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeReact, { type Options as RehypeReactOptions } from 'rehype-react';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { MarkdownImage, MarkdownLink } from './components.tsx';
import { publicImageSize, type ImageSize } from '../../lib/images/imageSize.ts';
import { imageVariants, type ImageVariants } from '../../lib/images/responsiveImage.ts';
import { rehypeSite, textOf } from './rehypeSite.ts';

export interface RenderMarkdownOptions {
  /** Image sizes by `src`; reads the files under `public/` by default. */
  imageSize?: (src: string) => ImageSize;
  /** The copies the build made of raster images; read from the build's image manifest by default. */
  imageVariants?: (src: string) => ImageVariants | undefined;
  /** The address each image is shown at, by its `src` (the content manager's preview shows uploads not yet written); the `src` itself by default. */
  imageSrc?: (src: string) => string;
}

/** The body's h2 sections, with the ids the rendered headings get (for an 'On this page' list). */
export function markdownOutline(markdown: string): { id: string; text: string }[] {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSite, { imageSize: () => ({ width: 1, height: 1 }) });
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return tree.children.flatMap((node) => (node.type === 'element' && node.tagName === 'h2' ? [{ id: String(node.properties?.['id'] ?? ''), text: textOf(node) }] : []));
}

/**
 * Markdown (GitHub-flavoured: tables, strikethrough, autolinks) → the page's React tree, at build time.
 * Raw HTML in the Markdown is not passed through; links and images use the site's components.
 */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions = {}): ReactNode {
  const components: RehypeReactOptions['components'] = { a: MarkdownLink, img: MarkdownImage };
  const file = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSite, {
      imageSize: options.imageSize ?? ((src: string) => publicImageSize(src)),
      imageVariants: options.imageVariants ?? ((src: string) => imageVariants(src)),
      ...(options.imageSrc ? { imageSrc: options.imageSrc } : {}),
    })
    .use(rehypeReact, { Fragment, jsx, jsxs, components })
    .processSync(markdown);
  return file.result as ReactNode;
}
