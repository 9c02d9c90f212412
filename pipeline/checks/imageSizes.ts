/**
 * Rule `image-size`: the site reads every image's width and height from the file (SVG `width` and
 * `height` or `viewBox`; a raster's header), so the content need not state them. A stated size that
 * is not the file's is a warning with the real one (the page uses the file's). An Open Graph image
 * (`ogImage`) must be 1200 × 630; an image in an article body must be one whose size can be read.
 * A missing file is the `image` rule's finding, not repeated here.
 */
import path from 'node:path';
import type { LoadedContent } from '../content/contentSet.ts';
import { contentUrls } from '../content/contentUrls.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import { publicImageSize, type ImageSize } from '../../lib/images/imageSize.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { eachFile, problemAt, siteContext } from './support.ts';

const RULE = 'image-size';
export const OG_IMAGE_SIZE: ImageSize = { width: 1200, height: 630 };

export const imageSizes: Check = (content: LoadedContent) => {
  const ctx = siteContext(content);
  const publicDir = path.join(content.root, 'public');
  const sizeOf = (src: string): ImageSize | null => {
    if (!/\.(svg|png|jpe?g|webp|avif)$/i.test(src) || !ctx.publicFileExists(src)) return null;
    try {
      return publicImageSize(src, publicDir);
    } catch {
      return null;
    }
  };
  return eachFile(content, RULE, (source) => {
    const out: Problem[] = [];
    for (const visit of walkData(source.data)) {
      const v = visit.value;
      if (isRecord(v) && typeof v.src === 'string' && typeof v.width === 'number' && typeof v.height === 'number') {
        const actual = sizeOf(v.src);
        if (actual && (actual.width !== v.width || actual.height !== v.height)) {
          const at = actual.width !== v.width ? 'width' : 'height';
          out.push(
            problemAt(source, [...visit.segments, at], {
              rule: RULE,
              severity: 'warning',
              message: `\`${v.src}\` is ${actual.width} × ${actual.height}, but this says ${v.width} × ${v.height} (the page uses the file's size). Write \`width: ${actual.width}\` and \`height: ${actual.height}\`, or delete both: the site reads them from the file.`,
            }),
          );
        }
      }
      if (visit.key === 'ogImage' && typeof v === 'string') {
        const actual = sizeOf(v);
        if (actual && (actual.width !== OG_IMAGE_SIZE.width || actual.height !== OG_IMAGE_SIZE.height)) {
          out.push(
            problemAt(source, visit.segments, {
              rule: RULE,
              message: `A share image must be ${OG_IMAGE_SIZE.width} × ${OG_IMAGE_SIZE.height} pixels; \`${v}\` is ${actual.width} × ${actual.height}. Resize it, or leave \`ogImage\` out to use the site's default share image.`,
            }),
          );
        }
      }
    }
    // The body's images, as the policy checks read them (one Markdown parse per file).
    for (const image of contentUrls(source)) {
      if (image.kind !== 'image' || image.segments[0] !== 'body' || image.line === undefined) continue;
      const file = image.url.split(/[?#]/)[0]!;
      if (!file.startsWith('/') || !ctx.publicFileExists(file)) continue; // the `image` rule reports these
      if (sizeOf(file)) continue;
      out.push(
        problemAt(source, ['body'], {
          rule: RULE,
          line: image.line,
          column: image.column ?? 1,
          message: `The site reads the size of an image in an article from the file, and cannot read \`${image.url}\`: use an SVG with \`width\` and \`height\` (or a \`viewBox\`), or a PNG, JPEG, WebP or AVIF file.`,
        }),
      );
    }
    return out;
  });
};
