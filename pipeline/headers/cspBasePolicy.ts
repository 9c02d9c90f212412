/**
 * The Content-Security-Policy's own terms: the directives the site writes, its policy before any third
 * party, which directive falls back to which, and what a source may be. The built HTML has no inline
 * script or style, so `script-src` allows files only.
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

/** The site's own policy before third parties: everything from this origin, nothing inline. */
export const BASE_POLICY: Record<Directive, string[]> = {
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

/** Where a directive left out takes its sources from (CSP Level 3); the others are always written. */
export const FALLBACK: Partial<Record<Directive, Directive>> = {
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
