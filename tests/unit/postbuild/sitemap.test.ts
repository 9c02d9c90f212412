import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { publicPages, readBuiltPages, routeOf, siteUrlOf } from '../../../pipeline/postbuild/builtPages.ts';
import { precompress } from '../../../pipeline/postbuild/compress.ts';
import { renderRobots, renderSitemap } from '../../../pipeline/postbuild/sitemap.ts';

const SITE = 'https://www.example.com';
const dir = mkdtempSync(path.join(os.tmpdir(), 'postbuild-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (canonical: string | null, extraHead = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>t</title>${canonical ? `<link rel="canonical" href="${canonical}">` : ''}${extraHead}</head><body><p>${'governance '.repeat(50)}</p></body></html>`;

mkdirSync(path.join(dir, 'resources'), { recursive: true });
mkdirSync(path.join(dir, 'assets'), { recursive: true });
writeFileSync(path.join(dir, 'index.html'), page(`${SITE}/`));
writeFileSync(path.join(dir, 'about.html'), page(`${SITE}/about`));
writeFileSync(path.join(dir, 'resources.html'), page(`${SITE}/resources`));
writeFileSync(path.join(dir, 'resources', 'blog.html'), page(`${SITE}/resources`)); // an alias
writeFileSync(path.join(dir, 'draft.html'), page(`${SITE}/draft`, '<meta name="robots" content="noindex, follow">'));
writeFileSync(path.join(dir, '404.html'), page(null, '<meta name="robots" content="noindex">'));
writeFileSync(path.join(dir, 'assets', 'x.html'), page(null)); // not a page: assets hold no routes

describe('the built pages', () => {
  it('map files to clean routes', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about.html')).toBe('/about');
    expect(routeOf('resources/blog.html')).toBe('/resources/blog');
    expect(routeOf('resources/index.html')).toBe('/resources');
  });

  it('are read with their canonical URL and indexing flags; the sitemap keeps only public, non-alias pages', () => {
    const pages = readBuiltPages(dir);
    expect(pages.map((p) => p.route)).toEqual(['/404', '/about', '/draft', '/', '/resources/blog', '/resources']);
    expect(pages.find((p) => p.route === '/404')).toMatchObject({ notFound: true, noindex: true });
    expect(pages.find((p) => p.route === '/draft')?.noindex).toBe(true);
    expect(publicPages(pages, SITE).map((p) => p.route)).toEqual(['/about', '/', '/resources']);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list absolute URLs on the site URL, sorted and escaped', () => {
    const xml = renderSitemap(['/resources', '/', '/about', '/a&b'], SITE);
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])).toEqual([`${SITE}/`, `${SITE}/a&amp;b`, `${SITE}/about`, `${SITE}/resources`]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/);
    expect(siteUrlOf(`${SITE}/`, '/about')).toBe(`${SITE}/about`);
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(renderRobots(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});

describe('precompression', () => {
  it('writes .gz and .br copies of text files that decompress to the original, and skips images', () => {
    writeFileSync(path.join(dir, 'assets', 'a.js'), 'export const a = 1;\n'.repeat(40));
    writeFileSync(path.join(dir, 'picture.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const result = precompress(dir);
    const original = readFileSync(path.join(dir, 'assets', 'a.js'));
    expect(gunzipSync(readFileSync(path.join(dir, 'assets', 'a.js.gz')))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'a.js.br')))).toEqual(original);
    expect(() => readFileSync(path.join(dir, 'picture.png.gz'))).toThrow();
    expect(result.files).toBe(8);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
    expect(result.brotliBytes).toBeLessThan(result.gzipBytes);
    // A second run does not compress the compressed copies.
    expect(precompress(dir).files).toBe(8);
  });

  it('takes the copies of bytes compressed before from the cache, the same bytes, and compresses changed files anew', () => {
    const cache = path.join(dir, '..', `${path.basename(dir)}-cache`);
    const copies = () => ['index.html', 'assets/a.js'].flatMap((f) => ['gz', 'br'].map((ext) => readFileSync(path.join(dir, `${f}.${ext}`))));
    try {
      const uncached = (precompress(dir), copies());
      // Only the alias comes from the cache on the first run: it has the bytes of resources.html.
      expect(precompress(dir, cache).cached).toBe(1);
      expect(copies()).toEqual(uncached);
      const second = precompress(dir, cache);
      expect(second).toMatchObject({ files: 8, cached: 8 });
      expect(copies()).toEqual(uncached);
      writeFileSync(path.join(dir, 'assets', 'a.js'), 'export const a = 2;\n'.repeat(40));
      expect(precompress(dir, cache).cached).toBe(7);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'a.js.br'))).toString()).toBe('export const a = 2;\n'.repeat(40));
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
