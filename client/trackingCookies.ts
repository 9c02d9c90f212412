import type { ConsentCategory } from '../lib/constants.ts';

/**
 * Every first-party cookie the Google tag (GA4 and Google Ads) and the Meta pixel can set, by the
 * consent category that allows it: the one list the withdrawal clean-up and docs/integrations.md
 * follow. Google: developers.google.com/analytics/devguides/collection/gtagjs/cookie-usage and the
 * Ads conversion linker (`_gcl_*`, `_gac_*`); Meta: `_fbp`, `_fbc`.
 */
export const TAG_COOKIES: Record<ConsentCategory, readonly RegExp[]> = {
  analytics: [/^_ga$/, /^_ga_.+$/, /^_gid$/, /^_gat$/, /^_gat_.+$/, /^_dc_gtm_.+$/, /^AMP_TOKEN$/],
  advertising: [/^_gcl_.+$/, /^_gac_.+$/, /^_fbp$/, /^_fbc$/],
};

/** The names in a `document.cookie` string that belong to the tags of `categories` (all by default). */
export function trackingCookieNames(cookieString: string, categories: readonly ConsentCategory[] = ['analytics', 'advertising']): string[] {
  const patterns = categories.flatMap((c) => TAG_COOKIES[c]);
  return cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => patterns.some((pattern) => pattern.test(name)));
}

/**
 * The `domain` attributes a cookie may have been set with on `hostname`: none (host-only), then
 * each parent domain with at least two labels (`www.example.com` → `www.example.com`, `example.com`).
 */
export function cookieDomains(hostname: string): (string | null)[] {
  const labels = hostname.split('.');
  const domains: (string | null)[] = [null];
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return domains;
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/**
 * Deletes the cookies of withdrawn categories (the tags stop using them once consent is denied,
 * but do not delete them).
 */
export function clearTrackingCookies(categories: readonly ConsentCategory[], doc: Document = document): void {
  for (const name of trackingCookieNames(doc.cookie, categories)) {
    for (const domain of cookieDomains(doc.location.hostname)) {
      doc.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}; SameSite=Lax`;
    }
  }
}
