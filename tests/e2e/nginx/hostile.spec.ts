import http from 'node:http';
import { expect, test } from '../fixtures.ts';
import { expectSecurityHeaders, nginxForThisFile, type RawResponse } from './nginxServer.ts';

// Requests an attacker sends: nginx answers none of them with an injected header or a redirect off the site.
const nginx = nginxForThisFile();

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
    const res = await nginx.raw('GET', target);
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
    const res = await nginx.raw('GET', target);
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
        .request(`${nginx.origin}/about`, { method }, (r) => {
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
