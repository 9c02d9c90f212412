import { EMBED_ORIGIN } from '../../lib/video.ts';
import { IMAGES_URL } from '../../lib/images/responsiveImage.ts';
import { ICON_SPRITE_FOLDER } from '../../lib/iconSpritePath.ts';
import { contentSecurityPolicy, REPORT_GROUP } from './contentSecurityPolicy.ts';
import type { PolicyInputs } from './policyInputs.ts';
import type { ScopedPolicy } from './scopedPolicies.ts';

/**
 * The site's HTTP security headers, the one source every output (nginx, `_headers`, `npm start`)
 * reads: the Content-Security-Policy (contentSecurityPolicy.ts), the headers beside it and the cache policies.
 */

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

/**
 * The folders of files named from their bytes, cached with CACHE_IMMUTABLE: a changed file gets a new
 * name. Vite's scripts and stylesheets (with the asset headers), and the image copies and the icon
 * sprite (with every security header, as any other file: an SVG opened on its own is a document).
 */
export const HASHED_ASSETS = '/assets/';
export const HASHED_IMAGES = `${IMAGES_URL}/`;
export const HASHED_WITH_EVERY_HEADER = [HASHED_IMAGES, ICON_SPRITE_FOLDER] as const;
export const CACHE_REVALIDATE = 'no-cache';
