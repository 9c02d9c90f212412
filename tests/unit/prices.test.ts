import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import type { EnterpriseSoftwarePricing } from '../../.generated/types/pricing/enterprise-software.ts';
import type { GovernanceLicensePricing } from '../../.generated/types/pricing/governance-license.ts';
import type { GpuInfrastructurePricing } from '../../.generated/types/pricing/gpu-infrastructure.ts';
import type { StoragePricing } from '../../.generated/types/pricing/storage.ts';
import { formatMonthly, formatUsd } from '../../lib/money.ts';

// The figures of spec section 9, typed here by hand: the price records must say exactly this.
type Published = [yearly: number, monthly: number];
type ByTerm = { fiveYear: Published; threeYear: Published; oneYear: Published };

const license: Record<string, ByTerm> = {
  '0-100': { fiveYear: [37503, 3125], threeYear: [42503, 3542], oneYear: [50000, 4167] },
  '101-200': { fiveYear: [18747, 1562], threeYear: [21247, 1771], oneYear: [25000, 2083] },
  '201-300': { fiveYear: [7497, 625], threeYear: [8497, 708], oneYear: [10000, 833] },
  '301-400': { fiveYear: [3753, 313], threeYear: [4153, 354], oneYear: [5000, 417] },
  '400+': { fiveYear: [1872, 156], threeYear: [2122, 177], oneYear: [2500, 208] },
};

const gpu: Record<string, { class: string; specs: string; prices: ByTerm }> = {
  B200: { class: 'Latest-generation GPU', specs: '192 GB HBM3e, up to 8 TB/s, up to 1,000 W', prices: { fiveYear: [27594, 3285], threeYear: [31273, 3723], oneYear: [36792, 4380] } },
  H200: { class: 'Mid GPU', specs: '141 GB HBM3e, 4.8 TB/s, up to 700 W', prices: { fiveYear: [15391, 1832], threeYear: [17476, 2081], oneYear: [20542, 2446] } },
  H100: { class: 'Standard GPU', specs: '80 GB HBM3, 3.35 TB/s, up to 7 MIG instances, up to 700 W', prices: { fiveYear: [11528, 1372], threeYear: [13000, 1548], oneYear: [15330, 1825] } },
};

const softwareOnPricingPage: Record<string, ByTerm> = {
  'Full Suite': { fiveYear: [11250, 938], threeYear: [12750, 1063], oneYear: [15000, 1250] },
  'Base + Dev Tools': { fiveYear: [6750, 563], threeYear: [7650, 638], oneYear: [9000, 750] },
  Base: { fiveYear: [4500, 375], threeYear: [5100, 425], oneYear: [6000, 500] },
};

const softwareOnSoftwarePage = ['Base: Starting at $4,500 / GPU / year', 'Dev Tools: Starting at $8,500 / GPU / year', 'Full Suite: Custom Enterprise Pricing'];

const root = path.resolve(import.meta.dirname, '../..');
function record<T>(id: string): T {
  return YAML.parse(readFileSync(path.join(root, 'content', `${id}.yaml`), 'utf8')) as T;
}
const licenseData = record<GovernanceLicensePricing>('pricing/governance-license');
const gpuData = record<GpuInfrastructurePricing>('pricing/gpu-infrastructure');
const softwareData = record<EnterpriseSoftwarePricing>('pricing/enterprise-software');
const storageData = record<StoragePricing>('pricing/storage');

const termKeys = ['fiveYear', 'threeYear', 'oneYear'] as const;
const asPublished = (row: Record<(typeof termKeys)[number], { yearly: number; monthly: number }>): ByTerm =>
  Object.fromEntries(termKeys.map((k) => [k, [row[k].yearly, row[k].monthly]])) as ByTerm;

describe('governance license (spec section 9)', () => {
  it('has the five unit bands in the published order', () => {
    expect(licenseData.rows.map((r) => r.name)).toEqual(Object.keys(license));
  });

  it.each(Object.entries(license))('band %s: all three terms, yearly and monthly, as published', (band, expected) => {
    const row = licenseData.rows.find((r) => r.name === band)!;
    expect(asPublished(row)).toEqual(expected);
  });

  it('shows the published figures in the site format', () => {
    const row = licenseData.rows[0]!;
    expect(`${formatUsd(row.fiveYear.yearly)} ${formatMonthly(row.fiveYear.monthly)}`).toBe('$37,503 ($3,125/mo)');
    expect(`${formatUsd(licenseData.rows[4]!.oneYear.yearly)} ${formatMonthly(licenseData.rows[4]!.oneYear.monthly)}`).toBe('$2,500 ($208/mo)');
  });

  it('has the three terms in the published order with their labels', () => {
    expect(licenseData.terms.map((t) => [t.key, t.name, t.labels])).toEqual([
      ['fiveYear', '5-Year Term', ['Best Value - 25% Savings']],
      ['threeYear', '3-Year Term', ['15% Savings', 'Most Popular']],
      ['oneYear', '1-Year Term', ['Maximum Flexibility']],
    ]);
    expect(licenseData.terms.map((t) => t.savingPercent)).toEqual([25, 15, 0]);
    expect(licenseData.terms.filter((t) => t.featured).map((t) => t.key)).toEqual(['threeYear']);
  });

  it('derives monthly figures by ÷ 12 with a $1 and 0.5-point tolerance', () => {
    expect(licenseData.rules.monthly).toMatchObject({ divisor: 12, toleranceDollars: 1 });
    expect(licenseData.rules.saving.tolerancePoints).toBe(0.5);
  });

  it('declares the 301-400 band’s 3-year cell, and only it, as an exception to both rules', () => {
    expect(licenseData.exceptions.map((e) => [e.row, e.term, e.rule])).toEqual([
      ['301-400', 'threeYear', 'monthly'],
      ['301-400', 'threeYear', 'saving'],
    ]);
  });

  it('states the minimum-one-license note once, word for word', () => {
    expect(licenseData.accountMinimum).toEqual({ licenses: 1, note: 'Minimum of one PoG license required per account' });
  });
});

describe('GPU infrastructure (spec section 9)', () => {
  it('lists B200, H200 and H100 as the latest-generation, mid and standard GPUs', () => {
    expect(gpuData.rows.map((r) => [r.name, r.class])).toEqual(Object.entries(gpu).map(([name, g]) => [name, g.class]));
  });

  it.each(Object.entries(gpu))('%s: specs and prices per GPU per year as published', (name, expected) => {
    const row = gpuData.rows.find((r) => r.name === name)!;
    expect(row.specs.map((s) => s.value).join(', ')).toBe(expected.specs);
    expect(asPublished(row)).toEqual(expected.prices);
  });

  it('states the published monthly rule: yearly ÷ 8.4', () => {
    expect(gpuData.rules.monthly.divisor).toBe(8.4);
    for (const row of gpuData.rows) for (const k of termKeys) expect(Math.abs(row[k].monthly - row[k].yearly / 8.4)).toBeLessThanOrEqual(1);
    expect(gpuData.exceptions).toEqual([]);
  });
});

describe('NVIDIA AI Enterprise software (spec section 9): both readings', () => {
  it.each(Object.entries(softwareOnPricingPage))('/pricing reading, %s: per GPU per year as published', (name, expected) => {
    const row = softwareData.pricingPage.rows.find((r) => r.name === name)!;
    expect(asPublished(row)).toEqual(expected);
  });

  it('/pricing reading lists the tiers in the published order', () => {
    expect(softwareData.pricingPage.rows.map((r) => r.name)).toEqual(Object.keys(softwareOnPricingPage));
    expect(softwareData.pricingPage.exceptions).toEqual([]);
  });

  it('software page reading: the three tier texts as published', () => {
    const texts = softwareData.softwarePage.map((p) => `${p.tier}: ${'text' in p ? p.text : `${p.prefix} ${formatUsd(p.amount)} ${p.suffix}`}`);
    expect(texts).toEqual(softwareOnSoftwarePage);
  });
});

describe('storage (spec section 9)', () => {
  it('costs $240 per TB per year on annual billing or $20 per TB per month on monthly billing', () => {
    expect(storageData.price).toMatchObject({ unit: 'TB', yearly: 240, monthly: 20, yearlyBilling: 'annual billing', monthlyBilling: 'monthly billing' });
    expect(storageData.price.rules.monthly.divisor).toBe(12);
  });

  it('states the published facts', () => {
    expect(storageData.facts.capacity).toContain('18.8 PB effective capacity per cluster');
    expect(storageData.facts.dataReduction).toBe('5:1 guaranteed data reduction');
    expect(storageData.facts.replication).toBe('Synchronous metro replication with zero RPO, up to 60 miles');
    expect(storageData.tiers.map((t) => t.name)).toEqual(['Hot', 'Warm', 'Cold']);
  });
});
