import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ICON_SPRITE_FOLDER } from '../../../lib/iconSpritePath.ts';
import { filesUnder } from '../../../pipeline/core/files.ts';
import { assetHeaders, CACHE_IMMUTABLE, CACHE_REVALIDATE, DOCUMENT_ONLY_HEADERS, securityHeaders } from '../../../pipeline/headers/securityHeaders.ts';
import { expect, test } from '../fixtures.ts';
import { dist, policy, site } from '../productionSupport.ts';
import { BROTLI_MODULE, expectSecurityHeaders, hasBrotli, nginxForThisFile, servedPath } from './nginxServer.ts';

// The built files under nginx: how long each is cached, and the build's compressed copies sent as they are.
const nginx = nginxForThisFile();

test('hashed assets are cached for a year as immutable; other files are revalidated', async () => {
  const assets = filesUnder(path.join(dist, 'assets')).filter((f) => !/\.(gz|br)$/.test(f));
  expect(assets.length).toBeGreaterThan(0);
  for (const file of assets) {
    const pathname = servedPath(file);
    const res = await nginx.get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(res.headers['cache-control'], pathname).toBe(CACHE_IMMUTABLE);
    // The asset headers leave out the document-only ones, which is right for scripts and stylesheets
    // only: an SVG or HTML file here would be a document without its policy.
    expect(pathname, 'only scripts and stylesheets under /assets/').toMatch(/\.(m?js|css)$/);
    // A script or stylesheet carries the security headers that apply to it, not a document's.
    for (const [name, value] of assetHeaders(policy)) expect(res.headers[name.toLowerCase()], `${name} on ${pathname}`).toBe(value);
    for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers[name.toLowerCase()], `${name} on ${pathname}`).toBeUndefined();
  }
  // The icon sprite is named by its content too, but an SVG is a document: it has every security header.
  const sprites = filesUnder(path.join(dist, ICON_SPRITE_FOLDER)).filter((f) => !/\.(gz|br)$/.test(f));
  expect(sprites.length).toBe(1);
  for (const file of sprites) {
    const pathname = servedPath(file);
    const res = await nginx.get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(res.headers['content-type'], pathname).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control'], pathname).toBe(CACHE_IMMUTABLE);
    for (const [name, value] of securityHeaders(policy)) expect(res.headers[name.toLowerCase()], `${name} on ${pathname}`).toBe(value);
  }
  for (const pathname of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/site.webmanifest', site.defaultOgImage]) {
    const res = await nginx.get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(res.headers['cache-control'], pathname).toBe(CACHE_REVALIDATE);
  }
  expect((await nginx.get('/site.webmanifest')).headers['content-type']).toBe('application/manifest+json');
});

test('image copies are cached for a year as immutable, with every security header', async () => {
  const copies = filesUnder(path.join(dist, '_images'));
  test.skip(copies.length === 0, 'this build draws no raster image, so it has no image copies');
  for (const file of copies) {
    const pathname = servedPath(file);
    const res = await nginx.get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(res.headers['cache-control'], pathname).toBe(CACHE_IMMUTABLE);
    expectSecurityHeaders(res, pathname);
  }
});

test('text files are sent precompressed: the build’s .gz bytes with gzip_static, .br with brotli_static', async () => {
  const files = filesUnder(dist).filter((f) => /\.(html|css|js|xml|svg)$/.test(f) && !f.endsWith('404.html'));
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const rel = servedPath(file);
    const pathname = rel === '/index.html' ? '/' : rel.endsWith('.html') ? rel.slice(0, -5) : rel;
    const gz = await nginx.get(pathname, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding'], pathname).toBe('gzip');
    expect(gz.headers['vary'], pathname).toContain('Accept-Encoding');
    expect(gz.body.equals(readFileSync(`${file}.gz`)), `${pathname} sends ${path.basename(file)}.gz`).toBe(true);

    const plain = await nginx.get(pathname);
    expect(plain.headers['content-encoding'], `${pathname} without Accept-Encoding`).toBeUndefined();
    expect(plain.body.equals(readFileSync(file))).toBe(true);

    if (hasBrotli) {
      const br = await nginx.get(pathname, { 'Accept-Encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], pathname).toBe('br');
      expect(br.body.equals(readFileSync(`${file}.br`)), `${pathname} sends ${path.basename(file)}.br`).toBe(true);
    }
  }
  if (!hasBrotli) test.info().annotations.push({ type: 'brotli', description: `${BROTLI_MODULE} is not installed: only gzip was checked (apt-get install libnginx-mod-http-brotli-static)` });
});
