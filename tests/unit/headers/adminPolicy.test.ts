import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../pipeline/headers/contentSecurityPolicy.ts';
import type { PolicyInputs } from '../../../pipeline/headers/policyInputs.ts';
import { ADMIN_SCOPE, SCOPED_POLICIES } from '../../../pipeline/headers/scopedPolicies.ts';
import { securityHeaders } from '../../../pipeline/headers/securityHeaders.ts';
import { renderHeadersFile } from '../../../pipeline/headers/staticHost.ts';

/** The content manager's own Content-Security-Policy, for /admin and /admin/* only; public pages keep the site's. */

const inputs = { forms: { provider: 'HubSpot', region: 'na1' }, tags: {}, content: { 'img-src': [], 'media-src': [], 'frame-src': [] }, contentManager: true } as unknown as PolicyInputs;

/** The blocks of a `_headers` file: path → header lines. */
function blocks(file: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of file.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) out.set(line, (current = out.get(line) ?? []));
    else current.push(line.trim());
  }
  return out;
}

describe("the admin's policy", () => {
  const admin = contentSecurityPolicy(inputs, ADMIN_SCOPE);
  const strict = contentSecurityPolicy(inputs);

  it('is one of the scoped policies, and allows what the content manager needs, scripts still first-party', () => {
    expect(SCOPED_POLICIES).toContain(ADMIN_SCOPE);
    expect(admin).toMatch(/script-src 'self'[^;]*'unsafe-eval'/);
    expect(admin).toMatch(/style-src 'self'[^;]*'unsafe-inline'/);
    expect(admin).toContain('https://api.github.com');
    expect(admin).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(strict).not.toContain('unsafe-eval');
  });

  it('cannot be framed by any page (clickjacking the editor)', () => {
    expect(admin).toContain("frame-ancestors 'none'");
    expect(securityHeaders(inputs, ADMIN_SCOPE)).toContainEqual(['X-Frame-Options', 'DENY']);
  });

  it('_headers: /admin and /admin/* detach the site policy and set their own; every other path keeps the strict one', () => {
    const file = blocks(renderHeadersFile(inputs, ['/', '/about', '/admin']));
    expect(file.get('/*')).toContain(`Content-Security-Policy: ${strict}`);
    for (const adminPath of ['/admin', '/admin/*']) {
      const lines = file.get(adminPath)!;
      expect(lines.indexOf(`Content-Security-Policy: ${admin}`)).toBeGreaterThan(lines.indexOf('! Content-Security-Policy'));
      expect(lines.indexOf('! Content-Security-Policy')).toBeGreaterThanOrEqual(0);
    }
  });

  it('_headers: with online editing off, no rule names /admin, so it is not found like any unknown path', () => {
    const file = renderHeadersFile({ ...inputs, contentManager: false }, ['/', '/about']);
    expect(file).not.toMatch(/^\/admin/m);
    expect(blocks(file).get('/*')).toContain(`Content-Security-Policy: ${strict}`);
  });
});
