import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageBytesSize, publicImageSize } from '../../../lib/images/imageSize.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'image-size-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A plain image of `width` × `height` in `format`, made by the same library the build uses. */
function raster(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif'): Promise<Buffer> {
  const plain = sharp({ create: { width, height, channels: 3, background: '#3a7' } });
  return plain.toFormat(format).toBuffer();
}

describe('image sizes read from the file', () => {
  it.each(['png', 'jpeg', 'webp', 'avif'] as const)('reads a %s header', async (format) => {
    expect(imageBytesSize(await raster(321, 123, format))).toEqual({ width: 321, height: 123 });
  });

  it('reads an SVG width and height, else its viewBox', () => {
    expect(imageBytesSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"></svg>'))).toEqual({ width: 1200, height: 630 });
    expect(imageBytesSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"></svg>'))).toEqual({ width: 800, height: 400 });
  });

  it('turns a photo whose EXIF orientation turns it a quarter', async () => {
    const turned = await sharp(await raster(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(imageBytesSize(turned)).toEqual({ width: 200, height: 300 });
  });

  it('reads nothing from a file that is no image', () => {
    expect(imageBytesSize(Buffer.from('not an image at all, not at all'))).toBeNull();
    expect(imageBytesSize(Buffer.from('<div>'))).toBeNull();
  });

  it('reads a file of public/ by its site path, and names the file it cannot find', async () => {
    mkdirSync(path.join(dir, 'images'), { recursive: true });
    writeFileSync(path.join(dir, 'images', 'chart.webp'), await raster(640, 360, 'webp'));
    expect(publicImageSize('/images/chart.webp', dir)).toEqual({ width: 640, height: 360 });
    expect(() => publicImageSize('/images/nope.png', dir)).toThrow('`public/images/nope.png`');
  });
});
