import type { Locator, Page } from '@playwright/test';
import gpuData from '../../../.generated/content/pricing/gpu-infrastructure.ts';
import licenseData from '../../../.generated/content/pricing/governance-license.ts';
import softwareData from '../../../.generated/content/pricing/enterprise-software.ts';
import storageData from '../../../.generated/content/pricing/storage.ts';
import { formatMonthly, formatRate, formatUsd } from '../../../lib/format/money.ts';
import type { RouteKey } from '../../../lib/routes.ts';
import { trailOf, type Crumb } from '../breadcrumbs.ts';
import { expect } from '../fixtures.ts';

// What a visitor must read, derived from the price records (content/pricing/*.yaml): a price
// change in the content is a change of the expectation, never a test failure.
export const termKeys = ['fiveYear', 'threeYear', 'oneYear'] as const;
export type Figures = [string, string][]; // [yearly, monthly] per term, as shown
type PricedRow = { name: string } & Record<(typeof termKeys)[number], { yearly: number; monthly: number }>;

const shown = (row: PricedRow): Figures => termKeys.map((k) => [formatUsd(row[k].yearly), formatMonthly(row[k].monthly)]);
export const terms = licenseData.terms.map((t) => t.name);
export const license = Object.fromEntries(licenseData.rows.map((r) => [r.name, shown(r)]));
export const gpu = Object.fromEntries(gpuData.rows.map((r) => [r.name, { class: r.class, specs: r.specs.map((s) => s.value), prices: shown(r) }]));
export const software = Object.fromEntries(softwareData.pricingPage.rows.map((r) => [r.name, shown(r)]));
export const storageRates = [
  `${formatRate(storageData.price.yearly, storageData.price.unit, 'year')} ${storageData.price.yearlyBilling}`,
  `or ${formatRate(storageData.price.monthly, storageData.price.unit, 'month')} ${storageData.price.monthlyBilling}`,
];
export const storageFacts = Object.values(storageData.facts);
export const note = licenseData.accountMinimum.note;

/** A page's route and its trail from Home, the route the trail's last crumb. */
function priced(...keys: RouteKey[]): { route: string; trail: Crumb[] } {
  const trail = trailOf(...keys);
  return { route: trail.at(-1)!.path, trail };
}

/** The pages that show prices. */
export const pages = {
  pricing: priced('home', 'pricing'),
  software: priced('home', 'solutions', 'nvidiaAiEnterprise'),
  gpu: priced('home', 'solutions', 'gpuInfrastructure'),
  storage: priced('home', 'solutions', 'governedStorage'),
};

/** The price table in a section of /pricing, found by its accessible role. */
export function tableIn(page: Page, sectionId: string): Locator {
  return page.locator(`section#${sectionId}`).getByRole('table');
}

/**
 * The [yearly, monthly] a visitor reads in each term cell of the row whose header's name matches. On a
 * phone the table shows one term at a time: choose each term in its header (the selector) and read the
 * one price the row then shows.
 */
export async function rowFigures(table: Locator, name: RegExp): Promise<Figures> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name }) });
  await expect(row).toHaveCount(1);
  const read = async (cell: Locator): Promise<[string, string]> => [(await cell.locator('[data-price-yearly]').innerText()).trim(), (await cell.locator('[data-price-monthly]').innerText()).trim()];
  const out: Figures = [];
  if ((table.page().viewportSize()?.width ?? 1280) < 640) {
    const choices = table.locator('thead label');
    await expect(choices).toHaveCount(termKeys.length);
    for (let i = 0; i < termKeys.length; i++) {
      await choices.nth(i).click();
      await expect(row.getByRole('cell')).toHaveCount(1);
      out.push(await read(row.getByRole('cell')));
    }
    return out;
  }
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(termKeys.length);
  for (let i = 0; i < termKeys.length; i++) out.push(await read(cells.nth(i)));
  return out;
}
