import { routeTable, type RouteEntry } from '../../lib/routes.ts';
import type { Directive } from './cspBasePolicy.ts';
import type { PolicyInputs } from './policyInputs.ts';
import { formsProvider } from './thirdParties.ts';

/** A policy for part of the site that needs more than the other pages: its paths and the sources it adds. */
export type ScopedPolicy = PrefixScope | PagesScope;

interface ScopeSources {
  why: string;
  sources: Partial<Record<Directive, string[]>>;
}

/** Every path under a prefix (an app such as the content manager under `/admin/`). */
export interface PrefixScope extends ScopeSources {
  /** A path prefix ending in `/`, such as `/admin/`; the page at the prefix without its slash (`/admin`) is in the scope too. */
  prefix: string;
}

/** Exact clean page paths (`/contact`; not `/contact/` or `/contact.html`, which redirect). */
export interface PagesScope extends ScopeSources {
  paths: readonly string[];
}

/**
 * The content manager at /admin (Decap CMS): first-party scripts that compile schemas at run time
 * ('unsafe-eval'), inject styles, preview uploads from blob:/data: and talk to either backend's API.
 */
export const ADMIN_SCOPE: PrefixScope = {
  prefix: '/admin/',
  why: 'The content manager (Decap CMS)',
  sources: {
    'script-src': ["'unsafe-eval'"],
    'style-src': ["'unsafe-inline'"],
    'img-src': ['data:', 'blob:', 'https://avatars.githubusercontent.com'],
    'font-src': ['data:'],
    'connect-src': ['blob:', 'https://api.github.com', 'https://api.netlify.com'],
    'frame-src': ["'self'", 'blob:'],
    'media-src': ['blob:'],
    'worker-src': ['blob:'],
  },
};

export const SCOPED_POLICIES: readonly PrefixScope[] = [ADMIN_SCOPE];

/** The routes declaring `forms: true` (lib/routes.ts); `formRouteProblems` holds them to the built pages. */
export function formRoutes(table: Readonly<Record<string, RouteEntry>> = routeTable): string[] {
  const entries = Object.values(table).filter((entry) => entry.forms);
  const parameterised = entries.filter((entry) => entry.pattern.includes('@'));
  if (parameterised.length)
    throw new Error(
      `The route(s) ${parameterised.map((e) => e.pattern).join(', ')} declare \`forms: true\`, but a form's policy is given per exact path: put the form on a page without a parameter, or extend formRoutes() (pipeline/headers/scopedPolicies.ts) to list the built paths.`,
    );
  return entries.map((entry) => entry.pattern).sort();
}

/** Where the built pages and the routes' `forms` declarations disagree, one message per page. */
export function formRouteProblems(pages: readonly { route: string; forms: boolean }[], declared: readonly string[] = formRoutes()): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const declares = declared.includes(page.route);
    if (page.forms && !declares)
      problems.push(
        `${page.route} renders a form (data-form-mount or data-newsletter-dialog) but its route in lib/routes.ts does not declare \`forms: true\`: its Content-Security-Policy would block the forms provider. Add \`forms: true\` to the route.`,
      );
    if (!page.forms && declares)
      problems.push(`${page.route} declares \`forms: true\` in lib/routes.ts but renders no form: remove the declaration (the page would allow the forms provider for nothing).`);
  }
  for (const route of declared) if (!pages.some((page) => page.route === route)) problems.push(`${route} declares \`forms: true\` in lib/routes.ts but the build has no page at that path.`);
  return problems;
}

/** The forms provider's sources, for the pages with a form only, so every other page keeps the strict policy. */
export function formsScope(inputs: PolicyInputs, paths: readonly string[] = formRoutes()): PagesScope | undefined {
  const provider = formsProvider(inputs);
  if (!provider || paths.length === 0) return undefined;
  return { paths, why: `The pages with a form (${provider.name})`, sources: provider.sources };
}

/** Every scoped policy of this build: the pages with a form, then the prefixes (`SCOPED_POLICIES`; the admin's only when it is published). */
export function scopedPolicies(inputs: PolicyInputs, formPaths?: readonly string[]): ScopedPolicy[] {
  const forms = formsScope(inputs, formPaths);
  return [...(forms ? [forms] : []), ...SCOPED_POLICIES.filter((scope) => scope !== ADMIN_SCOPE || inputs.contentManager === true)];
}

/** The scoped policy a served path falls in (undefined: the site's policy), as every output matches it. */
export function scopeOf(pathname: string, scopes: readonly ScopedPolicy[]): ScopedPolicy | undefined {
  return scopes.find((scope) => ('prefix' in scope ? pathname.startsWith(scope.prefix) || pathname === scope.prefix.replace(/\/$/, '') : scope.paths.includes(pathname)));
}
