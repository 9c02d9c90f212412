import type { TagIds } from '../../lib/tagIds.ts';
import { gtag } from '../consent/consentMode.ts';
import type { Consent } from '../consent/state.ts';
import { injectScript } from '../loadScript.ts';

export const GOOGLE_TAG_SRC = 'https://www.googletagmanager.com/gtag/js';

let loaded = false;
const configured = new Set<string>();

/**
 * Loads gtag.js once per page and configures each Google id whose category is granted: GA4 with
 * analytics, Google Ads with advertising (a category granted later on the same page configures its
 * id then). The consent default (and the stored or fresh choice) are already on the dataLayer:
 * client/consent/consentMode.ts runs first, so gtag.js reads them before any `config`.
 */
export function loadGoogleTag(ids: TagIds, consent: Consent): boolean {
  const wanted = [consent.analytics ? ids.gtagId : undefined, consent.advertising ? ids.adsId : undefined].filter((id): id is string => Boolean(id) && !configured.has(id!));
  if (wanted.length === 0) return false;
  const first = !loaded;
  if (first) gtag('js', new Date());
  for (const id of wanted) {
    configured.add(id);
    gtag('config', id);
  }
  if (first) {
    loaded = true;
    injectScript(`${GOOGLE_TAG_SRC}?id=${encodeURIComponent(wanted[0]!)}`, { tag: 'google' });
  }
  return first;
}
