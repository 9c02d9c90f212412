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
import { builtDocument, jsonLdOf, linksNamed, navigationsNamed, texts } from './builtDocument.ts';
import { expect, test } from './fixtures.ts';
import { escapeRegExp } from '../../lib/format/regExp.ts';

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
  test(`/pricing at ${width} px: every table's figures, the term badges, the storage price, the license note, no horizontal scroll`, async ({ page }) => {
    if (width === 390) {
      await test.step('on a 360 px phone: no horizontal scroll, every price visible', async () => {
        await page.setViewportSize({ width: 360, height: 780 });
        await page.goto('/pricing');
        expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        // Each price cell lies inside the viewport: nothing is clipped off the right edge.
        const overflow = await page.locator('[data-price-table] td').evaluateAll((cells) => cells.filter((c) => c.getBoundingClientRect().right > window.innerWidth).length);
        expect.soft(overflow).toBe(0);
        const rows = licenseData.rows.length + gpuData.rows.length + softwareData.pricingPage.rows.length;
        await expect.soft(page.locator('[data-price-table] td')).toHaveCount(rows * termKeys.length);
      });
      await page.setViewportSize({ width, height: 900 });
    } else {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
    }

    await test.step('no horizontal page scroll', async () => {
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });

    await test.step('the term labels are badges in the term headers, the 3-year term featured', async () => {
      const headers = tableIn(page, 'governance-license').getByRole('columnheader');
      const labels = async (i: number) => (await headers.nth(i).locator('[data-term-label]').allInnerTexts()).map((t) => t.trim());
      for (const [i, term] of licenseData.terms.entries()) {
        expect.soft(await labels(i + 1)).toEqual(term.labels ?? []);
        if (term.featured) await expect.soft(headers.nth(i + 1)).toHaveClass(/is-featured/);
        else await expect.soft(headers.nth(i + 1)).not.toHaveClass(/is-featured/);
        for (const label of term.labels ?? []) await expect.soft(page.getByText(label, { exact: true })).toBeVisible();
      }
    });

    await test.step('the storage price and facts', async () => {
      const section = page.locator('section#storage');
      await expect.soft(section.locator('[data-storage-rate="yearly"]')).toHaveText(storageRates[0]!);
      await expect.soft(section.locator('[data-storage-rate="monthly"]')).toHaveText(storageRates[1]!);
      await expect.soft(section.locator('[data-storage-facts] li')).toHaveText(storageFacts);
    });

    await test.step('the minimum-one-license note shows', async () => {
      await expect.soft(page.locator('[data-license-note]')).toBeVisible();
    });

    await test.step('the governance license table: every band × every term, yearly with the monthly figure beside it', async () => {
      const table = tableIn(page, 'governance-license');
      await expect(table).toHaveCount(1);
      await expect.soft(table.getByRole('columnheader')).toHaveCount(terms.length + 1);
      await expect.soft(table.getByRole('rowheader')).toHaveCount(licenseData.rows.length);
      for (const [i, term] of terms.entries()) await expect.soft(table.getByRole('columnheader').nth(i + 1)).toContainText(term);
      for (const [band, figures] of Object.entries(license)) {
        expect.soft(await rowFigures(table, new RegExp(`^${escapeRegExp(band)} ${escapeRegExp(pricingPage.license.rowSuffix ?? '')}$`)), `band ${band}`).toEqual(figures);
        // The visible cell text reads the same figures.
        const row = table.getByRole('row').filter({ hasText: `${band} ${pricingPage.license.rowSuffix}` });
        for (const [yearly, monthly] of figures) await expect.soft(row).toContainText(`${yearly}${site.ui.perYearShort} ${monthly}`);
      }
    });

    await test.step('GPU infrastructure prices per GPU per year, with each model’s class and specs', async () => {
      const table = tableIn(page, 'gpu-infrastructure');
      await expect.soft(table.getByRole('rowheader')).toHaveCount(gpuData.rows.length);
      for (const [model, expected] of Object.entries(gpu)) {
        expect.soft(await rowFigures(table, new RegExp(`^${escapeRegExp(gpuData.vendor)} ${escapeRegExp(model)} `)), model).toEqual(expected.prices);
        const header = table.getByRole('rowheader', { name: new RegExp(`${escapeRegExp(gpuData.vendor)} ${escapeRegExp(model)} `) });
        await expect.soft(header).toContainText(expected.class);
        for (const spec of expected.specs) await expect.soft(header).toContainText(spec);
      }
    });

    await test.step('NVIDIA AI Enterprise software prices: the pricing-page reading', async () => {
      const table = tableIn(page, 'enterprise-software');
      await expect.soft(table.getByRole('rowheader')).toHaveText(Object.keys(software));
      for (const [tier, figures] of Object.entries(software)) expect.soft(await rowFigures(table, new RegExp(`^${escapeRegExp(tier)}$`)), tier).toEqual(figures);
    });
  });
}

test('/pricing in the built page: the custom-solutions section, its button, the offer catalog and the section headings', () => {
  const doc = builtDocument('/pricing');
  const custom = doc.querySelector('section#custom-solutions')!;
  expect.soft(texts(custom, 'h2')).toEqual([pricingPage.closing.title]);
  const quote = linksNamed(custom, pricingPage.closing.ctas[0].label)[0];
  expect.soft(quote?.getAttribute('data-cta-kind')).toBe('contact');
  expect.soft(quote?.getAttribute('href')).toBe('/contact');
  expect.soft(jsonLdOf(doc).some((b) => b['@type'] === 'OfferCatalog')).toBe(true);
  expect.soft(doc.querySelectorAll('h1')).toHaveLength(1);
  const { license: l, gpu: g, software: sw, storage: st, closing: c } = pricingPage;
  expect.soft(texts(doc, 'main section[data-section] h2[id$="-title"]')).toEqual([l.title, g.title, sw.title, st.title, c.title]);
});

for (const { route, trail } of Object.values(pages)) {
  test(`${route}: the minimum-one-license note and the breadcrumb JSON-LD, in the built page`, () => {
    const doc = builtDocument(route);
    expect.soft(texts(doc, '[data-license-note]')).toEqual([note]);
    const crumbs = jsonLdOf(doc).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect.soft(crumbs?.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual(trail.map(([name, url], i) => [i + 1, name, new URL(url, site.siteUrl + '/').href]));
    expect.soft(navigationsNamed(doc, 'Breadcrumb').flatMap((nav) => texts(nav, 'li'))).toEqual(trail.map(([name]) => name));
  });
}

/** The page has links named `name`, and each is a contact button leading to /contact. */
async function expectContactLinks(page: Page, name: string): Promise<void> {
  const links = page.getByRole('link', { name });
  await expect.soft(links).not.toHaveCount(0);
  for (const link of await links.all()) {
    await expect.soft(link).toHaveAttribute('data-cta-kind', 'contact');
    await expect.soft(link).toHaveAttribute('href', '/contact');
  }
}

test('the GPU page: model cards, benefits, IaaS benefits and Contact Sales; its prices and specs exactly as /pricing shows them', async ({ page, browser }) => {
  await page.goto(pages.gpu.route);
  await test.step('the model cards, benefits, IaaS benefits and Contact Sales', async () => {
    await expect.soft(page.locator('[data-gpu-model]').getByRole('heading', { level: 3 })).toHaveText(gpuPage.models.items.map((c) => `${gpuData.vendor} ${c.model}`));
    for (const { model } of gpuPage.models.items) {
      const expected = gpu[model]!;
      const card = page.locator(`[data-gpu-model="${model}"]`);
      await expect.soft(card).toContainText(expected.class);
      await expect.soft(card.locator('[data-spec-value]')).toHaveText(expected.specs);
      await expect.soft(card.locator('[data-gpu-performance] li')).not.toHaveCount(0);
      await expect.soft(card.locator('[data-gpu-use-cases] li')).not.toHaveCount(0);
    }
    await expect.soft(page.locator('[data-grid="benefits"] [data-card]')).not.toHaveCount(0);
    await expect.soft(page.locator('[data-grid="iaas"] h3')).toHaveText(gpuPage.iaas.items.map((i) => i.title));
    await expectContactLinks(page, 'Contact Sales');
    await expect.soft(page.locator('[data-license-note]')).toBeVisible();
  });
  await test.step('each model’s prices and specs exactly as /pricing shows them', async () => {
    const pricing = await browser.newPage();
    await pricing.goto('/pricing');
    const table = tableIn(pricing, 'gpu-infrastructure');
    await expect(page.locator('[data-gpu-model]')).toHaveCount(gpuPage.models.items.length);
    for (const model of gpuPage.models.items.map((c) => c.model)) {
      const onPricing = await rowFigures(table, new RegExp(`^${escapeRegExp(gpuData.vendor)} ${escapeRegExp(model)} `));
      const card = page.locator(`[data-gpu-model="${model}"]`);
      const onCard: Figures = [];
      for (const key of termKeys) {
        const row = card.locator(`[data-gpu-prices] [data-term="${key}"]`);
        onCard.push([await row.locator('[data-price-yearly]').innerText(), await row.locator('[data-price-monthly]').innerText()]);
      }
      expect.soft(onCard, model).toEqual(onPricing);
      const specsOnPricing = await table.getByRole('rowheader', { name: new RegExp(`${escapeRegExp(gpuData.vendor)} ${escapeRegExp(model)} `) }).innerText();
      for (const spec of await card.locator('[data-spec-value]').allInnerTexts()) expect.soft(specsOnPricing).toContain(spec.trim());
    }
    await pricing.close();
  });
});

test('the storage page: detail cards, key advantages, use cases, tiers and Learn More; its price exactly as /pricing shows it', async ({ page, browser }) => {
  await page.goto(pages.storage.route);
  await test.step('the detail cards, key advantages, use cases, tiers and Learn More', async () => {
    const cards = page.locator('[data-storage-card]');
    await expect.soft(cards.getByRole('heading', { level: 3 })).toHaveText(storagePage.details.items.map((c) => c.title));
    const details = (await page.locator('[data-storage-details] li').allInnerTexts()).join('\n');
    for (const fact of storageFacts) expect.soft(details).toContain(fact);
    await expect.soft(page.locator('section#advantages h2')).toHaveText(storagePage.advantages.heading.title);
    await expect.soft(page.locator('[data-grid="advantages"] [data-card]')).toHaveCount(storagePage.advantages.items.length);
    await expect.soft(page.locator('section#use-cases h2')).toHaveText(storagePage.useCases.heading.title);
    await expect.soft(page.locator('[data-grid="use-cases"] [data-card]')).toHaveCount(storagePage.useCases.items.length);
    await expect.soft(page.locator('[data-storage-tier]')).toHaveText(storageData.tiers.map((t) => new RegExp(escapeRegExp(t.name))));
    await expectContactLinks(page, 'Learn More');
    await expect.soft(page.locator('[data-license-note]')).toBeVisible();
  });
  await test.step('the storage price exactly as /pricing shows it', async () => {
    const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const read = async (p: Page, scope: string) => [await text(p.locator(`${scope} [data-storage-rate="yearly"]`)), await text(p.locator(`${scope} [data-storage-rate="monthly"]`))];
    const pricing = await browser.newPage();
    await pricing.goto('/pricing');
    const onPricing = await read(pricing, 'section#storage');
    expect.soft(await read(page, 'section#pricing')).toEqual(onPricing);
    expect.soft(onPricing).toEqual(storageRates);
    await pricing.close();
  });
});

test('the software page: the tier cards with the software-page prices, badge and buttons, and the license note', async ({ page }) => {
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
  await expect(page.locator('[data-license-note]')).toBeVisible();
});

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
