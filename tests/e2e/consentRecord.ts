import { CONSENT_CATEGORIES } from '../../lib/constants.ts';

const DAY_MS = 86_400_000;

/**
 * A consent record as vanilla-cookieconsent stores it (its documented `CookieValue`, here in
 * localStorage under `cc_cookie`): the essential category plus `categories`, the policy revision
 * answered, the consent's id and dates, and its expiry, 182 days later (the library's default).
 */
export function consentRecord(categories: readonly string[], revision: number, now = Date.now()) {
  const at = new Date(now).toISOString();
  return {
    categories: ['necessary', ...categories],
    revision,
    data: null,
    consentTimestamp: at,
    consentId: '5b0a8e4c-2f1d-4c1e-9a3b-6d7e8f901234',
    services: Object.fromEntries(['necessary', ...CONSENT_CATEGORIES].map((c) => [c, []])),
    languageCode: 'en',
    lastConsentTimestamp: at,
    expirationTime: now + 182 * DAY_MS,
  };
}
