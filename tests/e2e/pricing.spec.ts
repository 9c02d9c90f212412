import type { Locator, Page } from '@playwright/test';
import gpuData from '../../.generated/content/pricing/gpu-infrastructure.ts';
import licenseData from '../../.generated/content/pricing/governance-license.ts';
import softwareData from '../../.generated/content/pricing/enterprise-software.ts';
import storageData from '../../.generated/content/pricing/storage.ts';
import pricingPage from '../../.generated/content/pages/pricing.ts';
import gpuPage from '../../.generated/content/pages/gpu-infrastructure.ts';
import softwarePageContent from '../../.generated/content/pages/nvidia-ai-enterprise.ts';
import storagePage from '../../.generated/content/pages/governed-storage.ts';
import site from '../../.generated/content/site.ts';
import { softwarePagePricing } from '../../lib/content/pricing.ts';
import { formatMonthly, formatRate, formatUsd } from '../../lib/format/money.ts';
import { expect, test } from './fixtures.ts';

// What a visitor must read, derived from the price records (content/pricing/*.yaml): a price
// change in the content is a change of the expectation, never a test failure.
const termKeys = ['fiveYear', 'threeYear', 'oneYear'] as const;
type Figures = [string, string][]; // [yearly, monthly] per term, as shown
type PricedRow = { name: string } & Record<(typeof termKeys)[number], { yearly: number; monthly: number }>;

const shown = (row: PricedRow): Figures => termKeys.map((k) => [formatUsd(row[k].yearly), formatMonthly(row[k].monthly)]);
const terms = licenseData.terms.map((t) => t.name);
const license = Object.fromEntries(licenseData.rows.map((r) => [r.name, shown(r)]));
const gpu = Object.fromEntries(gpuData.rows.map((r) => [r.name, { class: r.class, specs: r.specs.map((s) => s.value), prices: shown(r) }]));
const software = Object.fromEntries(softwareData.pricingPage.rows.map((r) => [r.name, shown(r)]));
const storageRates = [
  `${formatRate(storageData.price.yearly, storageData.price.unit, 'year')} ${storageData.price.yearlyBilling}`,
  `or ${formatRate(storageData.price.monthly, storageData.price.unit, 'month')} ${storageData.price.monthlyBilling}`,
];
const storageFacts = Object.values(storageData.facts);
const note = licenseData.accountMinimum.note;

const pages = {
  pricing: {
    route: '/pricing',
    trail: [
      ['Home', '/'],
      ['Pricing', '/pricing'],
    ],
  },
  software: {
    route: '/solutions/nvidia-ai-enterprise',
    trail: [
      ['Home', '/'],
      ['Solutions', '/solutions'],
      ['NVIDIA AI Enterprise', '/solutions/nvidia-ai-enterprise'],
    ],
  },
  gpu: {
    route: '/solutions/gpu-infrastructure',
    trail: [
      ['Home', '/'],
      ['Solutions', '/solutions'],
      ['GPU Infrastructure', '/solutions/gpu-infrastructure'],
    ],
  },
  storage: {
    route: '/solutions/governed-storage',
    trail: [
      ['Home', '/'],
      ['Solutions', '/solutions'],
      ['Governed Storage', '/solutions/governed-storage'],
    ],
  },
} as const;

/** The price table in a section of /pricing, found by its accessible role. */
function tableIn(page: Page, sectionId: string): Locator {
  return page.locator(`section#${sectionId}`).getByRole('table');
}

/**
 * The [yearly, monthly] a visitor reads in each term cell of the row whose header's name matches. On a
 * phone the table shows one term at a time: choose each term in its header (the selector) and read the
 * one price the row then shows.
 */
async function rowFigures(table: Locator, name: RegExp): Promise<Figures> {
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

for (const width of [390, 1280]) {
  test.describe(`/pricing at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
    });

    test('the governance license table: every band × every term, yearly with the monthly figure beside it', async ({ page }) => {
      const table = tableIn(page, 'governance-license');
      await expect(table).toHaveCount(1);
      await expect(table.getByRole('columnheader')).toHaveCount(terms.length + 1);
      await expect(table.getByRole('rowheader')).toHaveCount(licenseData.rows.length);
      for (const [i, term] of terms.entries()) await expect(table.getByRole('columnheader').nth(i + 1)).toContainText(term);
      for (const [band, figures] of Object.entries(license)) {
        expect(await rowFigures(table, new RegExp(`^${escape(band)} ${escape(pricingPage.license.rowSuffix ?? '')}$`)), `band ${band}`).toEqual(figures);
        // The visible cell text reads the same figures.
        const row = table.getByRole('row').filter({ hasText: `${band} ${pricingPage.license.rowSuffix}` });
        for (const [yearly, monthly] of figures) await expect(row).toContainText(`${yearly}${site.ui.perYearShort} ${monthly}`);
      }
    });

    test('the term labels are badges in the term headers, the 3-year term featured', async ({ page }) => {
      const headers = tableIn(page, 'governance-license').getByRole('columnheader');
      const labels = async (i: number) => (await headers.nth(i).locator('[data-term-label]').allInnerTexts()).map((t) => t.trim());
      for (const [i, term] of licenseData.terms.entries()) {
        expect(await labels(i + 1)).toEqual(term.labels ?? []);
        if (term.featured) await expect(headers.nth(i + 1)).toHaveClass(/is-featured/);
        else await expect(headers.nth(i + 1)).not.toHaveClass(/is-featured/);
        for (const label of term.labels ?? []) await expect(page.getByText(label, { exact: true })).toBeVisible();
      }
    });

    test('GPU infrastructure prices per GPU per year, with each model’s class and specs', async ({ page }) => {
      const table = tableIn(page, 'gpu-infrastructure');
      await expect(table.getByRole('rowheader')).toHaveCount(gpuData.rows.length);
      for (const [model, expected] of Object.entries(gpu)) {
        expect(await rowFigures(table, new RegExp(`^${escape(gpuData.vendor)} ${escape(model)} `)), model).toEqual(expected.prices);
        const header = table.getByRole('rowheader', { name: new RegExp(`${escape(gpuData.vendor)} ${escape(model)} `) });
        await expect(header).toContainText(expected.class);
        for (const spec of expected.specs) await expect(header).toContainText(spec);
      }
    });

    test('NVIDIA AI Enterprise software prices: the pricing-page reading', async ({ page }) => {
      const table = tableIn(page, 'enterprise-software');
      await expect(table.getByRole('rowheader')).toHaveText(Object.keys(software));
      for (const [tier, figures] of Object.entries(software)) expect(await rowFigures(table, new RegExp(`^${escape(tier)}$`)), tier).toEqual(figures);
    });

    test('the storage price and facts', async ({ page }) => {
      const section = page.locator('section#storage');
      await expect(section.locator('[data-storage-rate="yearly"]')).toHaveText(storageRates[0]!);
      await expect(section.locator('[data-storage-rate="monthly"]')).toHaveText(storageRates[1]!);
      await expect(section.locator('[data-storage-facts] li')).toHaveText(storageFacts);
    });

    test('no horizontal page scroll', async ({ page }) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  });
}

test('/pricing reads without horizontal scroll on a 360 px phone, every price visible', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/pricing');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // Each price cell lies inside the viewport: nothing is clipped off the right edge.
  const overflow = await page.locator('[data-price-table] td').evaluateAll((cells) => cells.filter((c) => c.getBoundingClientRect().right > window.innerWidth).length);
  expect(overflow).toBe(0);
  const rows = licenseData.rows.length + gpuData.rows.length + softwareData.pricingPage.rows.length;
  await expect(page.locator('[data-price-table] td')).toHaveCount(rows * termKeys.length);
});

test('/pricing: the custom-solutions section, its button and the offer catalog', async ({ page, pageData }) => {
  await page.goto('/pricing');
  const custom = page.locator('section#custom-solutions');
  await expect(custom.getByRole('heading', { level: 2 })).toHaveText(pricingPage.closing.title);
  const quote = custom.getByRole('link', { name: pricingPage.closing.ctas[0].label });
  await expect(quote).toHaveAttribute('data-cta-kind', 'contact');
  await expect(quote).toHaveAttribute('href', '/contact');
  const blocks = await pageData.jsonLd();
  expect(blocks.some((b) => b['@type'] === 'OfferCatalog')).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const { license: l, gpu: g, software: sw, storage: st, closing: c } = pricingPage;
  await expect(page.locator('main section[data-section] h2[id$="-title"]')).toHaveText([l.title, g.title, sw.title, st.title, c.title]);
});

for (const { route, trail } of Object.values(pages)) {
  test(`${route}: the minimum-one-license note and the breadcrumb JSON-LD`, async ({ page, pageData }) => {
    await page.goto(route);
    await expect(page.locator('[data-license-note]')).toHaveText(note);
    await expect(page.locator('[data-license-note]')).toBeVisible();
    const crumbs = (await pageData.jsonLd()).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual(trail.map(([name, url], i) => [i + 1, name, new URL(url, site.siteUrl + '/').href]));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(trail.map(([name]) => name));
  });
}

test('the GPU page shows each model’s prices and specs exactly as /pricing does', async ({ page, browser }) => {
  await page.goto('/pricing');
  const table = tableIn(page, 'gpu-infrastructure');
  const other = await browser.newPage();
  await other.goto(pages.gpu.route);
  await expect(other.locator('[data-gpu-model]')).toHaveCount(gpuPage.models.items.length);
  for (const model of gpuPage.models.items.map((c) => c.model)) {
    const onPricing = await rowFigures(table, new RegExp(`^${escape(gpuData.vendor)} ${escape(model)} `));
    const card = other.locator(`[data-gpu-model="${model}"]`);
    const onCard: Figures = [];
    for (const key of termKeys) {
      const row = card.locator(`[data-gpu-prices] [data-term="${key}"]`);
      onCard.push([await row.locator('[data-price-yearly]').innerText(), await row.locator('[data-price-monthly]').innerText()]);
    }
    expect(onCard, model).toEqual(onPricing);
    const specsOnPricing = await table.getByRole('rowheader', { name: new RegExp(`${escape(gpuData.vendor)} ${escape(model)} `) }).innerText();
    for (const spec of await card.locator('[data-spec-value]').allInnerTexts()) expect(specsOnPricing).toContain(spec.trim());
  }
  await other.close();
});

test('the storage page shows the storage price exactly as /pricing does', async ({ page, browser }) => {
  await page.goto('/pricing');
  const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  const read = async (p: Page, scope: string) => [await text(p.locator(`${scope} [data-storage-rate="yearly"]`)), await text(p.locator(`${scope} [data-storage-rate="monthly"]`))];
  const onPricing = await read(page, 'section#storage');
  const other = await browser.newPage();
  await other.goto(pages.storage.route);
  expect(await read(other, 'section#pricing')).toEqual(onPricing);
  expect(onPricing).toEqual(storageRates);
  await other.close();
});

test('the software page: the tier cards with the software-page prices, badge and buttons', async ({ page }) => {
  await page.goto(pages.software.route);
  const tierCards = softwarePageContent.tiers.items;
  const cards = page.locator('[data-tier]');
  await expect(cards).toHaveCount(tierCards.length);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(tierCards.map((c) => c.name));
  for (const tier of tierCards) {
    const card = page.locator(`[data-tier="${tier.name}"]`);
    await expect(card.locator('[data-tier-pricing]')).toHaveText(softwarePagePricing(tier.name));
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(card.locator('[data-tier-features] li')).toHaveText(tier.features);
    await expect(card.locator('[data-tier-ideal-for]')).toContainText(`${softwarePageContent.tiers.idealForLabel}:`);
    const button = card.getByRole('link', { name: tier.cta.label });
    await expect(button).toHaveAttribute('data-cta-kind', tier.cta.kind);
    if (tier.cta.kind === 'contact') await expect(button).toHaveAttribute('href', '/contact');
    if (tier.badge) await expect(card.locator('[data-tier-badge]')).toHaveText(tier.badge);
    else await expect(card.locator('[data-tier-badge]')).toHaveCount(0);
  }
  const getStarted = page.getByRole('link', { name: /^Get Started/ });
  await expect(getStarted).not.toHaveCount(0);
  for (const link of await getStarted.all()) {
    await expect(link).toHaveAttribute('data-cta-kind', 'app');
    await expect(link).toHaveAttribute('href', site.appUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('the GPU page: model cards, benefits, IaaS benefits and Contact Sales', async ({ page }) => {
  await page.goto(pages.gpu.route);
  await expect(page.locator('[data-gpu-model]').getByRole('heading', { level: 3 })).toHaveText(gpuPage.models.items.map((c) => `${gpuData.vendor} ${c.model}`));
  for (const { model } of gpuPage.models.items) {
    const expected = gpu[model]!;
    const card = page.locator(`[data-gpu-model="${model}"]`);
    await expect(card).toContainText(expected.class);
    await expect(card.locator('[data-spec-value]')).toHaveText(expected.specs);
    await expect(card.locator('[data-gpu-performance] li')).not.toHaveCount(0);
    await expect(card.locator('[data-gpu-use-cases] li')).not.toHaveCount(0);
  }
  await expect(page.locator('[data-grid="benefits"] [data-card]')).not.toHaveCount(0);
  await expect(page.locator('[data-grid="iaas"] h3')).toHaveText(gpuPage.iaas.items.map((i) => i.title));
  const sales = page.getByRole('link', { name: 'Contact Sales' });
  await expect(sales).not.toHaveCount(0);
  for (const link of await sales.all()) {
    await expect(link).toHaveAttribute('data-cta-kind', 'contact');
    await expect(link).toHaveAttribute('href', '/contact');
  }
});

test('the storage page: detail cards, key advantages, use cases, tiers and Learn More', async ({ page }) => {
  await page.goto(pages.storage.route);
  const cards = page.locator('[data-storage-card]');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(storagePage.details.items.map((c) => c.title));
  const details = (await page.locator('[data-storage-details] li').allInnerTexts()).join('\n');
  for (const fact of storageFacts) expect(details).toContain(fact);
  await expect(page.locator('section#advantages h2')).toHaveText(storagePage.advantages.heading.title);
  await expect(page.locator('[data-grid="advantages"] [data-card]')).toHaveCount(storagePage.advantages.items.length);
  await expect(page.locator('section#use-cases h2')).toHaveText(storagePage.useCases.heading.title);
  await expect(page.locator('[data-grid="use-cases"] [data-card]')).toHaveCount(storagePage.useCases.items.length);
  await expect(page.locator('[data-storage-tier]')).toHaveText(storageData.tiers.map((t) => new RegExp(escape(t.name))));
  const learnMore = page.getByRole('link', { name: 'Learn More' });
  await expect(learnMore).not.toHaveCount(0);
  for (const link of await learnMore.all()) {
    await expect(link).toHaveAttribute('data-cta-kind', 'contact');
    await expect(link).toHaveAttribute('href', '/contact');
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('price tables on a phone, without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });

  test('the term headers are a radio selector, the featured term chosen, one price per row, every price in the HTML', async ({ page }) => {
    await page.goto('/pricing');
    const frames = page.locator('[data-price-table]');
    expect(await frames.count()).toBeGreaterThan(0);
    for (const frame of await frames.all()) {
      const radios = frame.locator('[data-term-radio]');
      const terms = await radios.count();
      expect(terms).toBeGreaterThan(1);
      const rows = frame.locator('tbody tr');
      const rowCount = await rows.count();
      // Every price is in the page, whichever term is shown.
      await expect(frame.locator('tbody td')).toHaveCount(rowCount * terms);
      // The featured term is chosen; a table without one starts on its first term.
      const featured = frame.locator('thead th.is-featured');
      const chosen = (await featured.count()) ? await featured.getAttribute('data-term') : await radios.first().getAttribute('value');
      await expect(frame.locator('[data-term-radio]:checked')).toHaveAttribute('value', chosen!);

      const shown = async (term: string) => {
        for (const row of await rows.all()) {
          await expect(row.getByRole('cell')).toHaveCount(1);
          await expect(row.getByRole('cell')).toHaveAttribute('data-term', term);
        }
      };
      await shown(chosen!);
      // Choosing another term (its header is the radio's label) shows its prices instead.
      const other = frame.locator(`thead th[data-term]:not([data-term="${chosen}"])`).first();
      const otherTerm = (await other.getAttribute('data-term'))!;
      await other.locator('label').click();
      await expect(frame.locator(`[data-term-radio="${otherTerm}"]`)).toBeChecked();
      await shown(otherTerm);
      // One price per row: the cell sits beside the row's name, not in a grid of narrow cells.
      const box = await rows.first().getByRole('cell').boundingBox();
      expect(box!.width).toBeLessThan(200);
    }
  });
});
