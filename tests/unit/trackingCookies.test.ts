import { describe, expect, it } from 'vitest';
import { cookieDomains, trackingCookieNames } from '../../client/tags/cookies.ts';

describe('trackingCookieNames', () => {
  it('finds the Google and Meta cookies and nothing else', () => {
    const cookies = '_ga=GA1.1.1.2; _ga_AB12CD=GS1; _gid=x; _gat_UA123=1; _gcl_au=1.1; _fbp=fb.1; _fbc=fb.2; cc_banner_state=x; session=1; _gallery=1';
    expect(trackingCookieNames(cookies)).toEqual(['_ga', '_ga_AB12CD', '_gid', '_gat_UA123', '_gcl_au', '_fbp', '_fbc']);
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
