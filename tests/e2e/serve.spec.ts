import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { assetHeaders, DOCUMENT_ONLY_HEADERS } from '../../pipeline/headers/securityHeaders.ts';
import { FIRST_ROUND_TRIP_BYTES } from '../../pipeline/postbuild/budgets.ts';
import { matchRoute } from '../../lib/routes.ts';
import { dist, expectSecurityHeaders as expectSecurityHeadersOf, policy, routedPages } from './productionSupport.ts';
import { freePort, headerOf, rawRequest, type RawReply } from './rawHttp.ts';

/**
 * `npm start`'s server (scripts/serve.mjs) over dist/client, started here as its own process, fed
 * hostile requests over raw sockets: it must answer each one and keep serving, with the production
 * headers, redirects and 404s.
 */

test.describe.configure({ mode: 'serial' });

let server: ChildProcess;
let port = 0;
let log = '';

const raw = (method: string, target: string, extra = ''): Promise<RawReply> => rawRequest(port, method, target, extra);

const header = headerOf;

/** The security headers of the build's policy on a reply of the local server. */
const expectSecurityHeaders = (r: RawReply, what: string, page?: string) => expectSecurityHeadersOf((name) => header(r, name), what, page);

test.beforeAll(async () => {
  port = await freePort();
  server = spawn(process.execPath, [path.resolve('scripts/serve.mjs'), '--port', String(port), '--dir', path.relative(process.cwd(), dist)], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.on('data', (d) => (log += d));
  server.stderr!.on('data', (d) => (log += d));
  await expect
    .poll(
      () =>
        raw('GET', '/')
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
});

/** Paths a page can make a browser send (an `<img src>` is enough), and the ones attackers try. */
const HOSTILE = [
  '//[',
  '//%zz/',
  '//a:99999/',
  'http://',
  'http://evil.example/',
  '*',
  '//evil.example/x/',
  '/\\evil.example/x/',
  '/%5cevil.example/x/',
  '/%2f%2fevil.example/',
  '/%zz',
  '/%',
  '/%E0%A4%A',
  '/%C0%AF',
  '/a%0d%0aSet-Cookie:%20pwn=1/',
  '/a%0dSet-Cookie:%20pwn=1;%20Path=/;/',
  '/%00',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/assets/..%2f_headers',
  '/../../etc/passwd',
  '/about/..',
  '/a\\b',
  '/' + 'a'.repeat(6000),
  '/about?x=%0d%0aX-Injected:%201',
  '/about/?next=//evil.example',
];

test('hostile paths: every one gets an answer (no 5xx), nothing injected, no Location off the site, and the server keeps serving', async () => {
  for (const target of HOSTILE) {
    const r = await raw('GET', target);
    expect(r.status, `${JSON.stringify(target)} → ${r.head.split('\r\n')[0]}`).toBeGreaterThanOrEqual(200);
    expect(r.status, JSON.stringify(target)).toBeLessThan(500);
    expect(
      r.headers.map(([n]) => n),
      JSON.stringify(target),
    ).not.toContain('set-cookie');
    expect(
      r.headers.map(([n]) => n),
      JSON.stringify(target),
    ).not.toContain('x-injected');
    const location = header(r, 'location');
    if (location !== undefined) expect(new URL(location, 'https://site.test').origin, `${target} → ${location}`).toBe('https://site.test');
    if (/^\/(\/|\\|%2f|%5c)/i.test(target)) expect(r.status, `${target} is never redirected`).toBe(404);
  }
  expect(server.exitCode, log).toBeNull();
  expect((await raw('GET', '/')).status).toBe(200);
});

test('every page is served at its clean URL with the production headers; redirects and 404s as in production', async () => {
  for (const page of routedPages) {
    const r = await raw('GET', page.route);
    expect(r.status, page.route).toBe(200);
    expectSecurityHeaders(r, page.route, page.route);
    expect(header(r, 'cache-control'), page.route).toBe('no-cache');
    expect(r.body, page.route).toBe(readFileSync(path.join(dist, page.file), 'latin1'));
    if (page.route === '/') continue;
    for (const [from, to] of [
      [`${page.route}.html`, page.route],
      [`${page.route}/`, page.route],
      [`${page.route}/?ref=1`, `${page.route}?ref=1`],
    ]) {
      const redirect = await raw('GET', from!);
      expect([redirect.status, header(redirect, 'location')], from).toEqual([301, to]);
      expectSecurityHeaders(redirect, from!);
    }
  }
  for (const [from, to] of [
    ['/index.html', '/'],
    ['/index', '/'],
  ])
    expect(header(await raw('GET', from!), 'location'), from).toBe(to);
  const notFound = readFileSync(path.join(dist, '404.html'), 'latin1');
  for (const target of ['/no-such-page', '/404', '/404.html', '/_headers', '/_redirects', '/assets/missing.js', '/%5fheaders']) {
    const r = await raw('GET', target);
    expect(r.status, target).toBe(404);
    expect(r.body, target).toBe(notFound);
    expectSecurityHeaders(r, target);
  }
});

test('only the pages with a form allow the forms provider; its paths spelled otherwise get the strict policy of what they resolve to', async () => {
  const formPages = routedPages.filter((p) => p.forms);
  expect(formPages.length).toBeGreaterThan(0);
  for (const page of formPages) {
    expect(header(await raw('GET', page.route), 'content-security-policy'), page.route).toMatch(/script-src [^;]*https:\/\/js[-\w]*\.hsforms\.net/);
    // A redirect, a not-found page or a bad request: none of them is the page, none gets its laxer policy.
    for (const variant of [`${page.route}/`, `${page.route}.html`, page.route.toUpperCase(), `${page.route}%0d%0a`, `${page.route}%2e`, `${page.route}/x`, `${page.route}%3Fx=1`]) {
      const r = await raw('GET', variant);
      expect(r.status, variant).not.toBe(200);
      expect(header(r, 'content-security-policy'), variant).not.toMatch(/hsforms|hubspot|unsafe-inline/);
    }
    expect(header(await raw('GET', `${page.route}?ref=1`), 'content-security-policy'), 'a query string is the same page').toMatch(/hsforms/);
  }
  for (const page of routedPages.filter((p) => !p.forms)) {
    expect(header(await raw('GET', page.route), 'content-security-policy'), page.route).not.toMatch(/hsforms|hubspot|unsafe-inline/);
  }
});

/**
 * The browser fetches the stylesheet on a second connection while the page's HTML still arrives on
 * the first, so a stylesheet over the first round trip costs every page a round trip before its
 * first paint; so does a page's own HTML.
 */
test('the render-blocking stylesheet, headers included, arrives in the first round trip of a new connection', async () => {
  const stylesheets = new Set(routedPages.flatMap((page) => [...readFileSync(path.join(dist, page.file), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!)));
  expect(stylesheets.size).toBeGreaterThan(0);
  for (const href of stylesheets) {
    const r = await raw('GET', href, 'Accept-Encoding: gzip, br\r\n');
    expect(r.status, href).toBe(200);
    expect(header(r, 'content-encoding'), href).toBe('br');
    const headerBytes = r.head.length + 4; // the status line and headers, and the blank line after them
    const bytes = headerBytes + r.body.length;
    test.info().annotations.push({ type: 'bytes', description: `${href}: ${r.body.length} B brotli + ${headerBytes} B of headers = ${bytes} B of ${FIRST_ROUND_TRIP_BYTES}` });
    expect(bytes, `${href}: brotli body and headers`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});

test('every page but the articles, headers included, arrives in the first round trip of a new connection', async () => {
  for (const page of routedPages) {
    const r = await raw('GET', page.route, 'Accept-Encoding: gzip, br\r\n');
    expect(header(r, 'content-encoding'), page.route).toBe('br');
    const headerBytes = r.head.length + 4;
    const bytes = headerBytes + r.body.length;
    test.info().annotations.push({ type: 'bytes', description: `${page.route}: ${r.body.length} B brotli + ${headerBytes} B of headers = ${bytes} B of ${FIRST_ROUND_TRIP_BYTES}` });
    // An article is as long as its writer makes it: a long one takes a second round trip.
    if (matchRoute(page.route)?.entry.collection === 'articles') continue;
    expect(bytes, `${page.route}: brotli HTML and headers`).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  }
});

test('hashed assets are immutable; text is sent precompressed when accepted', async () => {
  const asset = readFileSync(path.join(dist, 'index.html'), 'utf8').match(/\/assets\/[^"']+\.css/)![0];
  const r = await raw('GET', asset, 'Accept-Encoding: gzip, br\r\n');
  expect(r.status).toBe(200);
  expect(header(r, 'cache-control')).toBe('public, max-age=31536000, immutable');
  // A stylesheet carries the security headers that apply to it, not a document's.
  for (const [name, value] of assetHeaders(policy)) expect(header(r, name.toLowerCase()), name).toBe(value);
  for (const name of DOCUMENT_ONLY_HEADERS) expect(header(r, name.toLowerCase()), name).toBeUndefined();
  expect(header(r, 'content-encoding')).toBe('br');
  const again = await raw('GET', asset, `Accept-Encoding: gzip, br\r\nIf-None-Match: ${header(r, 'etag')}\r\n`);
  expect(again.status).toBe(304);
});

test('Accept-Encoding is read as its codings and q-values; a 15 KB hostile one is answered as fast as a short one', async () => {
  const asset = readFileSync(path.join(dist, 'index.html'), 'utf8').match(/\/assets\/[^"']+\.css/)![0];
  const encoding = async (value: string) => header(await raw('GET', asset, `Accept-Encoding: ${value}\r\n`), 'content-encoding');
  expect(await encoding('gzip;q=1.0, BR ; q=0.5')).toBe('br');
  expect(await encoding('br;q=0, gzip')).toBe('gzip');
  expect(await encoding('br;q=0.000, gzip;q=0')).toBeUndefined();
  expect(await encoding('br;q=x')).toBeUndefined();
  expect(await encoding('identity')).toBeUndefined();
  // Spaces after a coding's name: an expression with adjacent `\s*` backtracks over every split of them.
  const timed = async (value: string) => {
    const started = performance.now();
    const r = await raw('GET', asset, `Accept-Encoding: ${value}\r\n`);
    expect(r.status).toBe(200);
    return performance.now() - started;
  };
  const short = await timed('gzip, br');
  const hostile = Math.max(await timed(`br${' '.repeat(15_000)}x`), await timed(`gzip${' '.repeat(7_500)};${' '.repeat(7_500)}x`), await timed(`${',br;q=0'.repeat(2_100)}`));
  test.info().annotations.push({ type: 'ms', description: `short header ${short.toFixed(1)} ms, 15 KB hostile headers at most ${hostile.toFixed(1)} ms` });
  expect(hostile).toBeLessThan(250);
});

test('methods other than GET and HEAD get 405 with Allow; HEAD gets the headers without a body', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
    const r = await raw(method, '/about', 'Content-Length: 0\r\n');
    expect(r.status, method).toBe(405);
    expect(header(r, 'allow'), method).toBe('GET, HEAD');
    expectSecurityHeaders(r, method);
  }
  const head = await raw('HEAD', '/about');
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
  expectSecurityHeaders(head, 'HEAD /about');
});
