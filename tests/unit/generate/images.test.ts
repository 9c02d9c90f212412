import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_CACHE, IMAGE_WIDTHS, imageCopies, publicFile, publishImages } from '../../../pipeline/generate/images.ts';
import { IMAGE_MANIFEST } from '../../../lib/images/responsiveImage.ts';

// A project folder with images made by the same library, in a temporary folder.
const root = mkdtempSync(path.join(tmpdir(), 'image-copies-'));
const cache = path.join(root, IMAGE_CACHE);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function writeImage(src: string, width: number, height: number, format: 'png' | 'jpeg'): Promise<string> {
  const file = path.join(root, 'public', src);
  mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#1b6' } })
    .toFormat(format)
    .toFile(file);
  return file;
}

/** The `(url, width)` pairs of a srcset. */
function entries(srcSet: string): { url: string; width: number }[] {
  return srcSet.split(', ').map((item) => {
    const [url, w] = item.split(' ');
    return { url: url!, width: Number(w!.replace(/w$/, '')) };
  });
}

let wide: Awaited<ReturnType<typeof imageCopies>>;
/** Three formats at each width up to the file's 1,000 px. */
const copiesOfWide = 3 * (IMAGE_WIDTHS.filter((w) => w < 1000).length + 1);
let widePng: string;

beforeAll(async () => {
  mkdirSync(cache, { recursive: true });
  widePng = await writeImage('/images/Wide Chart.png', 1000, 500, 'png');
  wide = await imageCopies(widePng, '/images/Wide Chart.png', cache);
});

describe('the copies of a raster image', () => {
  it('keeps the file’s size, and makes AVIF, WebP and PNG copies at the widths up to the file’s own', () => {
    const { variants } = wide;
    expect([variants.width, variants.height]).toEqual([1000, 500]);
    const expectedWidths = [...IMAGE_WIDTHS.filter((w) => w < 1000), 1000];
    expect(variants.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const set of [variants.srcSet, ...variants.sources.map((s) => s.srcSet)]) expect(entries(set).map((e) => e.width)).toEqual(expectedWidths);
    expect(variants.src).toBe(entries(variants.srcSet).at(-1)!.url);
    expect(variants.src).toMatch(/^\/_images\/wide-chart-1000\.[0-9a-f]{10}\.png$/);
  });

  it('encodes each copy at its width and in its format', async () => {
    for (const source of [...wide.variants.sources, { type: 'image/png', srcSet: wide.variants.srcSet }]) {
      for (const { url, width } of entries(source.srcSet)) {
        const meta = await sharp(path.join(cache, path.posix.basename(url))).metadata();
        expect(meta.width).toBe(width);
        expect(meta.height).toBe(width / 2);
        expect(`image/${meta.format === 'heif' ? 'avif' : meta.format}`).toBe(source.type);
      }
    }
  });

  it('never enlarges a small image', async () => {
    const small = await writeImage('/images/small.png', 200, 100, 'png');
    const { variants } = await imageCopies(small, '/images/small.png', cache);
    expect(entries(variants.srcSet)).toEqual([{ url: expect.stringMatching(/small-200\./), width: 200 }]);
  });

  it('keeps a JPEG’s format as the fallback', async () => {
    const photo = await writeImage('/images/photo.jpg', 600, 400, 'jpeg');
    const { variants } = await imageCopies(photo, '/images/photo.jpg', cache);
    expect(variants.src).toMatch(/\.jpg$/);
    expect(variants.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });

  it('reuses the cached copies on the next build: the same names, nothing encoded', async () => {
    const again = await imageCopies(widePng, '/images/Wide Chart.png', cache);
    expect(wide.encoded).toBe(copiesOfWide);
    expect(again.encoded).toBe(0);
    expect(again.variants).toEqual(wide.variants);
  });

  it('publishes every copy the manifest names into the build', () => {
    mkdirSync(path.join(root, '.generated'), { recursive: true });
    writeFileSync(path.join(root, IMAGE_MANIFEST), JSON.stringify({ '/images/Wide Chart.png': wide.variants }));
    const client = path.join(root, 'dist', 'client');
    expect(publishImages(root, client)).toBe(copiesOfWide);
    const published = readdirSync(path.join(client, '_images')).sort();
    const named = [wide.variants.srcSet, ...wide.variants.sources.map((s) => s.srcSet)].flatMap((set) => entries(set).map((e) => path.posix.basename(e.url)));
    expect(published).toEqual(named.sort());
  });
});

describe('the files the image pipeline reads', () => {
  it('are files under public/, named by a site path', () => {
    expect(publicFile(root, '/images/small.png')).toBe(path.join(root, 'public', 'images', 'small.png'));
    expect(publicFile(root, 'images/small.png')).toBeNull();
    expect(publicFile(root, '/images/missing.png')).toBeNull();
    expect(publicFile(root, '/images')).toBeNull();
  });

  it('never lead outside public/', () => {
    writeFileSync(path.join(root, 'secret.png'), 'x');
    symlinkSync(path.join(root, 'secret.png'), path.join(root, 'public', 'images', 'linked.png'));
    expect(existsSync(path.join(root, 'public', 'images', 'linked.png'))).toBe(true);
    expect(publicFile(root, '/../secret.png')).toBeNull();
    expect(publicFile(root, '/images/../../secret.png')).toBeNull();
    expect(publicFile(root, '/images/..\\..\\secret.png')).toBeNull();
    expect(publicFile(root, '/images/linked.png')).toBeNull();
  });
});
