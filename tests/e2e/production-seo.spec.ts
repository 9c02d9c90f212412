import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { siteUrlOf } from '../../pipeline/postbuild/builtPages.ts';
import { COMPRESSIBLE } from '../../pipeline/postbuild/compress.ts';
import { attr, find } from '../../pipeline/core/html.ts';
import { filesUnder } from '../../pipeline/core/files.ts';
import { readThemeTokens, THEME_STYLESHEET } from '../../pipeline/generate/svgTheme.ts';
import { dist, documentOf, fileForPath, indexedRoutes, pages, routedPages, site } from './productionSupport.ts';

// What search engines and link previews read: sitemap, robots.txt, canonical URLs, the preview
// image, the favicon set and the web manifest; and the precompressed copies the servers send.

const read = (rel: string) => readFileSync(path.join(dist, rel), 'utf8');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('latin1'), `${file} is a PNG`).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

test('sitemap.xml lists exactly the public routes, as absolute URLs on the site URL', () => {
  const xml = read('sitemap.xml');
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  // Public: every built page except the 404 page, noindex pages and aliases (canonical elsewhere).
  const expected = routedPages
    .filter((p) => !p.noindex && p.canonical === siteUrlOf(site.siteUrl, p.route))
    .map((p) => siteUrlOf(site.siteUrl, p.route))
    .sort();
  expect(listed).toEqual(expected);
  expect(listed).toContain(`${site.siteUrl}/`);
  expect(listed.some((u) => u.endsWith('/404'))).toBe(false);
  expect(indexedRoutes.length).toBe(listed.length);

  // Aliases point their canonical at a listed page.
  for (const alias of routedPages.filter((p) => p.canonical && p.canonical !== siteUrlOf(site.siteUrl, p.route))) {
    expect(listed, `${alias.route} is an alias: its canonical must be a listed page`).toContain(alias.canonical);
    expect(listed).not.toContain(siteUrlOf(site.siteUrl, alias.route));
  }
});

test('robots.txt allows crawling and points at the sitemap', () => {
  const robots = read('robots.txt');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
  expect(robots).toMatch(new RegExp(`^Sitemap: ${site.siteUrl.replace(/[.]/g, '\\.')}/sitemap\\.xml$`, 'm'));
});

for (const page of pages) {
  test(`${page.file}: canonical and preview tags are absolute URLs on the site URL`, () => {
    const doc = documentOf(page);
    const meta = (key: string) => {
      const el = find(doc, (e) => e.tagName === 'meta' && (attr(e, 'property') === key || attr(e, 'name') === key));
      return el ? attr(el, 'content') : undefined;
    };
    if (page.notFound) {
      // The not-found page is served at every unmatched path: it has no canonical and is not indexed.
      expect(page.canonical).toBeUndefined();
      expect(page.noindex).toBe(true);
    } else {
      expect(page.canonical, 'every page has a canonical URL').toBeDefined();
      expect(page.canonical!.startsWith(`${site.siteUrl}/`)).toBe(true);
      expect(meta('og:url')).toBe(page.canonical);
    }
    const image = meta('og:image')!;
    expect(image.startsWith(`${site.siteUrl}/`)).toBe(true);
    const imageFile = fileForPath(new URL(image).pathname);
    expect(imageFile, `${image} is built`).toBeDefined();
    if (imageFile!.endsWith('.png')) {
      const { width, height } = pngSize(imageFile!);
      expect(width / height).toBeCloseTo(1200 / 630, 2);
      expect(width).toBeGreaterThanOrEqual(1200);
    }
    expect(meta('twitter:image')).toBe(image);
    expect(meta('og:title')).toBeTruthy();
    expect(meta('og:description')).toBeTruthy();
  });
}

test('the default Open Graph image is a 1200×630 PNG', () => {
  expect(pngSize(path.join(dist, site.defaultOgImage))).toEqual({ width: 1200, height: 630 });
});

test('favicon set, Apple touch icon, logo and web manifest are built and well-formed', () => {
  // favicon.ico: an icon directory whose first image is 32×32 or smaller, in PNG form.
  const ico = readFileSync(path.join(dist, 'favicon.ico'));
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  const count = ico.readUInt16LE(4);
  expect(count).toBeGreaterThanOrEqual(2);
  const sizes = Array.from({ length: count }, (_, i) => ico.readUInt8(6 + 16 * i));
  expect(sizes).toEqual(expect.arrayContaining([16, 32]));

  // The mark's seal is the brand accent (accent-500 of the light theme).
  const accent = readThemeTokens(readFileSync(path.resolve(import.meta.dirname, '../..', THEME_STYLESHEET), 'utf8')).light.get('color-accent-500');
  expect(accent).toBeDefined();
  for (const svg of ['favicon.svg', 'logo.svg']) {
    const text = read(svg);
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="/);
    expect(text).toContain(accent!);
  }
  expect(pngSize(path.join(dist, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });

  const manifest = JSON.parse(read('site.webmanifest')) as { name: string; short_name: string; start_url: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest.name).toBe(site.brand.companyShort);
  expect(manifest.short_name).toBe(site.brand.product);
  expect(manifest.start_url).toBe('/');
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && !i.purpose);
    expect(icon, `a ${size}px icon`).toBeDefined();
    expect(pngSize(path.join(dist, icon!.src))).toEqual({ width: size, height: size });
  }
  for (const icon of manifest.icons) expect(existsSync(path.join(dist, icon.src)), icon.src).toBe(true);

  // Every page links the same set from its head.
  for (const page of pages) {
    const doc = documentOf(page);
    const hrefs = ['icon', 'apple-touch-icon', 'manifest'].map((rel) => {
      const el = find(doc, (e) => e.tagName === 'link' && attr(e, 'rel') === rel);
      return el ? attr(el, 'href') : undefined;
    });
    expect(hrefs, page.file).toEqual(['/favicon.ico', '/apple-touch-icon.png', '/site.webmanifest']);
  }
});

test('every HTML, CSS, JS, XML, SVG and JSON file has .gz and .br copies with the same content', () => {
  const files = filesUnder(dist).filter((f) => COMPRESSIBLE.test(f));
  expect(files.map((f) => path.extname(f))).toEqual(expect.arrayContaining(['.html', '.css', '.js', '.xml', '.svg']));
  for (const file of files) {
    const original = readFileSync(file);
    expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original), `${file}.gz`).toBe(true);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original), `${file}.br`).toBe(true);
  }
  // Nothing else gets a compressed copy (images and fonts are compressed formats already).
  for (const file of filesUnder(dist).filter((f) => /\.(gz|br)$/.test(f))) expect(COMPRESSIBLE.test(file.replace(/\.(gz|br)$/, '')), file).toBe(true);
});
