import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../../../pipeline/headers/contentSecurityPolicy.ts';
import { ADMIN_SCOPE } from '../../../pipeline/headers/scopedPolicies.ts';
import { CACHE_REVALIDATE } from '../../../pipeline/headers/securityHeaders.ts';
import { expect, test } from '../fixtures.ts';
import { adminPage, dist, policy, routedPages, site } from '../productionSupport.ts';
import { expectSecurityHeaders, hasBrotli, nginxForThisFile } from './nginxServer.ts';

// The pages under nginx with the build's server block: their status, policy, caching and redirects.
const nginx = nginxForThisFile();

test('every page answers 200 at its clean URL, revalidated, with every security header', async () => {
  expect(routedPages.length).toBeGreaterThan(0);
  for (const page of routedPages) {
    const res = await nginx.get(page.route);
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
      const res = await nginx.get(target, encoding ? { 'Accept-Encoding': encoding } : {});
      expect(res.status, target).toBe(200);
      expect(res.headers['content-security-policy'], target).toMatch(/script-src [^;]*https:\/\/js[-\w]*\.hsforms\.net/);
      expect(res.headers['cache-control'], target).toBe(CACHE_REVALIDATE);
    }
    // A redirect, a not-found page or a bad request: none of them is the page, none gets its laxer policy.
    for (const variant of [`${page.route}/`, `${page.route}.html`, page.route.toUpperCase(), `${page.route}%0d%0a`, `${page.route}%2e`, `${page.route}/x`, `${page.route}%3Fx=1`]) {
      const res = await nginx.raw('GET', variant);
      expect(res.status, variant).not.toBe(200);
      const csp = res.headers.filter(([n]) => n === 'content-security-policy').map(([, v]) => v);
      expect(csp, variant).toEqual([strict]);
    }
  }
  for (const page of routedPages.filter((p) => !p.forms)) expect((await nginx.get(page.route)).headers['content-security-policy'], page.route).toBe(strict);
});

test('the content manager at /admin gets its own policy while online editing is on, and is not found while it is off', async () => {
  if (policy.contentManager === true) {
    expect(adminPage, 'the build writes admin.html').toBeDefined();
    const res = await nginx.get('/admin');
    expect(res.status).toBe(200);
    expect(res.body.equals(readFileSync(path.join(dist, adminPage!.file)))).toBe(true);
    expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy(policy, ADMIN_SCOPE));
    expect(res.headers['content-security-policy']).toContain("'unsafe-eval'");
    expect((await nginx.get('/')).headers['content-security-policy']).not.toContain("'unsafe-eval'");
    return;
  }
  const notFound = readFileSync(path.join(dist, '404.html'));
  for (const pathname of ['/admin', '/admin/config.yml', '/admin/assets/index.js']) {
    const res = await nginx.get(pathname);
    expect(res.status, pathname).toBe(404);
    expect(res.body.equals(notFound), `${pathname} shows the 404 page`).toBe(true);
    expect(res.headers['content-security-policy'], pathname).not.toContain("'unsafe-eval'");
  }
});

test('a revalidation of an unchanged page answers 304 Not Modified, with the security headers', async () => {
  for (const encoding of ['gzip', hasBrotli ? 'br' : 'gzip']) {
    const first = await nginx.get('/', { 'Accept-Encoding': encoding });
    const etag = first.headers['etag'];
    expect(etag).toBeTruthy();
    const again = await nginx.get('/', { 'Accept-Encoding': encoding, 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expectSecurityHeaders(again, '304 /');
  }
});

test('an unknown path answers 404 with the not-found page; so do /404 and the static host rule files', async () => {
  const notFound = readFileSync(path.join(dist, '404.html'));
  for (const pathname of ['/this-page-does-not-exist', '/solutions/not-a-solution', '/404', '/404.html', '/_headers', '/_redirects', '/assets/missing.js']) {
    const res = await nginx.get(pathname);
    expect(res.status, pathname).toBe(404);
    expect(res.body.equals(notFound), `${pathname} shows the 404 page`).toBe(true);
    expect(res.body.toString()).toContain(site.notFound.message);
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
    const res = await nginx.get(from);
    expect(res.status, from).toBe(301);
    expect(res.headers['location'], from).toBe(to);
    expectSecurityHeaders(res, from);
  }
});
