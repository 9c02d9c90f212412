import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readBuiltPages, publicPages, type BuiltPage } from '../../pipeline/postbuild/builtPages.ts';
import { parseHtml } from '../../pipeline/core/html.ts';
import site from '../../.generated/content/site.ts';
import { POLICY_INPUTS_FILE } from '../../pipeline/postbuild/index.ts';
import type { PolicyInputs } from '../../pipeline/headers/policyInputs.ts';
import { scopedPolicies, scopeOf } from '../../pipeline/headers/scopedPolicies.ts';
import { securityHeaders } from '../../pipeline/headers/securityHeaders.ts';
import { expect } from './fixtures.ts';
import { dist } from './builtPages.ts';

/** Helpers for the production-*.spec.ts files: the build output as pages, files and parsed HTML. */

export { dist, site };

/** What the build derived its security headers from (written by the build next to nginx.conf). */
export const policy: PolicyInputs = JSON.parse(readFileSync(path.join(dist, '..', 'deploy', POLICY_INPUTS_FILE), 'utf8'));

const built: BuiltPage[] = readBuiltPages(dist);
/** The public pages (every page but the content manager at /admin, which is for editors). */
export const pages: BuiltPage[] = built.filter((p) => !p.admin);
/** The content manager's page, when the build has one. */
export const adminPage: BuiltPage | undefined = built.find((p) => p.admin);
export const indexedRoutes = publicPages(pages, site.siteUrl).map((p) => p.route);

/** Every page that is served at its own route (not the 404 page). */
export const routedPages = pages.filter((p) => !p.notFound);

export function html(page: BuiltPage): string {
  return readFileSync(path.join(dist, page.file), 'utf8');
}

export function documentOf(page: BuiltPage) {
  return parseHtml(html(page));
}

/** The built file a site path is served from, or undefined (clean URLs: `/about` → about.html). */
export function fileForPath(pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  if (decoded === '/') return path.join(dist, 'index.html');
  const candidates = [path.join(dist, decoded), path.join(dist, `${decoded}.html`), path.join(dist, decoded, 'index.html')];
  return candidates.find((file) => file.startsWith(dist + path.sep) && existsSync(file) && statSync(file).isFile());
}

export const siteOrigin = new URL(site.siteUrl).origin;

/**
 * A response carries every security header of the build's policy, with the policy of the page's scope
 * when a page is served (a page with a form has its own). `header` reads one by its lower-case name.
 */
export function expectSecurityHeaders(header: (name: string) => unknown, what: string, page?: string): void {
  const scope = page === undefined ? undefined : scopeOf(page, scopedPolicies(policy));
  for (const [name, value] of securityHeaders(policy, scope)) expect(header(name.toLowerCase()), `${name} on ${what}`).toBe(value);
}
