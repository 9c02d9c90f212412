import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOY_NGINX_CONF, renderProductionNginx } from '../../../pipeline/headers/deployConfig.ts';
import { FOREIGN_PREFIX, productionNginxOptions, renderNginxSite, renderStandaloneNginx, SAFE_PATH } from '../../../pipeline/headers/nginx.ts';
import { contentSecurityPolicy } from '../../../pipeline/headers/contentSecurityPolicy.ts';
import type { PolicyInputs } from '../../../pipeline/headers/policyInputs.ts';
import { formsScope } from '../../../pipeline/headers/scopedPolicies.ts';
import { assetHeaders, DOCUMENT_ONLY_HEADERS, securityHeaders } from '../../../pipeline/headers/securityHeaders.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const site = { siteUrl: 'https://www.example.com', brand: { product: 'Example' } } as Parameters<typeof renderNginxSite>[0];
const policy: PolicyInputs = { forms: { provider: 'HubSpot', region: 'na1' }, tags: {}, content: { 'img-src': [], 'media-src': [], 'frame-src': [] } };

/** The `location … { … }` blocks of a server block, by their opening line. */
function locations(conf: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of conf.matchAll(/^ {4}location ([^{]+)\{([^}]*)\}/gm)) out.set(m[1]!.trim(), m[2]!);
  return out;
}

describe('the nginx server block', () => {
  const production = renderNginxSite(site, policy, productionNginxOptions(site));

  /** The `server { … }` blocks, in order. */
  const servers = production.split(/^server \{$/m).slice(1);

  it('serves HTTPS on the canonical host; HTTP goes to https:// on the same host, then the bare domain to the canonical host', () => {
    expect(production).toMatch(/listen 80;[\s\S]*server_name www\.example\.com;\s*server_tokens off;\s*return 301 https:\/\/www\.example\.com\$request_uri;/);
    expect(production).toMatch(/listen 80;[\s\S]*server_name example\.com;\s*server_tokens off;\s*return 301 https:\/\/example\.com\$request_uri;/);
    expect(production).toMatch(/listen 443 ssl http2;[\s\S]*server_name example\.com;[\s\S]*?add_header Strict-Transport-Security[\s\S]*?return 301 https:\/\/www\.example\.com\$request_uri;/);
    expect(production).toContain('listen 443 ssl http2;');
    expect(production).toContain('ssl_certificate /etc/letsencrypt/live/www.example.com/fullchain.pem;');
    expect(production).toContain('root /var/www/example;');
  });

  it('repeats the TLS settings in every HTTPS server block and names no nginx version in any block', () => {
    expect(servers.length).toBe(4);
    for (const server of servers) {
      expect(server).toContain('server_tokens off;');
      if (server.includes(' ssl')) expect(server).toContain('ssl_protocols TLSv1.2 TLSv1.3;');
    }
    expect(servers.filter((server) => server.includes('ssl_protocols')).length).toBe(2);
  });

  it('repeats every security header in each location that sets its own headers (nginx does not inherit them there)', () => {
    const headers = securityHeaders(policy);
    for (const [where, body] of [['server', production], ...locations(production)] as [string, string][]) {
      if (!body.includes('add_header') || where === '^~ /assets/') continue;
      for (const [name] of headers) expect(body, `${name} in ${where}`).toMatch(new RegExp(`add_header ${name} ".+" always;`));
    }
    expect(locations(production).get('^~ /assets/')).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    // The icon sprite: every security header (an SVG is a document), and cached like the assets.
    expect(locations(production).get('^~ /sprite/')).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
  });

  it('sends the hashed assets the security headers that apply to a script or stylesheet, not those only a document uses', () => {
    const assets = locations(production).get('^~ /assets/')!;
    for (const [name, value] of assetHeaders(policy)) expect(assets, name).toContain(`add_header ${name} "${value}" always;`);
    const documentOnly = securityHeaders(policy).filter(([name]) => DOCUMENT_ONLY_HEADERS.includes(name));
    expect(documentOnly.length).toBeGreaterThan(0);
    for (const [name] of documentOnly) expect(assets, name).not.toContain(`add_header ${name} `);
    expect(locations(production).get('= /404.html')).toContain('internal;');
  });

  it('caches the image copies for a year, with every security header (a location of their own repeats them)', () => {
    const images = locations(production).get('^~ /_images/')!;
    expect(images).toContain('try_files $uri =404;');
    expect(images).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    // Values as nginx quotes them: the generic check above reads them; here, that none is left out.
    for (const [name] of securityHeaders(policy)) expect(images, name).toMatch(new RegExp(`add_header ${name} ".+" always;`));
  });

  it('has clean URLs: pages by try_files, .html and trailing slashes redirected, /404 only as the error page', () => {
    const l = locations(production);
    expect(l.get('/')).toContain('try_files $uri $uri.html =404;');
    expect(l.get('/')).toContain('expires -1;');
    expect(l.get(`~ "^(?<without_ext>${SAFE_PATH})\\.html$"`)).toContain('return 301 $without_ext$is_args$args;');
    expect(l.get(`~ "^(?<without_slash>${SAFE_PATH})/$"`)).toContain('return 301 $without_slash$is_args$args;');
    expect(l.get('= /404')).toContain('return 404;');
    expect(production).toContain('error_page 404 /404.html;');
    expect(production).toContain('absolute_redirect off;');
    expect(production).toContain('if ($request_method !~ ^(GET|HEAD)$) { return 405; }');
  });

  it('copies into Location only the raw $request_uri behind a fixed host, or a capture of safe path characters', () => {
    const returns = [...production.matchAll(/return (30\d) (\S+);/g)].map((m) => m[2]!);
    expect(returns.length).toBeGreaterThan(4);
    for (const target of returns) {
      expect(['https://www.example.com$request_uri', 'https://example.com$request_uri', '/$is_args$args', '$without_slash$is_args$args', '$without_ext$is_args$args'], target).toContain(target);
    }
    const safe = new RegExp(`^${SAFE_PATH}$`);
    for (const ok of ['/about', '/resources/blog', '/a.b/c_d~e-f']) expect(ok).toMatch(safe);
    for (const bad of ['/a\rSet-Cookie: x=1', '/\\evil.example/x', '//evil.example', '/a b', '/../etc', '/.well-known', '/a\n']) expect(bad).not.toMatch(safe);
  });

  it('answers 404 to a raw path that starts like another host, before any redirect (server level)', () => {
    expect(production).toContain(`if ($request_uri ~* "${FOREIGN_PREFIX}") { return 404; }`);
    const foreign = new RegExp(FOREIGN_PREFIX.replace('\\x5c', '\\\\'), 'i');
    for (const raw of ['//evil.example/', '/\\evil.example/', '/%2Fevil.example/', '/%5cevil.example/', '/%2f%2fx']) expect(raw).toMatch(foreign);
    for (const raw of ['/', '/about/', '/a/%2f', '/index.html']) expect(raw).not.toMatch(foreign);
  });

  it('sends the precompressed files: gzip always, brotli when the module is there', () => {
    expect(production).toContain('gzip_static on;');
    expect(production).toMatch(/^ {4}brotli_static on;/m);
    const withoutBrotli = renderNginxSite(site, policy, { root: '/srv', brotli: false, listen: { address: '127.0.0.1:8080' } });
    expect(withoutBrotli).not.toMatch(/^ {4}brotli_static on;/m);
    expect(withoutBrotli).toContain('listen 127.0.0.1:8080;');
    expect(withoutBrotli).not.toContain('ssl');
  });

  it('serves a scoped policy’s prefix from a location of its own, with every security header and that policy', () => {
    const scope = { prefix: '/admin/', why: 'The editors’ app', sources: { 'script-src': ['https://cms.example.org'] } };
    const conf = renderNginxSite(site, policy, productionNginxOptions(site), [scope]);
    const block = locations(conf).get('^~ /admin/')!;
    expect(block).toContain('try_files $uri $uri.html $uri/index.html =404;');
    for (const [name, value] of securityHeaders(policy, scope)) expect(block).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
    expect(block).toContain('https://cms.example.org');
    // The content manager's scope (ADMIN_SCOPE), with its page at /admin, only while online editing is on.
    const editing = renderNginxSite(site, { ...policy, contentManager: true }, productionNginxOptions(site));
    expect(locations(editing).has('^~ /admin/')).toBe(true);
    expect(locations(editing).has('= /admin')).toBe(true);
    const off = renderNginxSite(site, { ...policy, contentManager: false }, productionNginxOptions(site));
    expect([...locations(off).keys()].filter((l) => l.includes('/admin'))).toEqual([]);
  });

  it('serves each page with a form from an exact location with the forms provider’s policy; every other location keeps the strict one', () => {
    const forms = formsScope(policy)!;
    expect(forms.paths.length).toBeGreaterThan(0);
    const l = locations(production);
    for (const page of forms.paths) {
      const block = l.get(`= ${page}`)!;
      expect(block, page).toContain(`try_files ${page}.html =404;`);
      expect(block).toContain('expires -1;');
      for (const [name, value] of securityHeaders(policy, forms)) expect(block).toContain(`add_header ${name} "${value.replace(/"/g, '\\"')}" always;`);
      expect(block).toContain('https://js.hsforms.net');
    }
    const strict = contentSecurityPolicy(policy);
    expect(strict).not.toMatch(/hsforms|unsafe-inline/);
    expect(production.match(/^ {4}add_header Content-Security-Policy "(.*)" always;$/m)![1]).toBe(strict);
    for (const [where, body] of l) if (!forms.paths.some((page) => where === `= ${page}`)) expect(body, where).not.toContain('hsforms');
    // A form on the home page takes over `location = /` rather than adding a second one.
    const home = renderNginxSite(site, policy, productionNginxOptions(site), [{ paths: ['/'], why: 'A form at home', sources: forms.sources }]);
    expect(home.match(/location = \/ \{/g)).toHaveLength(1);
    expect(locations(home).get('= /')).toContain('try_files /index.html =404;');
    expect(() => renderNginxSite(site, policy, productionNginxOptions(site), [{ paths: ['/a b'], why: 'x', sources: {} }])).toThrow(/not a safe path/);
  });

  it('quotes header values for nginx', () => {
    expect(production).toContain('add_header Permissions-Policy "accelerometer=(), autoplay=(self \\"https://www.youtube-nocookie.com\\")');
  });

  it('wraps into a standalone config whose paths all live under the prefix', () => {
    const conf = renderStandaloneNginx('server {}', { prefix: '/tmp/x', modules: ['/m.so'], mimeTypes: '/etc/nginx/mime.types' });
    expect(conf.split('\n')[0]).toBe('load_module /m.so;');
    for (const line of conf.split('\n').filter((l) => /(pid|error_log|access_log|_temp_path) /.test(l))) expect(line).toContain('/tmp/x/');
    expect(conf).toContain('daemon off;');
  });
});

describe(DEPLOY_NGINX_CONF, () => {
  // Reads the whole content (the policy takes the hosts it loads from), like a validate run.
  it('is what the generator renders from the current site config and content (run `npm run deploy:config` after changing either)', { timeout: 30_000 }, () => {
    expect(readFileSync(path.join(root, DEPLOY_NGINX_CONF), 'utf8')).toBe(renderProductionNginx(root));
  });
});
