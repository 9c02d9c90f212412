import { describe, expect, it } from 'vitest';
import { contactConversionCalls, newsletterConversionCalls, newsletterType } from '../../../client/tags/payloads.ts';

const all = { gtagId: 'G-AB12CD34EF', adsId: 'AW-123456789', adsContactLabel: 'contactLbl', adsNewsletterLabel: 'newsLbl', metaPixelId: '123456789012345' };

describe('contactConversionCalls', () => {
  it('sends the Ads conversion and the pixel Lead with the contact type and location', () => {
    expect(contactConversionCalls(all)).toEqual([
      { tag: 'gtag', category: 'advertising', args: ['event', 'conversion', { send_to: 'AW-123456789/contactLbl', conversion_type: 'contact_form', location: 'contact_page' }] },
      { tag: 'fbq', category: 'advertising', args: ['track', 'Lead', { conversion_type: 'contact_form', location: 'contact_page' }] },
    ]);
  });

  it('leaves out what is not configured', () => {
    expect(contactConversionCalls({})).toEqual([]);
    expect(contactConversionCalls({ adsId: 'AW-123456789' })).toEqual([]);
    expect(contactConversionCalls({ gtagId: 'G-AB12CD34EF', metaPixelId: '123456789012345' }).map((c) => c.args[1])).toEqual(['Lead']);
  });
});

describe('newsletterConversionCalls', () => {
  it.each([
    ['enforceable-edge', 'enforceable_edge'],
    ['proof-network', 'proof_network'],
  ])('%s sends analytics, Ads and CompleteRegistration with newsletter_type %s', (key, type) => {
    const params = { newsletter_type: type, form_location: 'newsletter_dialog' };
    expect(newsletterConversionCalls(key, all)).toEqual([
      { tag: 'gtag', category: 'analytics', args: ['event', 'newsletter_signup', { send_to: 'G-AB12CD34EF', ...params }] },
      { tag: 'gtag', category: 'advertising', args: ['event', 'conversion', { send_to: 'AW-123456789/newsLbl', ...params }] },
      { tag: 'fbq', category: 'advertising', args: ['track', 'CompleteRegistration', params] },
    ]);
  });

  it('leaves out what is not configured', () => {
    expect(newsletterConversionCalls('proof-network', {})).toEqual([]);
    expect(newsletterConversionCalls('proof-network', { adsId: 'AW-123456789', adsContactLabel: 'contactLbl' })).toEqual([]);
  });
});

describe('newsletterType', () => {
  it('turns every hyphen into an underscore', () => {
    expect(newsletterType('a-b-c')).toBe('a_b_c');
  });
});
