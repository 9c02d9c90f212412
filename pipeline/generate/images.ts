/**
 * The image pipeline: every raster image a page draws (PNG, JPEG, WebP, AVIF under `public/`) gets
 * smaller copies at a few widths (never wider than the file), in AVIF, WebP and its own format, under
 * `/_images/` with names made from the file's bytes. `.generated/images.json` lists them by the image's
 * path; the renderer draws a `<picture>` with `srcset` from it (lib/images/responsiveImage.ts).
 * Copies are encoded once into a cache folder and reused by every later build; SVGs are served as they are.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { LoadedContent } from '../content/contentSet.ts';
import { fileReferences } from '../content/references.ts';
import { ContentError } from '../core/errors.ts';
import { isRecord } from '../content/walkData.ts';
import { IMAGE_MANIFEST, IMAGES_URL, type ImageSource, type ImageVariants } from '../../lib/images/responsiveImage.ts';
import { writeFileIfChanged } from '../core/files.ts';

/** The widths copies are made at, in CSS pixels of a 2x screen at most: the widest is the largest any page shows. */
export const IMAGE_WIDTHS = [480, 960, 1440, 1920] as const;
/** The cache the copies are encoded into (kept between builds). */
export const IMAGE_CACHE = path.join('node_modules', '.cache', 'site-images');

const RASTER = /\.(png|jpe?g|webp|avif)$/i;
/** Image fields the site only links to (sharing, structured data, feeds), never draws: they need no copies. */
const LINKED_ONLY = new Set(['heroImage', 'ogImage', 'defaultOgImage']);

type Format = 'avif' | 'webp' | 'png' | 'jpeg';
const MIME: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', png: 'image/png', jpeg: 'image/jpeg' };
const EXTENSION: Record<Format, string> = { avif: 'avif', webp: 'webp', png: 'png', jpeg: 'jpg' };
/** Encoder settings; part of every copy's name, so a change here makes new copies instead of reusing old ones. */
const ENCODE = { avif: { quality: 50, effort: 4 }, webp: { quality: 75 }, png: { compressionLevel: 9 }, jpeg: { quality: 78, mozjpeg: true } } as const;

export interface ImagesResult {
  /** Raster images with copies. */
  images: number;
  /** Copies encoded by this run (the others came from the cache). */
  encoded: number;
}

/** Every raster image under `public/` that a page draws: `src` fields and images in Markdown bodies. */
export function drawnImages(content: LoadedContent): string[] {
  const found = new Set<string>();
  for (const source of content.valid.values()) {
    for (const ref of fileReferences(source)) {
      if (ref.kind !== 'image') continue;
      const drawn = ref.segments[0] === 'body' || ref.segments.at(-1) === 'src';
      if (!drawn || ref.segments.some((s) => typeof s === 'string' && LINKED_ONLY.has(s))) continue;
      const file = ref.href.split(/[?#]/)[0]!;
      if (RASTER.test(file) && publicFile(content.root, file)) found.add(file);
    }
  }
  return [...found].sort();
}

/**
 * The file under `public/` that the site path `src` names, or null: a path with `..` or a backslash,
 * one that is not a file, or one that leads outside `public/` (a link) is never read.
 */
export function publicFile(root: string, src: string): string | null {
  if (!src.startsWith('/') || src.includes('\\') || src.split('/').some((part) => part === '..' || part === '.')) return null;
  const publicDir = path.join(root, 'public');
  const file = path.join(publicDir, src);
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  const real = realpathSync(file);
  return real.startsWith(realpathSync(publicDir) + path.sep) ? file : null;
}

/** Makes (or finds in the cache) the copies of every drawn raster image and writes the manifest the renderer reads. */
export async function generateImages(content: LoadedContent): Promise<ImagesResult> {
  const cacheDir = path.join(content.root, IMAGE_CACHE);
  mkdirSync(cacheDir, { recursive: true });
  const manifest: Record<string, ImageVariants> = {};
  let encoded = 0;
  for (const src of drawnImages(content)) {
    let result: Awaited<ReturnType<typeof imageCopies>>;
    try {
      result = await imageCopies(publicFile(content.root, src)!, src, cacheDir);
    } catch (error) {
      throw new ContentError(`The image \`public${src}\` could not be read (${error instanceof Error ? error.message : String(error)}). Save it again as a PNG, JPEG, WebP or AVIF file.`);
    }
    manifest[src] = result.variants;
    encoded += result.encoded;
  }
  writeFileIfChanged(path.join(content.root, IMAGE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { images: Object.keys(manifest).length, encoded };
}

/** The copies of one image, encoded into `cacheDir` unless a copy of the same bytes and settings is there. */
export async function imageCopies(file: string, src: string, cacheDir: string): Promise<{ variants: ImageVariants; encoded: number }> {
  const bytes = readFileSync(file);
  const meta = await sharp(bytes).metadata();
  // The size the browser shows: EXIF orientation applied.
  const { width, height } = meta.autoOrient;
  const fallback: Format = meta.format === 'jpeg' ? 'jpeg' : meta.format === 'webp' ? 'webp' : meta.format === 'heif' && !meta.hasAlpha ? 'jpeg' : 'png';
  const formats: Format[] = [...(['avif', 'webp'] as const).filter((f) => f !== fallback), fallback];
  const widest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
  const base = path
    .basename(src)
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const digest = createHash('sha256')
    .update(bytes)
    .update(JSON.stringify([sharp.versions.vips, ENCODE]))
    .digest('hex');
  let encoded = 0;
  const byFormat = new Map<Format, string>();
  for (const format of formats) {
    const entries: string[] = [];
    for (const w of widths) {
      const name = `${base}-${w}.${createHash('sha256').update(`${digest}:${w}:${format}`).digest('hex').slice(0, 10)}.${EXTENSION[format]}`;
      const cached = path.join(cacheDir, name);
      if (!existsSync(cached)) {
        const partial = `${cached}.${process.pid}.tmp`;
        await sharp(bytes).autoOrient().resize({ width: w, withoutEnlargement: true }).toFormat(format, ENCODE[format]).toFile(partial);
        renameSync(partial, cached);
        encoded++;
      }
      entries.push(`${IMAGES_URL}/${name} ${w}w`);
    }
    byFormat.set(format, entries.join(', '));
  }
  const fallbackSet = byFormat.get(fallback)!;
  const sources: ImageSource[] = formats.filter((f) => f !== fallback).map((f) => ({ type: MIME[f], srcSet: byFormat.get(f)! }));
  const largest = fallbackSet.split(', ').at(-1)!.split(' ')[0]!;
  return { variants: { width, height, src: largest, srcSet: fallbackSet, sources }, encoded };
}

/** Copies every file the manifest names from the cache into the build (`dist/client/_images/`); returns how many. */
export function publishImages(root: string, clientDir: string): number {
  const manifestFile = path.join(root, IMAGE_MANIFEST);
  if (!existsSync(manifestFile)) return 0;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as unknown;
  const names = new Set<string>();
  for (const entry of Object.values(isRecord(manifest) ? manifest : {}) as ImageVariants[]) {
    for (const set of [entry.srcSet, ...entry.sources.map((s) => s.srcSet)]) for (const item of set.split(', ')) names.add(path.posix.basename(item.split(' ')[0]!));
  }
  const outDir = path.join(clientDir, IMAGES_URL.slice(1));
  if (names.size) mkdirSync(outDir, { recursive: true });
  for (const name of names) copyFileSync(path.join(root, IMAGE_CACHE, name), path.join(outDir, name));
  return names.size;
}
