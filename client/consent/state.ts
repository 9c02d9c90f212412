import { CONSENT_STORAGE_KEY, type ConsentChoice } from '../../lib/constants.ts';

/** The four Consent Mode signals the site sets (spec section 4). */
export const CONSENT_SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
export type ConsentSignals = Record<(typeof CONSENT_SIGNALS)[number], 'granted' | 'denied'>;

export const CONSENT_EVENT = 'consent:change';

// Holds the choice for this page when storage is unavailable (privacy mode, blocked storage).
let memoryChoice: ConsentChoice | null = null;

/** The stored choice; an unknown value or unreadable storage counts as no choice. */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): ConsentChoice | null {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    if (value === 'accepted' || value === 'rejected') return value;
  } catch {
    // Storage threw: fall back to the in-page choice.
  }
  return memoryChoice;
}

/** Stores the choice (best effort) and announces it to the page's integrations. */
export function writeConsent(choice: ConsentChoice, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  memoryChoice = choice;
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice still holds for this page.
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_EVENT, { detail: choice }));
}

export function signalsFor(choice: ConsentChoice | null): ConsentSignals {
  const value = choice === 'accepted' ? 'granted' : 'denied';
  return Object.fromEntries(CONSENT_SIGNALS.map((s) => [s, value])) as ConsentSignals;
}

/** Runs `listener` for every later change of the choice on this page. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CONSENT_EVENT, handler);
  return () => window.removeEventListener(CONSENT_EVENT, handler);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** For tests: forget the in-page choice. */
export function resetMemoryChoice(): void {
  memoryChoice = null;
}
