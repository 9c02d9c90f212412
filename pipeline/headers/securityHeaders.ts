import { EMBED_ORIGIN } from '../../lib/video.ts';
import type { SiteConfig } from '../../.generated/types/site.ts';
import { routeTable, type RouteEntry } from '../../lib/routes.ts';
import type { TagIds } from '../../lib/tagIds.ts';
import type { ContentSources } from '../content/contentUrls.ts';

/**
 * The site's HTTP security headers, the one source every output (nginx, `_headers`, `npm start`)
 * reads. The built HTML has no inline script or style, so `script-src` allows files only.
 */

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'media-src'
  | 'manifest-src'
  | 'worker-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/** A third party the pages load something from, and what each directive must allow for it. */
export interface ThirdParty {
  name: string;
  /** Why the site talks to it. */
  purpose: string;
  sources: Partial<Record<Directive, string[]>>;
}

/** What the policy is derived from: a tag without an id or a host the content does not use allows nothing. */
export interface PolicyInputs {
  /** The forms provider in the site config (`content/site.yaml` → `forms`). */
  forms: Pick<SiteConfig['forms'], 'provider' | 'region'>;
  /** The tag ids the build was made with (`PUBLIC_*`, lib/tagIds.ts); an unset id allows nothing. */
  tags: TagIds;
  /** The origins the content loads images, media and frames from (pipeline/content/contentUrls.ts). */
  content: ContentSources;
  /** Where browsers report policy violations (`CSP_REPORT_URL` at build time); unset, nothing is reported. */
  reportEndpoint?: string | undefined;
  /**
   * True when the build publishes the content manager at /admin (`contentManager` in the site config
   * names a backend). Otherwise no server has an /admin rule, and /admin is not found like any unknown path.
   */
  contentManager?: boolean | undefined;
}

/** GA4 through gtag.js, per Google's CSP guide but narrowed: no Google host that serves JSONP may run code. */
const googleAnalytics: ThirdParty = {
  name: 'Google tag (GA4)',
  purpose: 'Analytics, loaded only after consent',
  sources: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    // GA4 may also send its hits to www.google.com/g/collect: a fetch, so connect-src only.
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com', 'https://www.google.com'],
  },
};

/** Google Ads conversions through gtag.js: its pings are images and beacons, so the ad hosts never run code. */
const googleAds: ThirdParty = {
  name: 'Google Ads (through the Google tag)',
  purpose: 'Ad conversions, loaded only after consent',
  sources: {
    'script-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.googleadservices.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.googleadservices.com', 'https://pagead2.googlesyndication.com'],
    'frame-src': ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
  },
};

const metaPixel: ThirdParty = {
  name: 'Meta pixel',
  purpose: 'Ad conversions, loaded only after consent',
  sources: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/** HubSpot forms (embed v2); the form injects `<style>` elements, hence 'unsafe-inline' on its pages only. */
function hubspotForms(region: string): ThirdParty {
  const scriptHost = region === 'na1' ? 'https://js.hsforms.net' : `https://js-${region}.hsforms.net`;
  return {
    name: 'HubSpot forms',
    purpose: 'The contact form and the newsletter sign-up forms',
    sources: {
      'script-src': [scriptHost],
      'style-src': ["'unsafe-inline'"],
      'img-src': ['https://*.hsforms.com', 'https://*.hubspot.com'],
      'connect-src': ['https://*.hsforms.com', 'https://*.hubspot.com'],
      'frame-src': ['https://*.hsforms.com', 'https://*.hubspot.com'],
      'form-action': ['https://*.hsforms.com'],
    },
  };
}

function contentHosts(content: ContentSources): ThirdParty {
  return { name: 'Content', purpose: 'Images, videos and players the content names', sources: content };
}

/**
 * The third parties any page may load from: the tags (after consent) and the content's hosts. The
 * forms provider is allowed on the pages with a form only (`formsScope`); links need no entry.
 */
export function thirdParties(inputs: PolicyInputs): ThirdParty[] {
  const list: ThirdParty[] = [];
  if (inputs.tags.gtagId) list.push(googleAnalytics);
  if (inputs.tags.adsId) list.push(googleAds);
  if (inputs.tags.metaPixelId) list.push(metaPixel);
  list.push(contentHosts(inputs.content));
  return list.filter((party) => Object.values(party.sources).some((sources) => sources.length > 0));
}

/** The forms provider of the site config, or undefined when none is configured. */
export function formsProvider(inputs: PolicyInputs): ThirdParty | undefined {
  return inputs.forms.provider === 'HubSpot' ? hubspotForms(inputs.forms.region) : undefined;
}

/** The site's own policy before third parties: everything from this origin, nothing inline. */
const BASE_POLICY: Record<Directive, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'frame-src': [],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

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
      `The route(s) ${parameterised.map((e) => e.pattern).join(', ')} declare \`forms: true\`, but a form's policy is given per exact path: put the form on a page without a parameter, or extend formRoutes() (pipeline/headers/securityHeaders.ts) to list the built paths.`,
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

/** The directives with every third party's sources merged in, deduplicated, in a stable order. */
export function cspDirectives(inputs: PolicyInputs, scope?: ScopedPolicy): Record<Directive, string[]> {
  const policy = Object.fromEntries(Object.entries(BASE_POLICY).map(([k, v]) => [k, [...v]])) as Record<Directive, string[]>;
  const parties = [...thirdParties(inputs), ...(scope ? [{ name: scope.why, purpose: scope.why, sources: scope.sources }] : [])];
  for (const party of parties) {
    for (const [directive, sources] of Object.entries(party.sources) as [Directive, string[]][]) {
      if (!DIRECTIVES.includes(directive)) throw new Error(`${party.name} asks for the directive \`${directive}\`, which is not one the policy writes (${DIRECTIVES.join(', ')}).`);
      for (const source of sources) if (!policy[directive].includes(source)) policy[directive].push(source);
    }
  }
  if (policy['frame-src'].length === 0) policy['frame-src'].push("'none'");
  for (const [directive, sources] of Object.entries(policy)) {
    for (const source of sources) {
      if (!isSourceExpression(source))
        throw new Error(
          `The Content-Security-Policy's \`${directive}\` got the source \`${source}\`, which is not a keyword, a scheme or an https:// host: it could change the policy. Fix the third party or content address that gives it.`,
        );
    }
  }
  return policy;
}

/** Every directive the site's policy may hold: the policy is rendered from these names only. */
export const DIRECTIVES = Object.keys(BASE_POLICY) as readonly Directive[];

const KEYWORDS = new Set(["'self'", "'none'", "'unsafe-inline'", "'unsafe-eval'", 'data:', 'blob:']);
/** `https://` and a host name (a leading `*.` label for the third parties' own wildcards), with an optional port. */
const HOST_SOURCE = /^https:\/\/(\*\.)?[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+(:\d{1,5})?$/;

/**
 * Whether a source may be written into the policy: a known keyword or scheme, or an https host. No
 * `;` or `,` (a new directive or policy), no space (another source), no quote, no bare `*`.
 */
export function isSourceExpression(source: string): boolean {
  return KEYWORDS.has(source) || HOST_SOURCE.test(source);
}

/** The reporting group name the CSP's `report-to` names and `Reporting-Endpoints` defines. */
export const REPORT_GROUP = 'csp';

/** Where a directive left out takes its sources from (CSP Level 3); the others are always written. */
const FALLBACK: Partial<Record<Directive, Directive>> = {
  'script-src': 'default-src',
  'style-src': 'default-src',
  'img-src': 'default-src',
  'font-src': 'default-src',
  'connect-src': 'default-src',
  'frame-src': 'default-src',
  'media-src': 'default-src',
  'manifest-src': 'default-src',
  'worker-src': 'script-src',
};

const sameSources = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((source) => b.includes(source));

/** The Content-Security-Policy value; a directive equal to its fallback is left out (same policy, fewer bytes). */
export function contentSecurityPolicy(inputs: PolicyInputs, scope?: ScopedPolicy): string {
  const policy = cspDirectives(inputs, scope);
  const directives = (Object.entries(policy) as [Directive, string[]][])
    .filter(([name, sources]) => !(FALLBACK[name] && sameSources(sources, policy[FALLBACK[name]])))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`);
  const reporting = inputs.reportEndpoint ? [`report-uri ${inputs.reportEndpoint}`, `report-to ${REPORT_GROUP}`] : [];
  return [...directives, 'upgrade-insecure-requests', ...reporting].join('; ');
}

/** Hosts the video player may use powerful features in (fullscreen, picture-in-picture, autoplay on play). */
const PLAYER_ORIGIN = `"${EMBED_ORIGIN}"`;

/** Features the site never uses are switched off for it and for every frame it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${PLAYER_ORIGIN})`,
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self ${PLAYER_ORIGIN})`,
  `fullscreen=(self ${PLAYER_ORIGIN})`,
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${PLAYER_ORIGIN})`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'usb=()',
].join(', ');

/** Every response of the site carries these (page, redirect, 404, any other file), except the hashed assets: `assetHeaders`. */
export function securityHeaders(inputs: PolicyInputs, scope?: ScopedPolicy): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(inputs, scope)],
    // Add `preload` only after submitting the domain to the browsers' preload list.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // For browsers that predate CSP's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    // No window handles across sites (tabnabbing); the forms and tags open no popups.
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ...(inputs.reportEndpoint ? [['Reporting-Endpoints', `${REPORT_GROUP}="${inputs.reportEndpoint}"`] as [string, string]] : []),
  ];
}

/** Headers a browser applies to documents only (a worker script would need the CSP on its own response). */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Cross-Origin-Opener-Policy', 'Reporting-Endpoints'];

/** A hashed asset's headers: the render-blocking stylesheet must fit, headers included, in a connection's first round trip. */
export function assetHeaders(inputs: PolicyInputs): [name: string, value: string][] {
  return securityHeaders(inputs).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name));
}

/** Cache policies: hashed assets never change; everything else is revalidated on every visit. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
