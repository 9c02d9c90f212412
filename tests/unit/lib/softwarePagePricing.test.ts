/** The software page's pricing line of a tier, on fixture price records. */
import { describe, expect, it, vi } from 'vitest';
import { softwarePagePricing } from '../../../lib/content/pricing.ts';

vi.mock('#content/pricing/enterprise-software', async (importOriginal) => {
  const real = (await importOriginal<{ default: object }>()).default;
  return {
    default: {
      ...real,
      softwarePage: [
        { tier: 'Fixture Starter', prefix: 'From', amount: 12345, suffix: 'per GPU per year' },
        { tier: 'Fixture Custom', text: 'Priced on request' },
      ],
    },
  };
});

describe('softwarePagePricing', () => {
  it('writes a starting price as its words around the whole-dollar amount', () => {
    expect(softwarePagePricing('Fixture Starter')).toBe('From $12,345 per GPU per year');
  });

  it('writes a quoted tier’s text as it stands', () => {
    expect(softwarePagePricing('Fixture Custom')).toBe('Priced on request');
  });

  it('refuses a tier with no entry, naming the file to add it to', () => {
    expect(() => softwarePagePricing('No Such Tier')).toThrow(/No software-page price for tier `No Such Tier` in content\/pricing\/enterprise-software\.yaml/);
  });
});
