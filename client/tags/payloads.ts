import type { ConsentCategory } from '../../lib/constants.ts';
import type { TagIds } from '../../lib/tagIds.ts';

/** One call to a tag's command queue, `gtag(...args)` or `fbq(...args)`, sent only with its category granted. */
export interface TagCall {
  tag: 'gtag' | 'fbq';
  category: ConsentCategory;
  args: unknown[];
}

/** The GA4 event name of a newsletter subscription (a custom event: reports group by it). */
export const NEWSLETTER_EVENT = 'newsletter_signup';
export const CONTACT_CONVERSION = { conversion_type: 'contact_form', location: 'contact_page' } as const;
export const NEWSLETTER_FORM_LOCATION = 'newsletter_dialog';

/** `enforceable-edge` → `enforceable_edge`: analytics event values use underscores, not hyphens. */
export function newsletterType(key: string): string {
  return key.replaceAll('-', '_');
}

/**
 * A contact-form submission: the Google Ads conversion (when the account and the contact label
 * are configured) and the Meta pixel's `Lead` (when the pixel is configured).
 */
export function contactConversionCalls(ids: TagIds): TagCall[] {
  const calls: TagCall[] = [];
  if (ids.adsId && ids.adsContactLabel) {
    calls.push({ tag: 'gtag', category: 'advertising', args: ['event', 'conversion', { send_to: `${ids.adsId}/${ids.adsContactLabel}`, ...CONTACT_CONVERSION }] });
  }
  if (ids.metaPixelId) calls.push({ tag: 'fbq', category: 'advertising', args: ['track', 'Lead', { ...CONTACT_CONVERSION }] });
  return calls;
}

/**
 * A newsletter subscription: the GA4 event, the Google Ads conversion and the Meta pixel's
 * `CompleteRegistration`, each when its id is configured, all carrying the newsletter type and
 * where the form was.
 */
export function newsletterConversionCalls(key: string, ids: TagIds): TagCall[] {
  const params = { newsletter_type: newsletterType(key), form_location: NEWSLETTER_FORM_LOCATION };
  const calls: TagCall[] = [];
  if (ids.gtagId) calls.push({ tag: 'gtag', category: 'analytics', args: ['event', NEWSLETTER_EVENT, { send_to: ids.gtagId, ...params }] });
  if (ids.adsId && ids.adsNewsletterLabel) {
    calls.push({ tag: 'gtag', category: 'advertising', args: ['event', 'conversion', { send_to: `${ids.adsId}/${ids.adsNewsletterLabel}`, ...params }] });
  }
  if (ids.metaPixelId) calls.push({ tag: 'fbq', category: 'advertising', args: ['track', 'CompleteRegistration', { ...params }] });
  return calls;
}
