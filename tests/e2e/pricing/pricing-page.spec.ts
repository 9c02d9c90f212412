import gpuData from '../../../.generated/content/pricing/gpu-infrastructure.ts';
import licenseData from '../../../.generated/content/pricing/governance-license.ts';
import softwareData from '../../../.generated/content/pricing/enterprise-software.ts';
import pricingPage from '../../../.generated/content/pages/pricing.ts';
import site from '../../../.generated/content/site.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';
import { builtDocument, jsonLdOf, linksNamed, texts } from '../builtDocument.ts';
import { expectBreadcrumb } from '../breadcrumbs.ts';
import { expect, test } from '../fixtures.ts';
import { gpu, license, note, pages, rowFigures, software, storageFacts, storageRates, tableIn, termKeys, terms } from './shownPrices.ts';

// /pricing as a visitor reads it at a phone's and a desktop's width and without JavaScript; its built
// markup; and the license note and breadcrumb of every page that shows prices.

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
  test(`${route}: the minimum-one-license note and the breadcrumb, in the built page`, () => {
    const doc = builtDocument(route);
    expect.soft(texts(doc, '[data-license-note]')).toEqual([note]);
    expectBreadcrumb(doc, trail);
  });
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
