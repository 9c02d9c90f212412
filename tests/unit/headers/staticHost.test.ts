import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../pipeline/headers/contentSecurityPolicy.ts';
import { ADMIN_SCOPE, formsScope } from '../../../pipeline/headers/scopedPolicies.ts';
import { assetHeaders, DOCUMENT_ONLY_HEADERS, securityHeaders } from '../../../pipeline/headers/securityHeaders.ts';
import { renderHeadersFile, renderRedirectsFile } from '../../../pipeline/headers/staticHost.ts';

const site: Parameters<typeof renderHeadersFile>[0] = { forms: { provider: 'HubSpot', region: 'na1' }, tags: {}, content: { 'img-src': [], 'media-src': [], 'frame-src': [] } };

/** `_headers` rules as { path: { header: value } }. */
function parseHeaders(text: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) rules[(current = line)] = {};
    else {
      const [name, ...value] = line.trim().split(': ');
      rules[current]![name!] = value.join(': ');
    }
  }
  return rules;
}

describe('_headers', () => {
  const rules = parseHeaders(renderHeadersFile(site, ['/', '/about', '/resources/blog']));

  it('sends the security headers of the one module on every path', () => {
    expect(rules['/*']!['Content-Security-Policy']).toBe(contentSecurityPolicy(site));
    expect(Object.keys(rules['/*']!)).toContain('Strict-Transport-Security');
    expect(rules['/*']!['Cache-Control']).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates each page, the 404 page included', () => {
    expect(rules['/assets/*']!['Cache-Control']).toBe('public, max-age=31536000, immutable');
    // The icon sprite is hashed too; an SVG is a document, so it detaches none of the site's headers.
    expect(rules['/sprite/*']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    for (const route of ['/', '/about', '/resources/blog', '/404.html']) expect(rules[route]).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it("caches the image copies (named from their bytes) for a year, keeping every header of the site's", () => {
    expect(rules['/_images/*']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });
});

describe('_headers for the hashed assets', () => {
  it("detaches the headers only a document uses and keeps the rest of the site's", () => {
    const text = renderHeadersFile(site, ['/']);
    const assetRule = text
      .slice(text.indexOf('\n/assets/*\n') + 1)
      .split('\n\n')[0]!
      .split('\n');
    const detached = assetRule.filter((line) => line.startsWith('  ! ')).map((line) => line.slice(4));
    const documentOnly = securityHeaders(site)
      .map(([name]) => name)
      .filter((name) => DOCUMENT_ONLY_HEADERS.includes(name));
    expect(detached.sort()).toEqual(documentOnly.sort());
    // What stays is the site's, set once by `/*`: the asset rule sets nothing but its cache policy.
    expect(assetRule.filter((line) => line.startsWith('  ') && !line.startsWith('  ! '))).toEqual(['  Cache-Control: public, max-age=31536000, immutable']);
    expect(assetHeaders(site).map(([name]) => name)).toEqual(
      securityHeaders(site)
        .map(([name]) => name)
        .filter((name) => !detached.includes(name)),
    );
  });
});

describe('a scoped policy', () => {
  it('replaces the site’s CSP under its prefix (detached with `!`, then set), and changes nothing else', () => {
    const scope = { prefix: '/admin/', why: 'The editors’ app', sources: { 'script-src': ['https://cms.example.org'] } };
    const text = renderHeadersFile(site, ['/'], [scope]);
    expect(text).toContain(`/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${contentSecurityPolicy(site, scope)}\n`);
    expect(parseHeaders(text)['/*']!['Content-Security-Policy']).toBe(contentSecurityPolicy(site));
    expect(contentSecurityPolicy(site, scope)).toContain('https://cms.example.org');
  });
});

describe('the pages with a form', () => {
  const forms = formsScope(site, ['/contact', '/resources/newsletter'])!;
  const text = renderHeadersFile(site, ['/', '/about', '/contact', '/resources/newsletter'], [forms, ADMIN_SCOPE]);
  const rules = parseHeaders(text);

  it('get the forms provider’s policy in their own exact rule, the site’s detached first; every other path keeps the strict one', () => {
    for (const route of forms.paths) {
      expect(text).toContain(`\n${route}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${contentSecurityPolicy(site, forms)}\n  Cache-Control: no-cache\n`);
    }
    expect(contentSecurityPolicy(site, forms)).toContain('https://js.hsforms.net');
    expect(rules['/*']!['Content-Security-Policy']).toBe(contentSecurityPolicy(site));
    expect(rules['/*']!['Content-Security-Policy']).not.toMatch(/hsforms|unsafe-inline/);
    expect(rules['/about']).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('are matched exactly: no wildcard rule carries the forms provider', () => {
    for (const [pattern, headers] of Object.entries(rules)) if (pattern.includes('*') && !pattern.startsWith('/admin')) expect(JSON.stringify(headers), pattern).not.toContain('hsforms');
  });
});

describe('_redirects', () => {
  it('sends .html and trailing-slash URLs to the clean URL with 301', () => {
    const lines = renderRedirectsFile(['/about', '/', '/resources/blog'])
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    expect(lines).toEqual(['/index.html / 301', '/index / 301', '/about.html /about 301', '/about/ /about 301', '/resources/blog.html /resources/blog 301', '/resources/blog/ /resources/blog 301']);
  });

  it('has only literal rules from the built routes: no splat or placeholder, every target a path of this site', () => {
    for (const unsafe of ['/a b', '//evil.example', '/\\evil.example', '/a\r\nX: 1']) expect(() => renderRedirectsFile(['/', unsafe])).toThrow(/not a safe path/);
    const rules = renderRedirectsFile(['/', '/about', '/resources/blog'])
      .split('\n')
      .filter((l) => l && !l.startsWith('#'));
    for (const rule of rules) {
      const [from, to, status, ...rest] = rule.split(' ');
      expect(rest, rule).toEqual([]);
      expect(status).toBe('301');
      expect(`${from} ${to}`, rule).not.toMatch(/[*:]/);
      expect(to, rule).toMatch(/^\/(?![/\\])/);
    }
    expect(rules).toHaveLength(6);
  });
});
