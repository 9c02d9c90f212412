import { describe, expect, it } from 'vitest';
import { autoClearCookies, consentConfig, translation } from '../../../client/consent/config.ts';
import { TAG_COOKIES } from '../../../client/trackingCookies.ts';
import { type ConsentCopy, parseConsentCopy } from '../../../lib/consentCopy.ts';

const COPY: ConsentCopy = {
  title: 'Title <b>& "co"</b>',
  description: 'We ask <script>alert(1)</script>.',
  privacyLinkLabel: 'Privacy',
  privacyHref: '/privacy"><img src=x onerror=alert(1)>',
  acceptLabel: 'Yes',
  rejectLabel: 'No',
  manageLabel: 'Choose',
  saveLabel: 'Save',
  preferencesTitle: 'Preferences',
  closeLabel: 'Close',
  categories: {
    necessary: { label: 'Essential', description: 'Always on.' },
    analytics: { label: 'Analytics', description: 'Counts <visits>.' },
    advertising: { label: 'Advertising', description: 'Measures ads.' },
  },
};
const events = { onConsent: () => undefined, onChange: () => undefined };

describe('the consent library configuration', () => {
  it('opt-in categories (essential read-only), the content revision, the record in localStorage, equal-weight answers', () => {
    const config = consentConfig(COPY, 7, 'www.example.com', events);
    expect(config.mode).toBe('opt-in');
    expect(config.revision).toBe(7);
    expect(config.cookie).toEqual({ name: 'cc_cookie', useLocalStorage: true });
    expect(Object.keys(config.categories)).toEqual(['necessary', 'analytics', 'advertising']);
    expect(config.categories.necessary).toEqual({ enabled: true, readOnly: true });
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(config.disablePageInteraction).toBe(false);
    expect(config.onConsent).toBe(events.onConsent);
    expect(config.onChange).toBe(events.onChange);
  });

  it('every word comes from the copy, escaped: the only markup is the link to the Privacy page', () => {
    const { consentModal, preferencesModal } = translation(COPY);
    expect(consentModal.title).toBe('Title &#60;b&#62;&#38; &#34;co&#34;&#60;/b&#62;');
    expect(consentModal.description).toBe('We ask &#60;script&#62;alert(1)&#60;/script&#62;. <a href="/privacy&#34;&#62;&#60;img src=x onerror=alert(1)&#62;">Privacy</a>');
    expect([consentModal.acceptAllBtn, consentModal.acceptNecessaryBtn, consentModal.showPreferencesBtn]).toEqual(['Yes', 'No', 'Choose']);
    expect([preferencesModal.title, preferencesModal.savePreferencesBtn, preferencesModal.closeIconLabel]).toEqual(['Preferences', 'Save', 'Close']);
    expect(preferencesModal.sections.map((s) => [s.linkedCategory, s.title])).toEqual([
      [undefined, undefined],
      ['necessary', 'Essential'],
      ['analytics', 'Analytics'],
      ['advertising', 'Advertising'],
    ]);
    expect(preferencesModal.sections[2]!.description).toBe('Counts &#60;visits&#62;.');
  });

  it('autoClear: every tag cookie of the category, on the host and on each parent domain', () => {
    const items = autoClearCookies('analytics', 'www.shop.example.com');
    for (const name of TAG_COOKIES.analytics) {
      expect(items.filter((i) => i.name === name).map((i) => i.domain)).toEqual([undefined, 'shop.example.com', 'example.com']);
    }
    expect(items.some((i) => TAG_COOKIES.advertising.includes(i.name as RegExp))).toBe(false);
    expect(autoClearCookies('advertising', 'localhost')).toEqual(TAG_COOKIES.advertising.map((name) => ({ name })));
    const config = consentConfig(COPY, 1, 'localhost', events);
    expect(config.categories.advertising!.autoClear!.cookies).toEqual(autoClearCookies('advertising', 'localhost'));
  });
});

describe('reading the copy from the page', () => {
  it('reads what the page wrote', () => {
    expect(parseConsentCopy(JSON.stringify(COPY))).toEqual(COPY);
  });

  it.each([
    ['not json', 'not valid JSON'],
    ['[]', 'not an object'],
    [JSON.stringify({ ...COPY, acceptLabel: 3 }), 'acceptLabel is not a non-empty text'],
    [JSON.stringify({ ...COPY, rejectLabel: ' ' }), 'rejectLabel is not a non-empty text'],
    [JSON.stringify({ ...COPY, categories: { ...COPY.categories, analytics: { label: 'A' } } }), 'categories.analytics.description is not a non-empty text'],
    [JSON.stringify({ ...COPY, categories: null }), 'categories is not an object'],
  ])('%s → an error naming the field (%s)', (json, message) => {
    expect(() => parseConsentCopy(json)).toThrow(`#consent-copy: ${message}`);
  });
});
