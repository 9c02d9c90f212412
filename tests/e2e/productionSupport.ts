import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readBuiltPages, publicPages, type BuiltPage } from '../../cli/postbuild/builtPages.ts';
import { parseHtml } from '../../cli/postbuild/html.ts';
import site from '../../.generated/content/site.ts';
import { dist } from './builtPages.ts';

/** Helpers for the production-*.spec.ts files: the build output as pages, files and parsed HTML. */

export { dist, site };

export const pages: BuiltPage[] = readBuiltPages(dist);
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

export function pageForPath(pathname: string): BuiltPage | undefined {
  return routedPages.find((p) => p.route === pathname);
}

/** Is `route` in the build (so its pages, dialogs and carousels can be tested)? */
export function isBuilt(route: string): boolean {
  return pageForPath(route) !== undefined;
}

export const siteOrigin = new URL(site.siteUrl).origin;

/**
 * Routes of the spec's route table (and the RSS feed) that other parts of the site build. Until a
 * route is in the build, links to it are accepted and listed as annotations in the test report;
 * once it is built it must leave this list (production-html.spec.ts fails until it does), so the
 * list only shrinks and is empty when the whole site is merged.
 */
export const PENDING_ROUTES: readonly string[] = [
  '/solutions',
  '/solutions/proof-of-governance',
  '/solutions/nvidia-ai-enterprise',
  '/solutions/gpu-infrastructure',
  '/solutions/governed-storage',
  '/industries',
  '/industries/healthcare',
  '/industries/defense-dow',
  '/industries/federal-agencies',
  '/industries/financial-services',
  '/industries/enterprise-ai',
  '/partnerships',
  '/about',
  '/pricing',
  '/resources',
  '/resources/blog',
  '/resources/whitepapers',
  '/resources/governance-vs-compliance',
  '/resources/talks',
  '/resources/newsletter',
  '/resources/blog/proof-of-governance-essential',
  '/resources/blog/proof-of-governance-policy-performance',
  '/resources/blog/empowering-governance-real-time-intelligence',
  '/resources/blog/implementing-governance-modernize',
  '/resources/blog/audit-readiness',
  '/resources/blog/ambiguity-in-policy',
  '/resources/blog/governance-in-motion',
  '/resources/blog/regtech-award',
  '/contact',
  '/terms',
  '/privacy',
  '/rss.xml',
];
