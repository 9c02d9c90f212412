import { CONSENT_CATEGORIES, type ConsentCategory } from '../../lib/constants.ts';

/**
 * The site's own reader of vanilla-cookieconsent's record (its documented `CookieValue`, kept in
 * localStorage), so that a returning visitor's pages learn the choice without loading the library.
 * It judges the record as the library does when it starts: a consent id, both consent dates and a
 * list of categories, the current policy revision, and an expiry not yet passed. Anything else
 * (no record, malformed JSON, a tampered field) is no choice: the banner asks.
 */
export function parseConsentRecord(raw: string | null, revision: number, now: number): Record<ConsentCategory, boolean> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { consentId, consentTimestamp, lastConsentTimestamp, categories, revision: answered, expirationTime } = value as Record<string, unknown>;
  if (typeof consentId !== 'string' || consentId === '' || !consentTimestamp || !lastConsentTimestamp || !Array.isArray(categories)) return null;
  // The library's own tests: the same revision, and `now` not past the expiry (a missing one is long past).
  if (answered !== revision || now > Number(expirationTime || 0)) return null;
  return consentOf(categories as string[]);
}

/** The optional categories granted by a list of category names (the record's `categories`). */
export function consentOf(categories: readonly string[]): Record<ConsentCategory, boolean> {
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, categories.includes(c)])) as Record<ConsentCategory, boolean>;
}
