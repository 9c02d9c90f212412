import { CONSENT_CATEGORIES, CONSENT_RECORD_KEY, CONSENT_STORAGE_KEY, type ConsentCategory } from '../../lib/constants.ts';
import { parseConsentRecord } from './record.ts';

export { consentOf } from './record.ts';

/** A visitor's answer: for each optional category, whether it is granted. */
export type Consent = Record<ConsentCategory, boolean>;

/** The four Consent Mode signals the site sets, and the category each follows. */
export const SIGNAL_CATEGORY = {
  analytics_storage: 'analytics',
  ad_storage: 'advertising',
  ad_user_data: 'advertising',
  ad_personalization: 'advertising',
} as const satisfies Record<string, ConsentCategory>;
export type ConsentSignals = Record<keyof typeof SIGNAL_CATEGORY, 'granted' | 'denied'>;

export const CONSENT_EVENT = 'consent:change';
const STORAGE_KEYS: readonly (string | null)[] = [CONSENT_RECORD_KEY, CONSENT_STORAGE_KEY, null];
/** The revision asked about when the page states none it can read. */
const FIRST_REVISION = 1;

type ReadableStorage = Pick<Storage, 'getItem'>;

// Holds the choice for this page when storage is unavailable (privacy mode, blocked storage).
let memoryConsent: Consent | null = null;

export function allCategories(granted: boolean): Consent {
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, granted])) as Consent;
}

/**
 * The policy revision this build asks about, from the page's consent copy (content/site.yaml
 * `consentBanner.revision`). A choice stored for another revision counts as no choice.
 */
export function policyRevision(): number {
  const raw = typeof document === 'undefined' ? null : document.querySelector('[data-consent-revision]')?.getAttribute('data-consent-revision');
  return parseRevision(raw) ?? FIRST_REVISION;
}

function parseRevision(raw: string | null | undefined): number | null {
  return raw && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
}

/**
 * The stored choice for the current policy revision, read from the consent library's record
 * (record.ts) without loading the library. No record, one for another revision, an expired or
 * malformed one, or unreadable storage counts as no choice (the banner asks).
 */
export function readConsent(storage: ReadableStorage | undefined = safeStorage(), revision = policyRevision(), now = Date.now()): Consent | null {
  try {
    if (storage) return parseConsentRecord(storage.getItem(CONSENT_RECORD_KEY), revision, now);
  } catch {
    // Storage threw: fall back to the in-page choice.
  }
  return memoryConsent;
}

/**
 * Takes a choice the library has just stored (client/consent/choiceKey.ts keeps `cookieConsent` in
 * step): it holds for the page, and the page's integrations hear of it when what is granted changed.
 */
export function applyChoice(consent: Consent): void {
  memoryConsent = { ...consent };
  if (JSON.stringify(consent) !== announced) announce(memoryConsent);
}

let announced: string | undefined;

function announce(consent: Consent | null): void {
  announced = JSON.stringify(consent);
  window.dispatchEvent(new CustomEvent<Consent | null>(CONSENT_EVENT, { detail: consent }));
}

export function signalsFor(consent: Consent | null): ConsentSignals {
  const signals = {} as ConsentSignals;
  for (const [signal, category] of Object.entries(SIGNAL_CATEGORY)) {
    signals[signal as keyof ConsentSignals] = consent?.[category] ? 'granted' : 'denied';
  }
  return signals;
}

/**
 * Runs `listener` for every later change of the choice: made on this page, or in another open tab
 * of the site (the `storage` event), so a withdrawal anywhere applies everywhere. `null` is a
 * choice removed in another tab, which counts as nothing granted.
 */
export function onConsentChange(listener: (consent: Consent | null) => void): () => void {
  watchOtherTabs();
  const handler = (event: Event) => listener((event as CustomEvent<Consent | null>).detail);
  window.addEventListener(CONSENT_EVENT, handler);
  return () => window.removeEventListener(CONSENT_EVENT, handler);
}

let watching = false;

function watchOtherTabs(): void {
  if (watching) return;
  watching = true;
  announced ??= JSON.stringify(readConsent());
  window.addEventListener('storage', (event: StorageEvent) => {
    if (!STORAGE_KEYS.includes(event.key)) return;
    memoryConsent = null;
    const consent = readConsent();
    // One choice is several writes: announce only what changes what is granted.
    if (JSON.stringify(consent) !== announced) announce(consent);
  });
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** For tests: forget the in-page choice and what was announced. */
export function resetConsentState(): void {
  memoryConsent = null;
  announced = undefined;
  watching = false;
}
