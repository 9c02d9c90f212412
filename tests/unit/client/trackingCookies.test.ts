import { describe, expect, it } from 'vitest';
import { cookieDomains, trackingCookieNames } from '../../../client/trackingCookies.ts';

const COOKIES =
  '_ga=GA1.1.1.2; _ga_AB12CD=GS1; _gid=x; _gat=1; _gat_UA123=1; _dc_gtm_UA-1-1=1; AMP_TOKEN=t; _gcl_au=1.1; _gcl_aw=GCL.1; ' +
  '_gac_UA-123-1=1.1; _gac_gb_AB12CD=1; _fbp=fb.1; _fbc=fb.2; cookieConsent=x; session=1; _gallery=1; _gac=1';

describe('trackingCookieNames', () => {
  it('finds every cookie the Google tag and the Meta pixel set, and nothing else', () => {
    expect(trackingCookieNames(COOKIES)).toEqual([
      '_ga',
      '_ga_AB12CD',
      '_gid',
      '_gat',
      '_gat_UA123',
      '_dc_gtm_UA-1-1',
      'AMP_TOKEN',
      '_gcl_au',
      '_gcl_aw',
      '_gac_UA-123-1',
      '_gac_gb_AB12CD',
      '_fbp',
      '_fbc',
    ]);
  });

  it('picks the cookies of one category', () => {
    expect(trackingCookieNames(COOKIES, ['analytics'])).toEqual(['_ga', '_ga_AB12CD', '_gid', '_gat', '_gat_UA123', '_dc_gtm_UA-1-1', 'AMP_TOKEN']);
    expect(trackingCookieNames(COOKIES, ['advertising'])).toEqual(['_gcl_au', '_gcl_aw', '_gac_UA-123-1', '_gac_gb_AB12CD', '_fbp', '_fbc']);
    expect(trackingCookieNames(COOKIES, [])).toEqual([]);
  });

  it('handles an empty cookie string', () => {
    expect(trackingCookieNames('')).toEqual([]);
  });
});

describe('cookieDomains', () => {
  it('lists host-only, then each parent domain down to two labels', () => {
    expect(cookieDomains('www.tenetry.example.com')).toEqual([null, 'www.tenetry.example.com', 'tenetry.example.com', 'example.com']);
  });

  it('only host-only for localhost and IP addresses', () => {
    expect(cookieDomains('localhost')).toEqual([null]);
    expect(cookieDomains('127.0.0.1')).toEqual([null]);
  });
});
