/** Behaviour constants of spec section 9, in one place for the client widgets. */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
export const HASH_SCROLL_DELAY_MS = 100;
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_VISIBLE_MS = 6_000;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SIDE_OFFSET_PX = 4;
export const FREE_TRIAL_DAYS = 30;
/** localStorage key and values of the consent choice (spec section 3). */
export const CONSENT_STORAGE_KEY = 'cookieConsent';
export type ConsentChoice = 'accepted' | 'rejected';
