/** First-party cookies the Google tag and the Meta pixel set once consent is granted. */
const TRACKING_COOKIE = /^(_ga|_ga_[A-Za-z0-9]+|_gid|_gat(_.+)?|_gcl_[a-z]+|_fbp|_fbc)$/;

/** The names in a `document.cookie` string that belong to the tags. */
export function trackingCookieNames(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => TRACKING_COOKIE.test(name));
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

/** Deletes the tags' cookies after consent is withdrawn (the tags stop using them, but do not delete them). */
export function clearTrackingCookies(doc: Document = document): void {
  for (const name of trackingCookieNames(doc.cookie)) {
    for (const domain of cookieDomains(doc.location.hostname)) {
      doc.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}; SameSite=Lax`;
    }
  }
}
