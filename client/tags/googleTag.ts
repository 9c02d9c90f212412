import type { TagIds } from '../../lib/tagIds.ts';
import { gtag } from '../consent/consentMode.ts';
import { injectScript } from '../loadScript.ts';

export const GOOGLE_TAG_SRC = 'https://www.googletagmanager.com/gtag/js';

let loaded = false;

/**
 * Loads gtag.js once per page and configures GA4 and Google Ads. The consent default (and, with a
 * stored or fresh choice, the update) are already on the dataLayer: client/consent/consentMode.ts
 * runs first, so gtag.js reads them before any `config`.
 */
export function loadGoogleTag(ids: TagIds): boolean {
  const primary = ids.gtagId ?? ids.adsId;
  if (!primary || loaded) return false;
  loaded = true;
  gtag('js', new Date());
  if (ids.gtagId) gtag('config', ids.gtagId);
  if (ids.adsId) gtag('config', ids.adsId);
  injectScript(`${GOOGLE_TAG_SRC}?id=${encodeURIComponent(primary)}`, { tag: 'google' });
  return true;
}
