import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT, readConsent, resetMemoryChoice, signalsFor, writeConsent } from '../../client/consent/state.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
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
};

beforeEach(() => {
  vi.stubGlobal('window', new EventTarget());
  resetMemoryChoice();
});
afterEach(() => vi.unstubAllGlobals());

describe('consent state', () => {
  it.each([
    [{ cookieConsent: 'accepted' }, 'accepted'],
    [{ cookieConsent: 'rejected' }, 'rejected'],
    [{}, null],
    [{ cookieConsent: 'yes' }, null],
    [{ cookieConsent: '' }, null],
  ])('reads %j as %s', (stored, expected) => {
    expect(readConsent(memoryStorage(stored as Record<string, string>))).toBe(expected);
  });

  it('stores the choice under cookieConsent and announces it', () => {
    const storage = memoryStorage();
    const seen: string[] = [];
    window.addEventListener(CONSENT_EVENT, (e) => seen.push((e as CustomEvent<string>).detail));
    writeConsent('accepted', storage);
    expect(storage.data.get('cookieConsent')).toBe('accepted');
    expect(seen).toEqual(['accepted']);
  });

  it('storage that throws does not break the page: the choice holds in memory', () => {
    expect(readConsent(throwing)).toBeNull();
    expect(() => writeConsent('rejected', throwing)).not.toThrow();
    expect(readConsent(throwing)).toBe('rejected');
  });

  it('maps a choice to the four Consent Mode signals', () => {
    expect(signalsFor('accepted')).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(signalsFor('rejected')).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    expect(signalsFor(null)).toEqual(signalsFor('rejected'));
  });
});
