import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Route } from '@playwright/test';
import { renderNginxSite, renderStandaloneNginx } from '../../pipeline/headers/nginx.ts';
import { contentSecurityPolicy } from '../../pipeline/headers/contentSecurityPolicy.ts';
import { ADMIN_SCOPE, scopedPolicies, scopeOf } from '../../pipeline/headers/scopedPolicies.ts';
import { assetHeaders, CACHE_IMMUTABLE, CACHE_REVALIDATE, DOCUMENT_ONLY_HEADERS, securityHeaders } from '../../pipeline/headers/securityHeaders.ts';
import { adminPage, dist, policy, routedPages, site } from './productionSupport.ts';
import { cspViolations, expect, presetConsent, test, watchCspViolations } from './fixtures.ts';
import { requestsInFlight, requestsSettled } from './pageStates.ts';
import { freePort, rawRequest } from './rawHttp.ts';
import { consentBanner } from './content.ts';
import { ICON_SPRITE_FOLDER } from '../../lib/iconSpritePath.ts';

/**
 * Real nginx (Debian's package, installed by scripts/ensure-system-deps.sh) serving dist/client
 * with the server block the build generates, on a loopback port, as an ordinary process: pid,
 * logs and temp files in a temporary folder. Stopped at the end.
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const hasBrotli = existsSync(BROTLI_MODULE);

test.describe.configure({ mode: 'serial' });

let nginx: ChildProcess | undefined;
let prefix = '';
let origin = '';

test.beforeAll(async () => {
  prefix = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const server = renderNginxSite(site, policy, { root: dist, brotli: hasBrotli, listen: { address: `127.0.0.1:${port}` } });
  const conf = renderStandaloneNginx(server, { prefix, modules: hasBrotli ? [BROTLI_MODULE] : [], mimeTypes: '/etc/nginx/mime.types' });
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
  nginx = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  // On a machine whose cores are busy nginx can take long to start its worker: wait for its answer
  // (or its exit, which fails at once with its log) for up to a minute.
  test.setTimeout(90_000);
  await untilAnswering(nginx, `${origin}/robots.txt`, 60_000);
});

/** Resolves once the server answers `url` with 200; rejects as soon as the process exits, or after `ms`. */
async function untilAnswering(server: ChildProcess, url: string, ms: number): Promise<void> {
  let onExit = (_code: number | null) => {};
  const exited = new Promise<never>((_resolve, reject) => {
    onExit = (code) => reject(new Error(`nginx exited (${code}) before answering: ${readFileSync(path.join(prefix, 'error.log'), 'utf8')}`));
    server.once('exit', onExit);
  });
  const answered = (async () => {
    for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      const ok = await new Promise<boolean>((resolve) => {
        const request = http.get(url, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        });
        request.setTimeout(5_000, () => request.destroy());
        request.on('error', () => resolve(false));
      });
      if (ok) return;
    }
    throw new Error(`nginx did not answer ${url} within ${ms / 1000} s`);
  })();
  answered.catch(() => {}); // the race below reports it; polling past an exit must not be unhandled
  try {
    await Promise.race([answered, exited]);
  } finally {
    server.off('exit', onExit);
  }
}

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once('exit', resolve));
    nginx.kill('SIGQUIT'); // graceful stop of the master we started (and so of its worker)
    await exited;
  }
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request, nothing decoded or followed: the bytes and headers nginx sent. */
function get(pathname: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${pathname}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** The security headers, with the policy of the page's scope when a page is served (a page with a form has its own). */
function expectSecurityHeaders(res: RawResponse, what: string, page?: string) {
  const scope = page === undefined ? undefined : scopeOf(page, scopedPolicies(policy));
  for (const [name, value] of securityHeaders(policy, scope)) expect(res.headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

test('every page answers 200 at its clean URL, revalidated, with every security header', async () => {
  expect(routedPages.length).toBeGreaterThan(0);
  for (const page of routedPages) {
    const res = await get(page.route);
    expect(res.status, page.route).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control'], page.route).toBe(CACHE_REVALIDATE);
    expect(res.headers['etag'] ?? res.headers['last-modified'], 'a validator to revalidate with').toBeTruthy();
    expectSecurityHeaders(res, page.route, page.route);
    expect(res.body.equals(readFileSync(path.join(dist, page.file))), `${page.route} serves ${page.file}`).toBe(true);
  }
});

test('only the pages with a form allow the forms provider; its paths spelled otherwise get the strict policy of what they resolve to', async () => {
  const formPages = routedPages.filter((p) => p.forms);
  expect(formPages.length).toBeGreaterThan(0);
  const strict = contentSecurityPolicy(policy);
  expect(strict).not.toMatch(/hsforms|hubspot|unsafe-inline/);
  for (const page of formPages) {
    for (const [target, encoding] of [
      [page.route, 'br'],
      [page.route, 'gzip'],
      [page.route, ''],
      [`${page.route}?ref=1`, ''],
    ] as const) {
      const res = await get(target, encoding ? { 'Accept-Encoding': encoding } : {});
      expect(res.status, target).toBe(200);
      expect(res.headers['content-security-policy'], target).toMatch(/script-src [^;]*https:\/\/js[-\w]*\.hsforms\.net/);
      expect(res.headers['cache-control'], target).toBe(CACHE_REVALIDATE);
    }
    // A redirect, a not-found page or a bad request: none of them is the page, none gets its laxer policy.
    for (const variant of [`${page.route}/`, `${page.route}.html`, page.route.toUpperCase(), `${page.route}%0d%0a`, `${page.route}%2e`, `${page.route}/x`, `${page.route}%3Fx=1`]) {
      const res = await rawRequest(Number(new URL(origin).port), 'GET', variant);
      expect(res.status, variant).not.toBe(200);
      const csp = res.headers.filter(([n]) => n === 'content-security-policy').map(([, v]) => v);
      expect(csp, variant).toEqual([strict]);
    }
  }
  for (const page of routedPages.filter((p) => !p.forms)) expect((await get(page.route)).headers['content-security-policy'], page.route).toBe(strict);
});

test('the content manager at /admin gets its own policy while online editing is on, and is not found while it is off', async () => {
  if (policy.contentManager === true) {
    expect(adminPage, 'the build writes admin.html').toBeDefined();
    const res = await get('/admin');
    expect(res.status).toBe(200);
    expect(res.body.equals(readFileSync(path.join(dist, adminPage!.file)))).toBe(true);
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(policy, ADMIN_SCOPE));
    expect(res.headers['content-security-policy']).toContain("'unsafe-eval'");
    expect((await get('/')).headers['content-security-policy']).not.toContain("'unsafe-eval'");
    return;
  }
  const notFound = readFileSync(path.join(dist, '404.html'));
  for (const pathname of ['/admin', '/admin/config.yml', '/admin/assets/index.js']) {
    const res = await get(pathname);
    expect(res.status, pathname).toBe(404);
    expect(res.body.equals(notFound), `${pathname} shows the 404 page`).toBe(true);
    expect(res.headers['content-security-policy'], pathname).not.toContain("'unsafe-eval'");
  }
});

test('a revalidation of an unchanged page answers 304 Not Modified, with the security headers', async () => {
  for (const encoding of ['gzip', hasBrotli ? 'br' : 'gzip']) {
    const first = await get('/', { 'Accept-Encoding': encoding });
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await get('/', { 'Accept-Encoding': encoding, 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expectSecurityHeaders(again, '304 /');
  }
});

test('an unknown path answers 404 with the not-found page; so do /404 and the static host rule files', async () => {
  const notFound = readFileSync(path.join(dist, '404.html'));
  for (const pathname of ['/this-page-does-not-exist', '/solutions/not-a-solution', '/404', '/404.html', '/_headers', '/_redirects', '/assets/missing.js']) {
    const res = await get(pathname);
    expect(res.status, pathname).toBe(404);
    expect(res.body.equals(notFound), `${pathname} shows the 404 page`).toBe(true);
    expect(res.body.toString()).toContain('Oops! Page not found');
    expect(res.headers['cache-control'], pathname).toBe(CACHE_REVALIDATE);
    expectSecurityHeaders(res, pathname);
  }
});

test('.html and trailing-slash URLs redirect permanently to the clean URL', async () => {
  const cases: [string, string][] = [
    ['/index.html', '/'],
    ['/index', '/'],
    ['/index.html?utm_source=x', '/?utm_source=x'],
  ];
  for (const page of routedPages.filter((p) => p.route !== '/')) {
    cases.push([`${page.route}.html`, page.route], [`${page.route}/`, page.route], [`${page.route}/?ref=1`, `${page.route}?ref=1`]);
  }
  cases.push(['/no-such-page/', '/no-such-page']);
  for (const [from, to] of cases) {
    const res = await get(from);
    expect(res.status, from).toBe(301);
    expect(res.headers['location'], from).toBe(to);
    expectSecurityHeaders(res, from);
  }
});

test('hashed assets are cached for a year as immutable; other files are revalidated', async () => {
  const assets = filesUnder(path.join(dist, 'assets')).filter((f) => !/\.(gz|br)$/.test(f));
  expect(assets.length).toBeGreaterThan(0);
  for (const file of assets) {
    const pathname = '/' + path.relative(dist, file).split(path.sep).join('/');
    const res = await get(pathname);
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
    const pathname = '/' + path.relative(dist, file).split(path.sep).join('/');
    const res = await get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(res.headers['content-type'], pathname).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control'], pathname).toBe(CACHE_IMMUTABLE);
    for (const [name, value] of securityHeaders(policy)) expect(res.headers[name.toLowerCase()], `${name} on ${pathname}`).toBe(value);
  }
  for (const pathname of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/site.webmanifest', site.defaultOgImage]) {
    const res = await get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(res.headers['cache-control'], pathname).toBe(CACHE_REVALIDATE);
  }
  expect((await get('/site.webmanifest')).headers['content-type']).toBe('application/manifest+json');
});

test('image copies are cached for a year as immutable, with every security header', async () => {
  const folder = path.join(dist, '_images');
  const copies = existsSync(folder) ? filesUnder(folder) : [];
  test.skip(copies.length === 0, 'this build draws no raster image, so it has no image copies');
  for (const file of copies) {
    const pathname = '/' + path.relative(dist, file).split(path.sep).join('/');
    const res = await get(pathname);
    expect(res.status, pathname).toBe(200);
    expect(res.headers['cache-control'], pathname).toBe(CACHE_IMMUTABLE);
    expectSecurityHeaders(res, pathname);
  }
});

test('text files are sent precompressed: the build’s .gz bytes with gzip_static, .br with brotli_static', async () => {
  const files = filesUnder(dist).filter((f) => /\.(html|css|js|xml|svg)$/.test(f) && !f.endsWith('404.html'));
  expect(files.length).toBeGreaterThan(3);
  for (const file of files) {
    const rel = '/' + path.relative(dist, file).split(path.sep).join('/');
    const pathname = rel === '/index.html' ? '/' : rel.endsWith('.html') ? rel.slice(0, -5) : rel;
    const gz = await get(pathname, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding'], pathname).toBe('gzip');
    expect(gz.headers['vary'], pathname).toContain('Accept-Encoding');
    expect(gz.body.equals(readFileSync(`${file}.gz`)), `${pathname} sends ${path.basename(file)}.gz`).toBe(true);

    const plain = await get(pathname);
    expect(plain.headers['content-encoding'], `${pathname} without Accept-Encoding`).toBeUndefined();
    expect(plain.body.equals(readFileSync(file))).toBe(true);

    if (hasBrotli) {
      const br = await get(pathname, { 'Accept-Encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], pathname).toBe('br');
      expect(br.body.equals(readFileSync(`${file}.br`)), `${pathname} sends ${path.basename(file)}.br`).toBe(true);
    }
  }
  if (!hasBrotli) test.info().annotations.push({ type: 'brotli', description: `${BROTLI_MODULE} is not installed: only gzip was checked (apt-get install libnginx-mod-http-brotli-static)` });
});

/** Third-party hosts answer with harmless stubs of the right type, so the tags' own requests happen. */
async function stubThirdParties(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  const gif = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route: Route) => {
      const request = route.request();
      requested.push(request.url());
      const type = request.resourceType();
      if (type === 'script') await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
      else if (type === 'image') await route.fulfill({ status: 200, contentType: 'image/gif', body: gif });
      else if (type === 'document') await route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>stub</title>' });
      else await route.fulfill({ status: 204, body: '' });
    },
  );
  return requested;
}

// Every page's first and returning visits are walked in Chromium without a policy violation in
// every-page.spec.ts, under the same headers (the first test above holds nginx's to the build's
// policy, page by page, and serve.spec.ts the local server's); here the browser checks what only a
// visit does: the banner's choices, the preferences, and an injected script refused.
test('a first visit under the policy: the consent library loads, Accept All and the preferences work without a violation', async ({ browser }) => {
  const context = await browser.newContext();
  await stubThirdParties(context);
  await watchCspViolations(context);
  const page = await context.newPage();
  const inflight = requestsInFlight(page);
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
  await expect(page.getByRole('button', { name: consentBanner.acceptLabel })).toBeHidden();
  // The preferences too: the library's markup, icons and stylesheet under the same policy.
  await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
  await expect(page.getByRole('dialog', { name: consentBanner.preferencesTitle })).toBeVisible();
  // Every load of the visit has finished, and its violation reports have been dispatched.
  await requestsSettled(page, inflight);
  expect(await cspViolations(page)).toEqual([]);
  await context.close();
});

test('the policy is enforced: an injected inline script is blocked and reported', async ({ browser }) => {
  const context = await browser.newContext();
  await watchCspViolations(context);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (r) => r.abort(),
  );
  const page = await context.newPage();
  await presetConsent(page, 'rejected');
  await page.goto(`${origin}/`);
  // An inline script that is allowed runs as it is inserted, so `ran` is read at once; the violation
  // reports arrive as events: wait for both.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    const frame = document.createElement('iframe');
    frame.src = 'https://frames.example.com/';
    document.body.append(frame);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await cspViolations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
  await expect.poll(async () => (await cspViolations(page)).some((v) => v.startsWith('frame-src') && v.includes('frames.example.com'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false), 'the inline script never ran').toBe(false);
  await context.close();
});

const rawGet = (target: string) => rawRequest(Number(new URL(origin).port), 'GET', target);

/**
 * Paths an attacker sends to turn the clean-URL redirects into a header injection (encoded CR/LF)
 * or an open redirect (a Location that starts with `//` or `/\`, which browsers read as another host).
 */
const HOSTILE_PATHS = [
  '/a%0dSet-Cookie:%20pwn=1;%20Path=/;/',
  '/a%0d%0aSet-Cookie:%20pwn=1/',
  '/a%0aX-Injected:%201.html',
  '/a%0d%0aX-Injected:%201/?q=1',
  '/about%0d%0aX-Injected:%201.html',
  '/%5cevil.example/x/',
  '/%5Cevil.example/x.html',
  '/%5c%5cevil.example/',
  '/\\evil.example/x/',
  '//evil.example/x/',
  '//evil.example/x.html',
  '/%2fevil.example/x/',
  '/%2F%2Fevil.example/',
  '/%2f%5cevil.example/x/',
  '/./%5cevil.example/',
  '/%09/evil.example/',
  '/index.html?%0d%0aX-Injected:%201',
  '/about/?next=%0d%0aSet-Cookie:%20pwn=1',
  '/about/?next=//evil.example',
  '/a%00b/',
  '/%e2%80%a8x/',
];

test('hostile paths: no response carries a header the request injected, and no Location leaves the site', async () => {
  for (const target of HOSTILE_PATHS) {
    const res = await rawGet(target);
    expect(res.status, `${target} → ${res.statusLine}`).toBeGreaterThanOrEqual(300);
    expect(res.head, `${target}: a bare CR or LF inside a header`).not.toMatch(/\r(?!\n)|(?<!\r)\n/);
    const names = res.headers.map(([name]) => name);
    expect(names, `${target} set a cookie`).not.toContain('set-cookie');
    expect(names, `${target} injected a header`).not.toContain('x-injected');
    for (const [name, value] of res.headers.filter(([n]) => n === 'location')) {
      expect(value, `${name} of ${target}`).toMatch(/^\/(?![/\\])[A-Za-z0-9._~/-]*(\?[^\s]*)?$/);
      expect(new URL(value, 'https://site.test').origin, `${target} redirects off the site`).toBe('https://site.test');
    }
  }
});

test('a path that begins with // or /\\ (or their encodings) is never redirected: 404', async () => {
  for (const target of HOSTILE_PATHS.filter((p) => /^\/(\/|\\|%2f|%5c)/i.test(p))) {
    const res = await rawGet(target);
    expect(res.status, `${target} → ${res.statusLine}`).toBe(404);
    expect(
      res.headers.find(([n]) => n === 'location'),
      target,
    ).toBeUndefined();
  }
});

test('methods other than GET and HEAD answer 405, with the security headers', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const res = await new Promise<RawResponse>((resolve, reject) => {
      http
        .request(`${origin}/about`, { method }, (r) => {
          r.resume();
          r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.alloc(0) }));
        })
        .on('error', reject)
        .end();
    });
    expect(res.status, method).toBe(405);
    expectSecurityHeaders(res, method);
  }
});
