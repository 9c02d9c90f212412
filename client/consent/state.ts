import { CONSENT_CATEGORIES, CONSENT_CATEGORIES_KEY, CONSENT_REVISION_KEY, CONSENT_STORAGE_KEY, type ConsentCategory, type ConsentChoice } from '../../lib/constants.ts';

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
const STORAGE_KEYS: readonly (string | null)[] = [CONSENT_STORAGE_KEY, CONSENT_CATEGORIES_KEY, CONSENT_REVISION_KEY, null];
/** A record stored before revisions existed answered the first one. */
const FIRST_REVISION = 1;

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

// Holds the choice for this page when storage is unavailable (privacy mode, blocked storage).
let memoryConsent: Consent | null = null;

export function allCategories(granted: boolean): Consent {
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, granted])) as Consent;
}

/** The `cookieConsent` value a choice is recorded as: all categories granted, none, or some. */
export function choiceOf(consent: Consent): ConsentChoice {
  const granted = CONSENT_CATEGORIES.filter((c) => consent[c]).length;
  return granted === CONSENT_CATEGORIES.length ? 'accepted' : granted === 0 ? 'rejected' : 'custom';
}

/**
 * The policy revision this build asks about, from the banner's markup (content/site.yaml
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
 * The stored choice for the current policy revision. An unknown value, a record for another
 * revision, or unreadable storage counts as no choice (the banner asks).
 */
export function readConsent(storage: ReadableStorage | undefined = safeStorage(), revision = policyRevision()): Consent | null {
  try {
    if (storage) return decode(storage, revision);
  } catch {
    // Storage threw: fall back to the in-page choice.
  }
  return memoryConsent;
}

function decode(storage: ReadableStorage, revision: number): Consent | null {
  const storedRevision = storage.getItem(CONSENT_REVISION_KEY);
  if ((storedRevision === null ? FIRST_REVISION : parseRevision(storedRevision)) !== revision) return null;
  const value = storage.getItem(CONSENT_STORAGE_KEY);
  if (value === 'accepted' || value === 'rejected') return allCategories(value === 'accepted');
  if (value !== 'custom') return null;
  const granted = (storage.getItem(CONSENT_CATEGORIES_KEY) ?? '').split(/\s+/);
  return Object.fromEntries(CONSENT_CATEGORIES.map((c) => [c, granted.includes(c)])) as Consent;
}

/** Stores the choice (best effort) and announces it to the page's integrations. */
export function writeConsent(consent: Consent, storage: WritableStorage | undefined = safeStorage(), revision = policyRevision()): void {
  memoryConsent = { ...consent };
  const choice = choiceOf(consent);
  try {
    // The value goes last: another tab that reads between two writes never sees more granted than either choice.
    storage?.setItem(CONSENT_REVISION_KEY, String(revision));
    if (choice === 'custom') storage?.setItem(CONSENT_CATEGORIES_KEY, CONSENT_CATEGORIES.filter((c) => consent[c]).join(' '));
    else storage?.removeItem(CONSENT_CATEGORIES_KEY);
    storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // The choice still holds for this page.
  }
  announce(memoryConsent);
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
