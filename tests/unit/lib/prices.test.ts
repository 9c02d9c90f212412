/**
 * The price records as the pages read them. Expectations are derived from the records themselves
 * (content/pricing/*.yaml): a consistent price change, a new GPU model or a new tier changes what
 * is expected, never the outcome. The arithmetic rules are tested on fixtures in price-check.test.ts.
 */
import { describe, expect, it } from 'vitest';
import gpuPage from '#content/pages/gpu-infrastructure';
import softwarePage from '#content/pages/nvidia-ai-enterprise';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { PRICE_RULE, priceConsistency } from '../../../pipeline/checks/prices.ts';
import { formatMonthly, formatRate, formatUsd } from '../../../lib/format/money.ts';
import { gpu, gpuModel, license, software, softwarePagePricing, storage, storageDetail } from '../../../lib/content/pricing.ts';
import { projectRoot } from '../helpers/project.ts';

describe('money formatting (fixture amounts)', () => {
  it.each([
    [0, '$0'],
    [240, '$240'],
    [37503, '$37,503'],
    [1250000, '$1,250,000'],
  ])('%i → %s', (amount, shown) => {
    expect(formatUsd(amount)).toBe(shown);
    expect(formatMonthly(amount)).toBe(`(${shown}/mo)`);
  });

  it('refuses a price with cents', () => {
    expect(() => formatUsd(12.5)).toThrow(/whole dollars/);
  });

  it('writes a rate with its units', () => {
    expect(formatRate(240, 'TB', 'year')).toBe('$240/TB/year');
  });
});

describe('the price records', () => {
  it('pass the price check: every disagreeing cell is a declared exception (a warning)', () => {
    const problems = priceConsistency(loadContent(projectRoot, (e) => e.id.startsWith('pricing/')));
    expect(problems.filter((p) => p.rule === PRICE_RULE && p.severity === 'error')).toEqual([]);
  });

  it('give every table a cell per term for every row', () => {
    for (const table of [license, gpu, software.pricingPage]) {
      const keys = table.terms.map((t) => t.key);
      for (const row of table.rows) for (const key of keys) expect(row[key].yearly, `${row.name} ${key}`).toBeGreaterThan(0);
    }
  });
});

describe('lookups the pages make', () => {
  it('finds the record of every GPU model card, and refuses an unknown model with the names it knows', () => {
    for (const card of gpuPage.models.items) expect(gpuModel(card.model).name).toBe(card.model);
    expect(() => gpuModel('X999')).toThrow(new RegExp(gpu.rows.map((r) => r.name).join(', ')));
  });

  it('has a software-page price for every software tier card (the wording is tested in softwarePagePricing.test.ts)', () => {
    for (const card of softwarePage.tiers.items) expect(softwarePagePricing(card.name), card.name).not.toBe('');
  });

  it('shows a storage fact by its key, and text as written', () => {
    for (const [key, text] of Object.entries(storage.facts)) expect(storageDetail({ fact: key as keyof typeof storage.facts })).toBe(text);
    expect(storageDetail({ text: 'Written here' })).toBe('Written here');
  });
});
