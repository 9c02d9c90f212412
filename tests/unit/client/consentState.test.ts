import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { choiceOf, writeChoiceKey } from '../../../client/consent/choiceKey.ts';
import { allCategories, applyChoice, type Consent, onConsentChange, readConsent, resetConsentState, signalsFor } from '../../../client/consent/state.ts';
import { consentRecord } from '../../e2e/consentRecord.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}
const throwing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};
const ALL = allCategories(true);
const NONE = allCategories(false);
const ANALYTICS_ONLY: Consent = { analytics: true, advertising: false };
const NOW = Date.UTC(2026, 0, 15);
/** The library's record (cc_cookie) as JSON, optionally with fields changed. */
const record = (categories: string[], changes: Record<string, unknown> = {}, revision = 1) => JSON.stringify({ ...consentRecord(categories, revision, NOW), ...changes });

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  resetConsentState();
});
afterEach(() => vi.unstubAllGlobals());

describe("reading the library's record", () => {
  it.each([
    [{ cc_cookie: record(['analytics', 'advertising']) }, ALL],
    [{ cc_cookie: record([]) }, NONE],
    [{ cc_cookie: record(['analytics']) }, ANALYTICS_ONLY],
    // Unknown categories are ignored; the mirror key is not the record.
    [{ cc_cookie: record(['advertising', 'tracking']) }, { analytics: false, advertising: true }],
    [{ cc_cookie: record(['analytics']), cookieConsent: 'accepted' }, ANALYTICS_ONLY],
    [{ cookieConsent: 'accepted' }, null],
    [{}, null],
    // Whatever the library itself would not take as a valid consent asks again.
    [{ cc_cookie: 'accepted' }, null],
    [{ cc_cookie: '{"categories":' }, null],
    [{ cc_cookie: '[]' }, null],
    [{ cc_cookie: 'null' }, null],
    [{ cc_cookie: record(['analytics'], { consentId: undefined }) }, null],
    [{ cc_cookie: record(['analytics'], { consentId: '' }) }, null],
    [{ cc_cookie: record(['analytics'], { consentTimestamp: undefined }) }, null],
    [{ cc_cookie: record(['analytics'], { lastConsentTimestamp: '' }) }, null],
    [{ cc_cookie: record(['analytics'], { categories: 'analytics' }) }, null],
    [{ cc_cookie: record(['analytics'], { expirationTime: NOW - 1 }) }, null],
    [{ cc_cookie: record(['analytics'], { expirationTime: undefined }) }, null],
    // The library compares the expiry as a number, as this does.
    [{ cc_cookie: record(['analytics'], { expirationTime: String(NOW + 1000) }) }, ANALYTICS_ONLY],
    // A choice made for another revision of the policy, or an unreadable revision, asks again.
    [{ cc_cookie: record(['analytics'], { revision: 0 }) }, null],
    [{ cc_cookie: record(['analytics'], { revision: 2 }) }, null],
    [{ cc_cookie: record(['analytics'], { revision: '1' }) }, null],
  ])('reads %j as %j at revision 1', (stored, expected) => {
    expect(readConsent(memoryStorage(stored), 1, NOW)).toEqual(expected);
  });

  it('a raised revision asks again', () => {
    expect(readConsent(memoryStorage({ cc_cookie: record(['analytics'], {}, 1) }), 2, NOW)).toBeNull();
    expect(readConsent(memoryStorage({ cc_cookie: record(['analytics'], {}, 2) }), 2, NOW)).toEqual(ANALYTICS_ONLY);
  });
});

describe("taking the library's choice", () => {
  it.each([
    [ALL, 'accepted'],
    [NONE, 'rejected'],
    [ANALYTICS_ONLY, 'custom'],
  ])('writes %j to cookieConsent as %s', (consent, value) => {
    const storage = memoryStorage({ cookieConsent: 'stale' });
    writeChoiceKey(consent, storage);
    expect(storage.data.get('cookieConsent')).toBe(value);
    expect(choiceOf(consent)).toBe(value);
  });

  it('no valid record: cookieConsent claims no choice', () => {
    const storage = memoryStorage({ cookieConsent: 'accepted' });
    writeChoiceKey(null, storage);
    expect(storage.data.has('cookieConsent')).toBe(false);
  });

  it('announces a choice once: the library repeating it when it starts on a page changes nothing', () => {
    const seen: unknown[] = [];
    onConsentChange((c) => seen.push(c));
    applyChoice(ANALYTICS_ONLY);
    applyChoice(ANALYTICS_ONLY);
    applyChoice(ALL);
    expect(seen).toEqual([ANALYTICS_ONLY, ALL]);
  });

  it('storage that throws does not break the page: the choice holds in memory', () => {
    expect(readConsent(throwing, 1)).toBeNull();
    expect(() => writeChoiceKey(NONE, throwing)).not.toThrow();
    applyChoice(NONE);
    expect(readConsent(throwing, 1)).toEqual(NONE);
  });
});

describe('Consent Mode signals follow the categories', () => {
  it('analytics → analytics_storage; advertising → ad_storage, ad_user_data, ad_personalization', () => {
    expect(signalsFor(ALL)).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(signalsFor(NONE)).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(signalsFor(ANALYTICS_ONLY)).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
    expect(signalsFor({ analytics: false, advertising: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
    expect(signalsFor(null)).toEqual(signalsFor(NONE));
  });
});

describe('a change in another tab', () => {
  it('is announced once per change of what is granted, from the storage event', () => {
    const storage = memoryStorage({ cc_cookie: record(['analytics', 'advertising'], { expirationTime: Date.now() + 60_000 }), cookieConsent: 'accepted' });
    vi.stubGlobal('localStorage', storage);
    Object.defineProperty(window, 'localStorage', { value: storage });
    const seen: (Consent | null)[] = [];
    onConsentChange((c) => seen.push(c));
    const storageEvent = (key: string | null) => window.dispatchEvent(Object.assign(new Event('storage'), { key }));

    // Another tab withdraws: the library's record, then cookieConsent; one announcement.
    storage.setItem('cc_cookie', record([], { expirationTime: Date.now() + 60_000 }));
    storageEvent('cc_cookie');
    storage.setItem('cookieConsent', 'rejected');
    storageEvent('cookieConsent');
    // Keys that are not the choice's are ignored.
    storageEvent('somethingElse');
    // Storage cleared in another tab: nothing is granted any more (and it was already withdrawn).
    storage.data.clear();
    storageEvent(null);
    expect(seen).toEqual([NONE, null]);
  });
});
