import { readFileSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';

export interface ImageSize {
  width: number;
  height: number;
}

/** The image formats the site reads a size from (and, but for SVG, makes smaller copies of at build time). */
export const IMAGE_EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;
const READABLE = new RegExp(`\\.(${IMAGE_EXTENSIONS.join('|')})$`, 'i');

/** Reads an image's intrinsic size from `public/` (SVG `width`/`height` or `viewBox`; a raster's header, turned as its EXIF orientation says). */
export function publicImageSize(src: string, publicDir = path.resolve('public')): ImageSize {
  if (!src.startsWith('/')) throw new Error(`Image \`${src}\` must be a path under public/ starting with \`/\` (for example \`/images/articles/x.svg\`).`);
  const file = path.join(publicDir, src);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(`Image \`${src}\` was not found: add the file at \`public${src}\` or fix the path in the article.`);
  }
  const size = READABLE.test(src) ? imageBytesSize(bytes) : null;
  if (!size) throw new Error(`Could not read the size of \`${src}\`: use an SVG with width and height (or a viewBox), or a PNG, JPEG, WebP or AVIF file.`);
  return size;
}

/** The size an image's bytes declare (any format `image-size` reads), or null when they declare none. */
export function imageBytesSize(bytes: Uint8Array): ImageSize | null {
  try {
    const { width, height, orientation } = imageSize(bytes);
    if (!width || !height) return null;
    // EXIF orientations 5 to 8 turn the picture a quarter: the browser shows it with width and height swapped.
    return orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    return null;
  }
}
