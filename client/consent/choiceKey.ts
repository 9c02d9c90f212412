import { CONSENT_CATEGORIES, CONSENT_STORAGE_KEY, type ConsentChoice } from '../../lib/constants.ts';
import type { Consent } from './state.ts';

/** The `cookieConsent` value a choice is recorded as: all categories granted, none, or some. */
export function choiceOf(consent: Consent): ConsentChoice {
  const granted = CONSENT_CATEGORIES.filter((c) => consent[c]).length;
  return granted === CONSENT_CATEGORIES.length ? 'accepted' : granted === 0 ? 'rejected' : 'custom';
}

type KeyStorage = Pick<Storage, 'setItem' | 'removeItem'>;

/**
 * The spec's `cookieConsent`, kept in step with the library's record (the record is what counts):
 * the choice the library has just stored, or no value while it has no valid record (`null`), so the
 * key never claims a choice the site does not act on. Part of the library's chunk: only the library
 * changes the record.
 */
export function writeChoiceKey(consent: Consent | null, storage: KeyStorage | undefined = safeStorage()): void {
  try {
    if (consent) storage?.setItem(CONSENT_STORAGE_KEY, choiceOf(consent));
    else storage?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Unavailable storage: the choice still holds for the page (state.ts).
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
