import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allCategories, choiceOf, CONSENT_EVENT, type Consent, onConsentChange, readConsent, resetConsentState, signalsFor, writeConsent } from '../../../client/consent/state.ts';

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

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  resetConsentState();
});
afterEach(() => vi.unstubAllGlobals());

describe('reading the stored choice', () => {
  it.each([
    [{ cookieConsent: 'accepted' }, ALL],
    [{ cookieConsent: 'rejected' }, NONE],
    [{ cookieConsent: 'accepted', cookieConsentRevision: '1' }, ALL],
    [{ cookieConsent: 'custom', cookieConsentCategories: 'analytics' }, ANALYTICS_ONLY],
    [
      { cookieConsent: 'custom', cookieConsentCategories: 'advertising tracking' },
      { analytics: false, advertising: true },
    ],
    [{ cookieConsent: 'custom' }, NONE],
    [{}, null],
    [{ cookieConsent: 'yes' }, null],
    [{ cookieConsent: '' }, null],
    // A choice made for another revision of the policy, or an unreadable revision, asks again.
    [{ cookieConsent: 'accepted', cookieConsentRevision: '0' }, null],
    [{ cookieConsent: 'accepted', cookieConsentRevision: '2' }, null],
    [{ cookieConsent: 'accepted', cookieConsentRevision: '1e3' }, null],
  ])('reads %j as %j at revision 1 (a record without a revision answered revision 1)', (stored, expected) => {
    expect(readConsent(memoryStorage(stored as Record<string, string>), 1)).toEqual(expected);
  });

  it('a raised revision asks again', () => {
    expect(readConsent(memoryStorage({ cookieConsent: 'accepted', cookieConsentRevision: '1' }), 2)).toBeNull();
    expect(readConsent(memoryStorage({ cookieConsent: 'accepted', cookieConsentRevision: '2' }), 2)).toEqual(ALL);
  });
});

describe('storing a choice', () => {
  it.each([
    [ALL, 'accepted', undefined],
    [NONE, 'rejected', undefined],
    [ANALYTICS_ONLY, 'custom', 'analytics'],
  ])('stores %j as cookieConsent=%s with its categories and revision, and announces it', (consent, value, categories) => {
    const storage = memoryStorage({ cookieConsentCategories: 'stale' });
    const seen: unknown[] = [];
    window.addEventListener(CONSENT_EVENT, (e) => seen.push((e as CustomEvent).detail));
    writeConsent(consent, storage, 3);
    expect(storage.data.get('cookieConsent')).toBe(value);
    expect(storage.data.get('cookieConsentCategories')).toBe(categories);
    expect(storage.data.get('cookieConsentRevision')).toBe('3');
    expect(readConsent(storage, 3)).toEqual(consent);
    expect(seen).toEqual([consent]);
    expect(choiceOf(consent)).toBe(value);
  });

  it('storage that throws does not break the page: the choice holds in memory', () => {
    expect(readConsent(throwing, 1)).toBeNull();
    expect(() => writeConsent(NONE, throwing, 1)).not.toThrow();
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
    const storage = memoryStorage({ cookieConsent: 'accepted' });
    vi.stubGlobal('localStorage', storage);
    Object.defineProperty(window, 'localStorage', { value: storage });
    const seen: (Consent | null)[] = [];
    onConsentChange((c) => seen.push(c));
    const storageEvent = (key: string | null) => window.dispatchEvent(Object.assign(new Event('storage'), { key }));

    // Another tab withdraws: three writes, one announcement.
    storage.setItem('cookieConsentRevision', '1');
    storageEvent('cookieConsentRevision');
    storage.removeItem('cookieConsentCategories');
    storageEvent('cookieConsentCategories');
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
