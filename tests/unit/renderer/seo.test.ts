import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../renderer/head/seo.ts';

describe('pageTitle', () => {
  it.each([
    ['Pricing', 'Tenetry', 'Pricing | Tenetry'],
    ['Why Tenetry', 'Tenetry', 'Why Tenetry'],
    ['tenetry for healthcare', 'Tenetry', 'tenetry for healthcare'],
    ['Page not found', 'Acme', 'Page not found | Acme'],
  ])('%s with brand %s → %s', (title, brand, expected) => {
    expect(pageTitle(title, brand)).toBe(expected);
  });
});
