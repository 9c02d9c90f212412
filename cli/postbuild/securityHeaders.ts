import type { SiteConfig } from '../../.generated/types/site.ts';

/**
 * The one source of the site's HTTP security headers. The nginx server block, the static host's
 * `_headers` file and the end-to-end tests all read them from here, so a third party is added or
 * removed in one place: `thirdParties()` below, driven by the site config.
 *
 * The built HTML carries no inline script and no `style` attribute (asserted in
 * tests/e2e/production-html.spec.ts), so `script-src` allows files only: no 'unsafe-inline', no
 * nonces, no hashes. JSON-LD blocks are data, not scripts, and CSP does not apply to them.
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
  /** Why the site talks to it (kept next to the hosts, so a reviewer sees both). */
  purpose: string;
  sources: Partial<Record<Directive, string[]>>;
}

type SiteThirdParties = Pick<SiteConfig, 'forms'>;

/**
 * Google tag (gtag.js) for GA4 and Google Ads conversions, per Google's CSP guide for tags. Loaded
 * only after the visitor accepts cookies (client/consent), but the policy must allow it for then.
 */
const googleTag: ThirdParty = {
  name: 'Google tag (GA4, Google Ads)',
  purpose: 'Analytics and ad conversions, loaded only after consent',
  sources: {
    'script-src': ['https://*.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'],
    'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.googleadservices.com'],
    'connect-src': [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
      'https://www.google.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      'https://pagead2.googlesyndication.com',
    ],
    'frame-src': ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
  },
};

/** Meta pixel (fbevents.js): loaded only after consent. */
const metaPixel: ThirdParty = {
  name: 'Meta pixel',
  purpose: 'Ad conversions, loaded only after consent',
  sources: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/** The no-cookie video player, framed only after the visitor presses play. */
const videoPlayer: ThirdParty = {
  name: 'YouTube (privacy-enhanced mode)',
  purpose: 'Embedded videos, framed on play',
  sources: { 'frame-src': ['https://www.youtube-nocookie.com'] },
};

/**
 * HubSpot forms (embed v2): the loader script comes from the region's `js*.hsforms.net`, the form
 * definition and submissions go to `*.hsforms.com`, and the rendered form injects its own `<style>`
 * elements, which is why `style-src` needs 'unsafe-inline' while HubSpot is configured.
 */
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

/**
 * The third parties of this site, from its config. The scheduler, the application, the partner
 * portal and the press article are only linked (new tab), and links need no CSP entry.
 */
export function thirdParties(site: SiteThirdParties): ThirdParty[] {
  const list: ThirdParty[] = [googleTag, metaPixel, videoPlayer];
  if (site.forms.provider === 'HubSpot') list.push(hubspotForms(site.forms.region));
  return list;
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

/** The directives with every third party's sources merged in, deduplicated, in a stable order. */
export function cspDirectives(site: SiteThirdParties): Record<Directive, string[]> {
  const policy = Object.fromEntries(Object.entries(BASE_POLICY).map(([k, v]) => [k, [...v]])) as Record<Directive, string[]>;
  for (const party of thirdParties(site)) {
    for (const [directive, sources] of Object.entries(party.sources) as [Directive, string[]][]) {
      for (const source of sources) if (!policy[directive].includes(source)) policy[directive].push(source);
    }
  }
  if (policy['frame-src'].length === 0) policy['frame-src'].push("'none'");
  return policy;
}

/** The Content-Security-Policy header value. */
export function contentSecurityPolicy(site: SiteThirdParties): string {
  const directives = Object.entries(cspDirectives(site)).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  return [...directives, 'upgrade-insecure-requests'].join('; ');
}

/** Hosts the video player may use powerful features in (fullscreen, picture-in-picture, autoplay on play). */
const PLAYER_ORIGIN = '"https://www.youtube-nocookie.com"';

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

/** Every response of the site carries these, whatever it is (page, asset, redirect, 404). */
export function securityHeaders(site: SiteThirdParties): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(site)],
    // Two years, subdomains included (the application and portal are HTTPS too); add `preload`
    // only after submitting the domain to the browsers' preload list.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    // For browsers that predate CSP's frame-ancestors.
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Cache policies: hashed assets never change; everything else is revalidated on every visit. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
