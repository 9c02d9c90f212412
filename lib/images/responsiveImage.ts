import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { publicImageSize, type ImageSize } from './imageSize.ts';

/** Where the build lists the smaller copies it made of each raster image (pipeline/generate/images.ts writes it). */
export const IMAGE_MANIFEST = path.join('.generated', 'images.json');
/** Where the site serves the copies (named from their bytes, so the headers cache them for good). */
export const IMAGES_URL = '/_images';

/** One `<source>` of a `<picture>`: a format and its copies by width (`/_images/a-480.1f2e.avif 480w, …`). */
export interface ImageSource {
  type: string;
  srcSet: string;
}

/** A raster image's copies, as the manifest lists them under the image's own path (`/images/a.png`). */
export interface ImageVariants extends ImageSize {
  /** The largest copy in the fallback format (the original's, or JPEG/PNG for an AVIF), for `img src`. */
  src: string;
  /** Every copy in the fallback format, for `img srcset`. */
  srcSet: string;
  /** The modern formats, best first (AVIF, then WebP). */
  sources: ImageSource[];
}

/** What an `<img>` (and its `<picture>`, when `sources` is not empty) is drawn with. */
export interface ResponsiveImage extends ImageSize {
  src: string;
  srcSet?: string;
  sizes?: string;
  sources: ImageSource[];
}

let cache: { file: string; mtimeMs: number; images: Record<string, ImageVariants> } | undefined;

/** The copies the build made of the image at `src`, or undefined (an SVG, or an image the last `generate` did not see). */
export function imageVariants(src: string, manifest = path.resolve(IMAGE_MANIFEST)): ImageVariants | undefined {
  if (!existsSync(manifest)) return undefined;
  const { mtimeMs } = statSync(manifest);
  if (cache?.file !== manifest || cache.mtimeMs !== mtimeMs) {
    cache = { file: manifest, mtimeMs, images: JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, ImageVariants> };
  }
  return Object.hasOwn(cache.images, src) ? cache.images[src] : undefined;
}

/**
 * The image at `src` as the page draws it: its copies with `sizes` (how wide it shows) when the build
 * made any, else the file itself; width and height always come from the file, so the page never shifts.
 */
export function responsiveImage(src: string, sizes: string, lookup: (src: string) => ImageVariants | undefined = imageVariants, sizeOf: (src: string) => ImageSize = publicImageSize): ResponsiveImage {
  const variants = lookup(src);
  if (!variants) return { src, ...sizeOf(src), sources: [] };
  return { src: variants.src, width: variants.width, height: variants.height, srcSet: variants.srcSet, sizes, sources: variants.sources };
}
