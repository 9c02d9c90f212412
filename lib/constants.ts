/** Timings and limits of the client widgets (menus, hash scrolling, toasts, tooltips), in one place. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
export const HASH_SCROLL_DELAY_MS = 100;
export const TOAST_LIMIT = 1;
/**
 * A dismissed toast is hidden at once; its node is removed 1,000,000 ms (about 17 minutes) later, the
 * removal delay the product's toast lifecycle specifies. Hidden, it is neither seen nor announced.
 */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_VISIBLE_MS = 6_000;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SIDE_OFFSET_PX = 4;
/**
 * localStorage key and values of the consent choice, the spec's contract: `accepted` (every
 * category), `rejected` (none) and, for a choice made category by category in the preferences,
 * `custom`. It mirrors the consent library's record (`CONSENT_RECORD_KEY`), which holds the categories.
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
export type ConsentChoice = 'accepted' | 'rejected' | 'custom';
/**
 * localStorage key of vanilla-cookieconsent's record (its `cc_cookie`, kept in localStorage rather
 * than a cookie): the granted categories, the policy revision answered, the consent's dates and expiry.
 */
export const CONSENT_RECORD_KEY = 'cc_cookie';
/**
 * The id of the element every page carries the consent dialogs' words in (renderer/layout/ConsentCopy.tsx;
 * read by lib/consentCopy.ts, which only the consent library's chunk imports).
 */
export const CONSENT_COPY_ID = 'consent-copy';
/** The optional cookie categories a visitor chooses; each has its own tags and cookies. */
export const CONSENT_CATEGORIES = ['analytics', 'advertising'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
