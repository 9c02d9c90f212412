/**
 * The example tag ids the integration build (build-e2e.ts → dist-e2e/) is made with, and
 * that the integration specs expect to see. Not real accounts: the tests never leave this machine.
 */
export const E2E_TAG_ENV = {
  PUBLIC_GTAG_ID: 'G-E2ETEST01',
  PUBLIC_GOOGLE_ADS_ID: 'AW-1000000001',
  PUBLIC_GOOGLE_ADS_CONTACT_LABEL: 'contact-Label_1',
  PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL: 'newsletter-Label_2',
  PUBLIC_META_PIXEL_ID: '100000000000001',
} as const;

/** Where the integration build is written and served from. */
export const E2E_DIST = 'dist-e2e';
