/** The software page's pricing line of a tier, on fixture price records. */
import { describe, expect, it } from 'vitest';
import { softwarePagePricing, type SoftwarePagePrice } from '../../../lib/content/pricing.ts';

const FIXTURE: { softwarePage: SoftwarePagePrice[] } = {
  softwarePage: [
    { tier: 'Fixture Starter', prefix: 'From', amount: 12345, suffix: 'per GPU per year' },
    { tier: 'Fixture Custom', text: 'Priced on request' },
  ],
};

describe('softwarePagePricing', () => {
  it('writes a starting price as its words around the whole-dollar amount', () => {
    expect(softwarePagePricing('Fixture Starter', FIXTURE)).toBe('From $12,345 per GPU per year');
  });

  it('writes a quoted tier’s text as it stands', () => {
    expect(softwarePagePricing('Fixture Custom', FIXTURE)).toBe('Priced on request');
  });

  it('refuses a tier with no entry, naming the file to add it to', () => {
    expect(() => softwarePagePricing('No Such Tier', FIXTURE)).toThrow(/No software-page price for tier `No Such Tier` in content\/pricing\/enterprise-software\.yaml/);
  });
});
