import { describe, expect, it } from 'vitest';
import { readTagIds, tagIdProblems } from '../../../lib/tagIds.ts';

const valid = {
  PUBLIC_GTAG_ID: 'G-AB12CD34EF',
  PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
  PUBLIC_GOOGLE_ADS_CONTACT_LABEL: 'AbC-D_efG12',
  PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL: 'HiJ-K_lmN34',
  PUBLIC_META_PIXEL_ID: '123456789012345',
};

describe('readTagIds', () => {
  it('reads every configured id', () => {
    expect(readTagIds(valid)).toEqual({
      gtagId: 'G-AB12CD34EF',
      adsId: 'AW-123456789',
      adsContactLabel: 'AbC-D_efG12',
      adsNewsletterLabel: 'HiJ-K_lmN34',
      metaPixelId: '123456789012345',
    });
  });

  it('treats unset, blank and malformed values as not configured', () => {
    expect(readTagIds({})).toEqual({});
    expect(readTagIds({ PUBLIC_GTAG_ID: '  ', PUBLIC_META_PIXEL_ID: '' })).toEqual({});
    expect(readTagIds({ PUBLIC_GTAG_ID: 'UA-1234-1', PUBLIC_GOOGLE_ADS_ID: 'AW-12"><script>', PUBLIC_META_PIXEL_ID: '12ab' })).toEqual({});
  });

  it('accepts a Google tag id (GT-) as well as a GA4 id, and trims', () => {
    expect(readTagIds({ PUBLIC_GTAG_ID: ' GT-PZX9ABCD ' })).toEqual({ gtagId: 'GT-PZX9ABCD' });
  });
});

describe('tagIdProblems', () => {
  it('has nothing to say about valid or absent ids', () => {
    expect(tagIdProblems(valid)).toEqual([]);
    expect(tagIdProblems({})).toEqual([]);
  });

  it('names the variable, the value and the expected form', () => {
    expect(tagIdProblems({ PUBLIC_GOOGLE_ADS_ID: 'AW-abc' })).toEqual([
      '`PUBLIC_GOOGLE_ADS_ID` is `AW-abc`, which is not a valid id; expected the form `AW-123456789`. Fix or unset it and build again.',
    ]);
  });

  it('refuses conversion labels without the Ads account', () => {
    const problems = tagIdProblems({ PUBLIC_GOOGLE_ADS_CONTACT_LABEL: 'AbC-D_efG12' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('`PUBLIC_GOOGLE_ADS_ID`');
  });
});
