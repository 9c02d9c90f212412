/**
 * Rule `image-weight`: an image file larger than the site needs is a warning, with the size to save
 * it at. The build makes the copies pages show (at most 1,920 px wide, pipeline/generate/images.ts),
 * so a larger original only slows every build and weighs on the repository and on whoever opens it
 * directly (share images, feeds). A missing file is the `image` rule's finding, not repeated here.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageBytesSize } from '../../lib/images/imageSize.ts';
import type { LoadedContent } from '../content/contentSet.ts';
import { fileReferences } from '../content/references.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { eachFile, problemAt, siteContext } from './support.ts';

const RULE = 'image-weight';
/** The longest side, in pixels, a raster image needs: the widest copy is 1,920 px, with room to crop. */
export const MAX_IMAGE_SIDE = 2500;
/** The most an image file needs to weigh; a 2,500 px photo saved as JPEG at quality 80 is well under it. */
export const MAX_IMAGE_BYTES = 1024 * 1024;

const RASTER = /\.(png|jpe?g|webp|avif)$/i;

export const imageWeight: Check = (content: LoadedContent) => {
  const ctx = siteContext(content);
  const findings = new Map<string, string | null>();
  const finding = (src: string): string | null => {
    if (!findings.has(src)) {
      let found: string | null;
      try {
        found = tooLarge(src, path.join(content.root, 'public', decodeURIComponent(src)));
      } catch {
        found = null; // an address that names no readable file is the `image` rule's finding
      }
      findings.set(src, found);
    }
    return findings.get(src)!;
  };
  return eachFile(content, RULE, (source) => {
    const out: Problem[] = [];
    for (const ref of fileReferences(source, ctx.siteHost)) {
      if (ref.kind !== 'image') continue;
      const src = ref.href.split(/[?#]/)[0]!;
      if (!src.startsWith('/') || src.split('/').includes('..') || !ctx.publicFileExists(src)) continue;
      const message = finding(src);
      if (!message) continue;
      out.push(problemAt(source, ref.segments, { rule: RULE, severity: 'warning', message, ...(ref.line !== undefined ? { line: ref.line, column: ref.column ?? 1 } : {}) }));
    }
    return out;
  });
};

/** What makes the image at `file` too large, with the fix; null when it is not. */
export function tooLarge(src: string, file: string): string | null {
  const bytes = statSync(file).size;
  const size = RASTER.test(src) ? imageBytesSize(readFileSync(file)) : null;
  const tooWide = size !== null && Math.max(size.width, size.height) > MAX_IMAGE_SIDE;
  if (bytes <= MAX_IMAGE_BYTES && !tooWide) return null;
  const found = [bytes > MAX_IMAGE_BYTES ? megabytes(bytes) : '', tooWide ? `${size.width.toLocaleString('en')} × ${size.height.toLocaleString('en')} px` : ''].filter(Boolean).join(' and ');
  const fix = RASTER.test(src)
    ? `Save it at most ${MAX_IMAGE_SIDE.toLocaleString('en')} px on its longer side and under ${megabytes(MAX_IMAGE_BYTES)} (a photo as JPEG or WebP at quality 80, a drawing as PNG or SVG); the site makes the smaller copies pages show itself.`
    : `Simplify the drawing or save it as a PNG, JPEG or WebP file under ${megabytes(MAX_IMAGE_BYTES)}.`;
  return `\`${src}\` is ${found}, more than a page needs. ${fix}`;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}
