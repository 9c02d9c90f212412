import type { TagIds } from '../../lib/tagIds.ts';
import { onConsentChange, readConsent } from '../consent/state.ts';
import { afterPageLoad } from '../loadScript.ts';
import { tagIds } from './config.ts';
import { clearTrackingCookies } from './cookies.ts';
import { loadGoogleTag } from './googleTag.ts';
import { loadMetaPixel, revokeMetaPixel } from './metaPixel.ts';

/**
 * The advertising and analytics tags, private by default: nothing loads until the visitor accepts
 * (now, or on an earlier visit), and only the tags whose ids the build configured. Start after
 * `startConsentMode()`, which puts the consent default (and a stored choice) on the dataLayer.
 */
export function startTags(ids: TagIds = tagIds): void {
  if (!ids.gtagId && !ids.adsId && !ids.metaPixelId) return;
  if (readConsent() === 'accepted') afterPageLoad(() => loadTags(ids));
  onConsentChange((choice) => {
    if (choice === 'accepted') {
      afterPageLoad(() => loadTags(ids));
    } else {
      // consentMode.ts sends the deny update; the pixel is revoked and the tags' cookies go.
      revokeMetaPixel(ids.metaPixelId);
      clearTrackingCookies();
    }
  });
}

function loadTags(ids: TagIds): void {
  // The choice may have changed while the page was still loading.
  if (readConsent() !== 'accepted') return;
  loadGoogleTag(ids);
  loadMetaPixel(ids.metaPixelId);
}
