import { CONSENT_CATEGORIES } from '../../lib/constants.ts';
import type { TagIds } from '../../lib/tagIds.ts';
import { type Consent, onConsentChange, readConsent } from '../consent/state.ts';
import { afterPageLoad } from '../loadScript.ts';
import { tagIds } from './config.ts';
import { clearTrackingCookies } from '../trackingCookies.ts';
import { loadGoogleTag } from './googleTag.ts';
import { loadMetaPixel, revokeMetaPixel } from './metaPixel.ts';

/**
 * The advertising and analytics tags, private by default: nothing loads until the visitor grants
 * a category (now, on an earlier visit, or in another open tab), and only the tags of granted
 * categories whose ids the build configured. Start after `startConsentMode()`, which puts the
 * consent default (and a stored choice) on the dataLayer.
 */
export function startTags(ids: TagIds = tagIds): void {
  if (!ids.gtagId && !ids.adsId && !ids.metaPixelId) return;
  if (readConsent()) afterPageLoad(() => loadTags(ids));
  onConsentChange((consent) => {
    // consentMode.ts sends the update; here the pixel is revoked and withdrawn categories' cookies go.
    if (!consent?.advertising) revokeMetaPixel(ids.metaPixelId);
    clearTrackingCookies(CONSENT_CATEGORIES.filter((c) => !consent?.[c]));
    if (consent) afterPageLoad(() => loadTags(ids));
  });
  // Says that the stored choice has been read and acted on (anything it loads is queued): a
  // check that nothing loaded without consent waits for this rather than for a while.
  document.documentElement.dataset.tagsStarted = '';
}

function loadTags(ids: TagIds): void {
  // The choice may have changed while the page was still loading.
  const consent: Consent | null = readConsent();
  if (!consent) return;
  loadGoogleTag(ids, consent);
  if (consent.advertising) loadMetaPixel(ids.metaPixelId);
}
