import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import YAML from 'yaml';
import { expect, test } from './fixtures.ts';

// Spec section 9, typed here by hand: what a visitor must read on the pages.
const terms = ['5-Year Term', '3-Year Term', '1-Year Term'] as const;
type Figures = [string, string][]; // [yearly, monthly] per term, as shown

const license: Record<string, Figures> = {
  '0-100': [['$37,503', '($3,125/mo)'], ['$42,503', '($3,542/mo)'], ['$50,000', '($4,167/mo)']],
  '101-200': [['$18,747', '($1,562/mo)'], ['$21,247', '($1,771/mo)'], ['$25,000', '($2,083/mo)']],
  '201-300': [['$7,497', '($625/mo)'], ['$8,497', '($708/mo)'], ['$10,000', '($833/mo)']],
  '301-400': [['$3,753', '($313/mo)'], ['$4,153', '($354/mo)'], ['$5,000', '($417/mo)']],
  '400+': [['$1,872', '($156/mo)'], ['$2,122', '($177/mo)'], ['$2,500', '($208/mo)']],
};
const gpu: Record<string, { class: string; specs: string[]; prices: Figures }> = {
  B200: { class: 'Latest-generation GPU', specs: ['192 GB HBM3e', 'up to 8 TB/s', 'up to 1,000 W'], prices: [['$27,594', '($3,285/mo)'], ['$31,273', '($3,723/mo)'], ['$36,792', '($4,380/mo)']] },
  H200: { class: 'Mid GPU', specs: ['141 GB HBM3e', '4.8 TB/s', 'up to 700 W'], prices: [['$15,391', '($1,832/mo)'], ['$17,476', '($2,081/mo)'], ['$20,542', '($2,446/mo)']] },
  H100: { class: 'Standard GPU', specs: ['80 GB HBM3', '3.35 TB/s', 'up to 7 MIG instances', 'up to 700 W'], prices: [['$11,528', '($1,372/mo)'], ['$13,000', '($1,548/mo)'], ['$15,330', '($1,825/mo)']] },
};
const software: Record<string, Figures> = {
  'Full Suite': [['$11,250', '($938/mo)'], ['$12,750', '($1,063/mo)'], ['$15,000', '($1,250/mo)']],
  'Base + Dev Tools': [['$6,750', '($563/mo)'], ['$7,650', '($638/mo)'], ['$9,000', '($750/mo)']],
  Base: [['$4,500', '($375/mo)'], ['$5,100', '($425/mo)'], ['$6,000', '($500/mo)']],
};
const softwarePage = { Base: 'Starting at $4,500 / GPU / year', 'Dev Tools': 'Starting at $8,500 / GPU / year', 'Full Suite': 'Custom Enterprise Pricing' };
const note = 'Minimum of one PoG license required per account';

const pages = {
  pricing: { route: '/pricing', trail: [['Home', '/'], ['Pricing', '/pricing']] },
  software: { route: '/solutions/nvidia-ai-enterprise', trail: [['Home', '/'], ['Solutions', '/solutions'], ['NVIDIA AI Enterprise', '/solutions/nvidia-ai-enterprise']] },
  gpu: { route: '/solutions/gpu-infrastructure', trail: [['Home', '/'], ['Solutions', '/solutions'], ['GPU Infrastructure', '/solutions/gpu-infrastructure']] },
  storage: { route: '/solutions/governed-storage', trail: [['Home', '/'], ['Solutions', '/solutions'], ['Governed Storage', '/solutions/governed-storage']] },
} as const;

const site = YAML.parse(readFileSync(path.resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as { siteUrl: string; appUrl: string };

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
  const read = async (cell: Locator): Promise<[string, string]> => [
    (await cell.locator('[data-price-yearly]').innerText()).trim(),
    (await cell.locator('[data-price-monthly]').innerText()).trim(),
  ];
  const out: Figures = [];
  if ((table.page().viewportSize()?.width ?? 1280) < 640) {
    const choices = table.locator('thead label');
    await expect(choices).toHaveCount(3);
    for (let i = 0; i < 3; i++) {
      await choices.nth(i).click();
      await expect(row.getByRole('cell')).toHaveCount(1);
      out.push(await read(row.getByRole('cell')));
    }
    return out;
  }
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(3);
  for (let i = 0; i < 3; i++) out.push(await read(cells.nth(i)));
  return out;
}

for (const width of [390, 1280]) {
  test.describe(`/pricing at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
    });

    test('the governance license table: 5 bands × 3 terms, yearly with the monthly figure beside it', async ({ page }) => {
      const table = tableIn(page, 'governance-license');
      await expect(table).toHaveCount(1);
      await expect(table.getByRole('columnheader')).toHaveCount(4);
      await expect(table.getByRole('rowheader')).toHaveCount(5);
      for (const [i, term] of terms.entries()) await expect(table.getByRole('columnheader').nth(i + 1)).toContainText(term);
      for (const [band, figures] of Object.entries(license)) {
        expect(await rowFigures(table, new RegExp(`^${escape(band)} units$`)), `band ${band}`).toEqual(figures);
        // The visible cell text reads the same figures.
        const row = table.getByRole('row').filter({ hasText: `${band} units` });
        for (const [yearly, monthly] of figures) await expect(row).toContainText(`${yearly}/yr ${monthly}`);
      }
    });

    test('the term labels are badges in the term headers, the 3-year term featured', async ({ page }) => {
      const headers = tableIn(page, 'governance-license').getByRole('columnheader');
      const labels = async (i: number) => (await headers.nth(i).locator('[data-term-label]').allInnerTexts()).map((t) => t.trim());
      expect(await labels(1)).toEqual(['Best Value - 25% Savings']);
      expect(await labels(2)).toEqual(['15% Savings', 'Most Popular']);
      expect(await labels(3)).toEqual(['Maximum Flexibility']);
      await expect(headers.nth(2)).toHaveClass(/is-featured/);
      for (const label of ['Best Value - 25% Savings', '15% Savings', 'Most Popular', 'Maximum Flexibility']) await expect(page.getByText(label, { exact: true })).toBeVisible();
    });

    test('GPU infrastructure prices per GPU per year, with each model’s class and specs', async ({ page }) => {
      const table = tableIn(page, 'gpu-infrastructure');
      await expect(table.getByRole('rowheader')).toHaveCount(3);
      for (const [model, expected] of Object.entries(gpu)) {
        expect(await rowFigures(table, new RegExp(`^NVIDIA ${model} `)), model).toEqual(expected.prices);
        const header = table.getByRole('rowheader', { name: new RegExp(`NVIDIA ${model}`) });
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
      await expect(section.locator('[data-storage-rate="yearly"]')).toHaveText('$240/TB/year annual billing');
      await expect(section.locator('[data-storage-rate="monthly"]')).toHaveText('or $20/TB/month monthly billing');
      await expect(section.locator('[data-storage-facts] li')).toHaveText([
        'Up to 18.8 PB effective capacity per cluster',
        '5:1 guaranteed data reduction',
        'Synchronous metro replication with zero RPO, up to 60 miles',
        'Hot, warm and cold tiers',
      ]);
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
  await expect(page.locator('[data-price-table] td')).toHaveCount(15 + 9 + 9);
});

test('/pricing: the custom-solutions section, its button and the offer catalog', async ({ page }) => {
  await page.goto('/pricing');
  const custom = page.locator('section#custom-solutions');
  await expect(custom.getByRole('heading', { level: 2 })).toHaveText('Enterprise & Custom Solutions');
  const quote = custom.getByRole('link', { name: 'Request Custom Quote' });
  await expect(quote).toHaveAttribute('data-cta-kind', 'contact');
  await expect(quote).toHaveAttribute('href', '/contact');
  const blocks = await jsonLd(page);
  expect(blocks.some((b) => b['@type'] === 'OfferCatalog')).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('main section[data-section] h2[id$="-title"]')).toHaveText(['Governance license', 'GPU infrastructure', 'NVIDIA AI Enterprise software', 'Governed storage', 'Enterprise & Custom Solutions']);
});

for (const { route, trail } of Object.values(pages)) {
  test(`${route}: the minimum-one-license note and the breadcrumb JSON-LD`, async ({ page }) => {
    await page.goto(route);
    await expect(page.locator('[data-license-note]')).toHaveText(note);
    await expect(page.locator('[data-license-note]')).toBeVisible();
    const crumbs = (await jsonLd(page)).find((b) => b['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual(trail.map(([name, url], i) => [i + 1, name, new URL(url, site.siteUrl + '/').href]));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(trail.map(([name]) => name));
  });
}

test('the GPU page shows each model’s prices and specs exactly as /pricing does', async ({ page, browser }) => {
  await page.goto('/pricing');
  const table = tableIn(page, 'gpu-infrastructure');
  const other = await browser.newPage();
  await other.goto(pages.gpu.route);
  await expect(other.locator('[data-gpu-model]')).toHaveCount(3);
  for (const model of Object.keys(gpu)) {
    const onPricing = await rowFigures(table, new RegExp(`^NVIDIA ${model} `));
    const card = other.locator(`[data-gpu-model="${model}"]`);
    const onCard: Figures = [];
    for (const key of ['fiveYear', 'threeYear', 'oneYear']) {
      const row = card.locator(`[data-gpu-prices] [data-term="${key}"]`);
      onCard.push([await row.locator('[data-price-yearly]').innerText(), await row.locator('[data-price-monthly]').innerText()]);
    }
    expect(onCard, model).toEqual(onPricing);
    const specsOnPricing = await table.getByRole('rowheader', { name: new RegExp(`NVIDIA ${model}`) }).innerText();
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
  expect(onPricing).toEqual(['$240/TB/year annual billing', 'or $20/TB/month monthly billing']);
  await other.close();
});

test('the software page: three tier cards with the software-page prices, badge and buttons', async ({ page }) => {
  await page.goto(pages.software.route);
  const cards = page.locator('[data-tier]');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Base', 'Dev Tools', 'Full Suite']);
  for (const [tier, text] of Object.entries(softwarePage)) {
    const card = page.locator(`[data-tier="${tier}"]`);
    await expect(card.locator('[data-tier-pricing]')).toHaveText(text);
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(card.locator('[data-tier-features] li')).not.toHaveCount(0);
    await expect(card.locator('[data-tier-ideal-for]')).toContainText('Ideal for:');
    const button = card.getByRole('link', { name: tier === 'Full Suite' ? 'Contact Sales' : 'Learn More' });
    await expect(button).toHaveAttribute('data-cta-kind', 'contact');
    await expect(button).toHaveAttribute('href', '/contact');
  }
  await expect(page.locator('[data-tier-badge]')).toHaveCount(1);
  await expect(page.locator('[data-tier="Full Suite"] [data-tier-badge]')).toHaveText('MOST POPULAR');
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
  await expect(page.locator('[data-gpu-model]').getByRole('heading', { level: 3 })).toHaveText(['NVIDIA B200', 'NVIDIA H200', 'NVIDIA H100']);
  for (const [model, expected] of Object.entries(gpu)) {
    const card = page.locator(`[data-gpu-model="${model}"]`);
    await expect(card).toContainText(expected.class);
    await expect(card.locator('[data-spec-value]')).toHaveText(expected.specs);
    await expect(card.locator('[data-gpu-performance] li')).not.toHaveCount(0);
    await expect(card.locator('[data-gpu-use-cases] li')).not.toHaveCount(0);
  }
  await expect(page.locator('[data-grid="benefits"] [data-card]')).not.toHaveCount(0);
  await expect(page.locator('[data-grid="iaas"] h3')).toHaveText(['99.9% Uptime SLA', '24/7 Support & Monitoring', 'Full Control']);
  const sales = page.getByRole('link', { name: 'Contact Sales' });
  await expect(sales).not.toHaveCount(0);
  for (const link of await sales.all()) {
    await expect(link).toHaveAttribute('data-cta-kind', 'contact');
    await expect(link).toHaveAttribute('href', '/contact');
  }
});

test('the storage page: detail cards, key advantages, five use cases and Learn More', async ({ page }) => {
  await page.goto(pages.storage.route);
  const cards = page.locator('[data-storage-card]');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['Technical Highlights', 'Performance & Resilience']);
  const details = (await page.locator('[data-storage-details] li').allInnerTexts()).join('\n');
  for (const fact of ['Up to 18.8 PB effective capacity per cluster', '5:1 guaranteed data reduction', 'Synchronous metro replication with zero RPO, up to 60 miles', 'Hot, warm and cold tiers']) {
    expect(details).toContain(fact);
  }
  await expect(page.locator('section#advantages h2')).toHaveText('Key Advantages');
  await expect(page.locator('[data-grid="advantages"] [data-card]')).not.toHaveCount(0);
  await expect(page.locator('section#use-cases h2')).toHaveText('Ideal Use Cases');
  await expect(page.locator('[data-grid="use-cases"] [data-card]')).toHaveCount(5);
  await expect(page.locator('[data-storage-tier]')).toHaveText([/Hot/, /Warm/, /Cold/]);
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

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((t) => [JSON.parse(t) as Record<string, unknown> | Record<string, unknown>[]].flat());
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
