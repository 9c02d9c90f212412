import { readFileSync } from 'node:fs';
import { builtHtmlPath, builtRoutes } from './builtPages.ts';
import { productViews } from './content.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// What the design pass fixed and what can regress: a product picture per talk, the governance
// capabilities' accordion and tabs, and the contact card that fits its fallback. The checks that run on
// every page (one heading scale, hyphenated words kept whole, the product pictures on phones, article
// tables that fit a phone with each cell showing its column's header) are in every-page.spec.ts, which
// visits each page once per width; the header each cell carries, in tests/unit/components/markdown.test.tsx.
// Expectations come from the built pages, never from the content's words.

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const routes = builtRoutes();

test.use({ consent: 'rejected' });

test('the home hero and partner strip: on a phone the hero fits the first screen, its buttons in rows of their own width; at 1280 px the buttons keep to one row; the strip starts at its heading at both widths', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await test.step('on a phone the home hero fits the first screen, its buttons in rows of their own width', async () => {
    const buttons = page.locator('[data-section="hero"] .hero-actions a');
    const boxes = await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBe(3);
    const rows = new Set(boxes.map((b) => Math.round(b.top)));
    expect.soft(rows.size, 'three full-width slabs').toBeLessThan(boxes.length);
    expect.soft(Math.max(...boxes.map((b) => b.bottom)), 'the last button is on the first screen').toBeLessThanOrEqual(PHONE.height);
    // One primary action: the first button alone is solid.
    const primaries = await buttons.evaluateAll((els) => els.filter((el) => el.classList.contains('btn-primary')).length);
    expect.soft(primaries).toBe(1);
    await expect.soft(buttons.first()).toHaveClass(/btn-primary/);
  });
  await test.step('on a phone the partner strip starts at its heading, with no empty band under it', () => expectPartnerStrip(page, PHONE));
  await page.setViewportSize(DESKTOP);
  await page.evaluate(() => window.scrollTo(0, 0));
  await test.step('at 1280 px the home hero keeps its buttons on one row', async () => {
    const tops = await page.locator('[data-section="hero"] .hero-actions a').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect.soft(tops.length).toBeGreaterThan(1);
    expect.soft(new Set(tops).size).toBe(1);
  });
  await test.step('at 1280 px the partner strip starts at its heading, with no empty band under it', () => expectPartnerStrip(page, DESKTOP));
});

/** The first partner logo lines up with the strip's heading, and the section ends with the strip. */
async function expectPartnerStrip(page: Page, viewport: { width: number }) {
  const strip = page.locator('[data-partner-logos]');
  const section = page.locator('section:has([data-partner-logos])');
  const heading = (await section.locator('h2').boundingBox())!;
  const first = (await strip.locator('[data-partner-logo]').first().boundingBox())!;
  expect.soft(Math.abs(first.x - heading.x), `${viewport.width} px: the first logo's cell lines up with the heading`).toBeLessThan(2);
  const stripBox = (await strip.boundingBox())!;
  const sectionBox = (await section.boundingBox())!;
  expect.soft(sectionBox.y + sectionBox.height - (stripBox.y + stripBox.height), `${viewport.width} px: space under the strip`).toBeLessThan(8);
}

/** The compliance-officer call sits between the fifth and the sixth capability, in their column. */
async function expectComplianceCtaPlace(page: Page, viewport: { width: number }) {
  await expect(page.locator('[data-capabilities][data-enhanced]')).toHaveCount(1);
  const summaries = page.locator('details[data-capability] > summary');
  expect(await summaries.count()).toBeGreaterThan(5);
  const fifth = (await summaries.nth(4).boundingBox())!;
  const sixth = (await summaries.nth(5).boundingBox())!;
  const cta = (await page.locator('[data-compliance-officer-cta]').boundingBox())!;
  const at = `${viewport.width} px`;
  expect.soft(cta.y, `${at}: under the fifth capability`).toBeGreaterThanOrEqual(fifth.y + fifth.height);
  expect.soft(cta.y + cta.height, `${at}: above the sixth`).toBeLessThanOrEqual(sixth.y);
  expect.soft(Math.abs(cta.x - fifth.x), `${at}: in the capabilities' column`).toBeLessThan(24);
}

test('each talk card pictures a product screen, labelled illustrative, and states each fact once', async ({ page }) => {
  await page.goto('/resources/talks');
  const cards = page.locator('[data-talk-card], [data-featured-talk]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  for (const card of await cards.all()) {
    const art = card.locator('svg[data-product-view]');
    await expect(art).toHaveCount(1);
    await expect(art).toBeVisible();
    expect((await art.boundingBox())!.height).toBeGreaterThan(100);
    expect(await art.getAttribute('aria-label')).toMatch(new RegExp(`^${productViews.illustrativeLabel}\\. `));
    await expect(art.locator('[data-illustrative]')).toHaveText(productViews.illustrativeLabel);
    // The title, category and duration are each written once on the card, and never in the picture.
    const facts = [card.locator('h3'), card.locator('[data-talk-category]'), card.locator('[data-talk-duration] time')];
    const artText = await art.evaluate((svg) => svg.textContent ?? '');
    for (const fact of facts) {
      await expect(fact).toHaveCount(1);
      expect(artText).not.toContain((await fact.evaluate((el) => el.textContent ?? '')).trim());
    }
  }
});

test.describe('the governance capabilities', () => {
  test('without JavaScript they are the same accordion: the first open, each opens on a click, one at a time', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/solutions/proof-of-governance');
    const capabilities = page.locator('details[data-capability]');
    expect(await capabilities.count()).toBeGreaterThan(1);
    await expect(capabilities.first()).toHaveAttribute('open', '');
    await expect(page.locator('details[data-capability][open]')).toHaveCount(1);
    for (const details of (await capabilities.all()).slice(1)) {
      await details.locator('summary').click();
      await expect(details.locator('.capability-panel')).toBeVisible();
      await expect(page.locator('details[data-capability][open]')).toHaveCount(1);
    }
    await context.close();
  });

  test('on a phone: the compliance-officer call after the fifth, the vague-phrases title as a heading, an accordion with the first open, one at a time', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/solutions/proof-of-governance');
    await test.step('the compliance-officer call sits after the fifth capability', () => expectComplianceCtaPlace(page, PHONE));
    await test.step('the vague-phrases title wraps as a heading, not a column beside its icon', async () => {
      const title = page.locator('#vague-phrases-title');
      const lines = await title.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
      expect.soft(lines).toBeLessThanOrEqual(2);
    });
    await test.step('they are an accordion: the first open, one at a time', async () => {
      const capabilities = page.locator('details[data-capability]');
      await expect(capabilities.first()).toHaveAttribute('open', '');
      await expect(page.locator('details[data-capability][open]')).toHaveCount(1);
      await capabilities.nth(2).locator('summary').click();
      await expect(capabilities.nth(2)).toHaveAttribute('open', '');
      await expect(page.locator('details[data-capability][open]')).toHaveCount(1);
      // The section is a few screens long, not twenty.
      const height = (await page.locator('[data-capabilities]').boundingBox())!.height;
      expect.soft(height).toBeLessThan(PHONE.height * 4);
    });
  });

  test('on a wide screen: the compliance-officer call after the fifth, each screen a lazy image file in both themes, tabs beside one panel that never closes', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/solutions/proof-of-governance');
    await test.step('the compliance-officer call sits after the fifth capability', () => expectComplianceCtaPlace(page, DESKTOP));
    await test.step('each capability that names a screen pictures it as a lazy image file, labelled illustrative, in both themes', async () => {
      const pictures = page.locator('details[data-capability] img[data-product-view]');
      expect(await pictures.count()).toBeGreaterThan(1);
      // The pictures are files, not inline markup: the page's HTML stays small (pageBudgets.ts, in the page walk).
      await expect.soft(page.locator('details[data-capability] svg[data-product-view]')).toHaveCount(0);
      for (const picture of await pictures.all()) {
        expect.soft(await picture.getAttribute('alt')).toMatch(new RegExp(`^${productViews.illustrativeLabel}\\. `));
        // Its box is known before it loads (no layout shift), and it loads only near the viewport.
        expect.soft(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
        expect.soft(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
        await expect.soft(picture).toHaveAttribute('loading', 'lazy');
        const file = await page.request.get(await picture.evaluate((img: HTMLImageElement) => img.src));
        expect.soft(file.ok()).toBe(true);
        expect.soft(file.headers()['content-type']).toMatch(/^image\/svg\+xml/);
        const svg = await file.text();
        expect.soft(svg).toContain(`data-illustrative="true">${productViews.illustrativeLabel}</text>`);
        // An image cannot read the page's stylesheet: the file carries both themes itself.
        expect.soft(svg).toMatch(/<style>[^<]*@media \(prefers-color-scheme:dark\)\{[^<]+\}<\/style>/);
      }
      // The open capability's picture is drawn once it is on screen.
      const first = page.locator('details[data-capability][open] img[data-product-view]').first();
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
    await test.step('they are tabs beside one panel that never closes', async () => {
      const capabilities = page.locator('details[data-capability]');
      const first = capabilities.first();
      const panel = first.locator('.capability-panel');
      await expect(panel).toBeVisible();
      const tab = (await first.locator('summary').boundingBox())!;
      const panelBox = (await panel.boundingBox())!;
      expect.soft(panelBox.x, 'the panel sits beside the titles').toBeGreaterThan(tab.x + tab.width);
      // The titles form one column.
      const lefts = new Set(await page.locator('details[data-capability] > summary').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left))));
      expect.soft(lefts.size).toBe(1);
      await first.locator('summary').click();
      await expect(first).toHaveAttribute('open', '');
      await capabilities.nth(3).locator('summary').click();
      await expect(capabilities.nth(3).locator('.capability-panel')).toBeVisible();
      await expect(panel).toBeHidden();
    });
  });
});

// The phone lengths the design pass set (docs/design.md, Space): card groups scroll sideways, so a
// group costs one card's height on a phone however many cards it has, and an editor's added card
// never lengthens the page. Checked on every page that has such a row, from the built pages.
const scrollRowRoutes = routes.filter((route) => readFileSync(builtHtmlPath(route), 'utf8').includes('scroll-row-list'));

test('the walk covers sideways rows: some built page has one', () => {
  expect(scrollRowRoutes.length).toBeGreaterThan(0);
});

for (const route of scrollRowRoutes) {
  test(`at 390 px each card row of ${route} is one card tall and scrolls sideways`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(route);
    const rows = await page.locator('.scroll-row:has(.scroll-row-list)').evaluateAll((regions) =>
      regions.map((region) => {
        const items = [...region.querySelectorAll<HTMLElement>('.scroll-row-list > *')];
        const tops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
        const tallest = Math.max(...items.map((item) => item.getBoundingClientRect().height));
        return {
          label: region.getAttribute('aria-label'),
          items: items.length,
          lines: tops.size,
          height: region.getBoundingClientRect().height,
          tallest,
          scrolls: region.scrollWidth > region.clientWidth,
        };
      }),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect.soft(row.lines, `${row.label}: its ${row.items} cards on one line`).toBe(1);
      // The row's own padding under the cards (its scrollbar's room) is all it adds.
      expect.soft(row.height, `${row.label}: one card tall`).toBeLessThanOrEqual(row.tallest + 32);
      if (row.items > 1) expect.soft(row.scrolls, `${row.label}: scrolls sideways`).toBe(true);
    }
  });
}

/** Relative lightness 0–1 of a computed `rgb(…)` colour (a plain mean: enough to tell light from dark). */
function lightness(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return (r + g + b) / (3 * 255);
}

test('the site follows the system colour scheme, with and without JavaScript; the header stays ink in both', async ({ browser }) => {
  for (const javaScriptEnabled of [true, false]) {
    const seen: Record<string, { body: number; text: number; header: number }> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, javaScriptEnabled, viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto('/pricing');
      seen[colorScheme] = await page
        .evaluate(() => {
          const css = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          return { body: css('body').backgroundColor, text: css('[data-section]:not([data-section="hero"]) h2').color, header: css('.site-header').backgroundColor };
        })
        .then((c) => ({ body: lightness(c.body), text: lightness(c.text), header: lightness(c.header) }));
      await context.close();
    }
    const what = javaScriptEnabled ? 'with JavaScript' : 'without JavaScript';
    expect(seen['light']!.body, `${what}: a light page in the light theme`).toBeGreaterThan(0.9);
    expect(seen['light']!.text, `${what}: dark headings in the light theme`).toBeLessThan(0.2);
    expect(seen['dark']!.body, `${what}: a dark page in the dark theme`).toBeLessThan(0.15);
    expect(seen['dark']!.text, `${what}: light headings in the dark theme`).toBeGreaterThan(0.8);
    expect(seen['light']!.header, `${what}: the ink header`).toBeLessThan(0.15);
    expect(seen['dark']!.header, `${what}: the ink header`).toBeLessThan(0.15);
  }
});

test('with the forms provider blocked, the contact card fits its designed fallback', async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto('/contact');
    const fallback = page.locator('[data-form-mount="contact"] [data-form-fallback]');
    await expect(fallback).toBeVisible();
    await expect(fallback.locator('a[data-fallback-email][href^="mailto:"]')).toBeVisible();
    await expect(fallback.locator('a[data-cta-kind="scheduler"]')).toBeVisible();
    const email = (await fallback.locator('a[data-fallback-email]').boundingBox())!;
    expect(email.height, 'a large e-mail button').toBeGreaterThanOrEqual(48);
    const card = (await page.locator('[data-section="contact-form"]').boundingBox())!;
    const box = (await fallback.boundingBox())!;
    expect(card.y + card.height - (box.y + box.height), 'empty space under the fallback').toBeLessThan(64);
  }
});
