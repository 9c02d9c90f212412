import type { Page } from '@playwright/test';
import { builtRoutes } from './builtPages.ts';
import { expect, test } from './fixtures.ts';

// What the design pass fixed and what can regress: the product pictures on phones, article tables that
// fit, a title card per talk, one heading scale, hyphenated words kept whole in headings, the governance
// capabilities' accordion and tabs, and the contact card that fits its fallback. Expectations come from
// the built pages, never from the content's words.

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const routes = builtRoutes();
const articleRoutes = routes.filter((route) => route.startsWith('/resources/blog/'));

test.use({ consent: 'rejected' });

/** The font sizes of the visible h2–h6 in the page's main content, with one example heading each. */
async function headingSizes(page: Page): Promise<Record<string, string>> {
  return page.locator('main').evaluate((main) => {
    const sizes: Record<string, string> = {};
    for (const heading of main.querySelectorAll<HTMLElement>('h2, h3, h4, h5, h6')) {
      const box = heading.getBoundingClientRect();
      // Screen-reader-only headings (1 px boxes) have no visible size.
      if (box.width <= 1 || box.height <= 1 || heading.getClientRects().length === 0) continue;
      sizes[getComputedStyle(heading).fontSize] ??= `${heading.tagName} "${heading.textContent?.trim().slice(0, 40)}"`;
    }
    return sizes;
  });
}

/** Hyphenated words in the page's headings that the browser broke across two lines. */
async function splitHyphenatedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
      if (heading.getClientRects().length === 0 || heading.getBoundingClientRect().width <= 1) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      // Text nodes are walked one by one: a word split over two nodes sits in one wrapper span anyway.
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(`${heading.tagName}: ${match[0]}`);
        }
      }
    }
    return split;
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`at ${viewport.width} px every page has at most three heading sizes below h1 and keeps hyphenated heading words whole`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const tooMany: string[] = [];
    const split: string[] = [];
    for (const route of routes) {
      await page.goto(route);
      const sizes = await headingSizes(page);
      if (Object.keys(sizes).length > 3) tooMany.push(`${route}: ${JSON.stringify(sizes)}`);
      split.push(...(await splitHyphenatedWords(page)).map((word) => `${route} ${word}`));
    }
    expect(tooMany, 'pages with more than three heading sizes below h1').toEqual([]);
    expect(split, 'hyphenated heading words broken at the hyphen').toEqual([]);
  });
}

test('at 390 px no table in an article is wider than its container, and each cell names its column', async ({ page }) => {
  await page.setViewportSize(PHONE);
  expect(articleRoutes.length).toBeGreaterThan(0);
  let tables = 0;
  for (const route of articleRoutes) {
    await page.goto(route);
    for (const region of await page.locator('.article-prose .md-table').all()) {
      tables++;
      const fit = await region.evaluate((el) => {
        const table = el.querySelector('table')!;
        const prose = el.closest('.article-prose')!;
        return { table: table.getBoundingClientRect().width, scroll: el.scrollWidth - el.clientWidth, prose: prose.getBoundingClientRect().width };
      });
      expect(fit.scroll, `${route}: the table region scrolls sideways`).toBeLessThanOrEqual(0);
      expect(fit.table, `${route}: the table is wider than the article column`).toBeLessThanOrEqual(fit.prose + 0.5);
      // Stacked as cards: each body cell shows its column's header.
      const headers = await region.locator('thead th').allTextContents();
      const firstRow = region.locator('tbody tr').first();
      const labels = await firstRow.locator('.md-table-label').allInnerTexts();
      expect(labels.map((t) => t.trim().toLowerCase())).toEqual(headers.slice(0, labels.length).map((t) => t.trim().toLowerCase()));
      await expect(firstRow.locator('.md-table-label').first()).toBeVisible();
    }
  }
  expect(tables, 'the articles have tables to check').toBeGreaterThan(0);
});

test('on a phone, every hero with a product picture shows it under its buttons', async ({ page }) => {
  await page.setViewportSize(PHONE);
  let pictures = 0;
  for (const route of routes) {
    await page.goto(route);
    const asides = page.locator('[data-section="hero"] [data-hero-aside]');
    if ((await asides.count()) === 0) continue;
    const visible = page.locator('[data-section="hero"] [data-hero-aside]:visible');
    await expect(visible, `${route}: the hero's picture is hidden on a phone`).toHaveCount(1);
    pictures++;
    const box = (await visible.boundingBox())!;
    expect(box.height, `${route}: the picture has no height`).toBeGreaterThan(40);
    expect(box.x + box.width, `${route}: the picture overflows`).toBeLessThanOrEqual(PHONE.width);
    const buttons = page.locator('[data-section="hero"] .hero-actions a');
    if ((await buttons.count()) > 0) {
      const last = (await buttons.last().boundingBox())!;
      expect(box.y, `${route}: the picture is not under the buttons`).toBeGreaterThanOrEqual(last.y + last.height);
      // Stacked buttons share one width.
      const widths = new Set(await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width))));
      expect(widths.size, `${route}: stacked buttons of different widths`).toBe(1);
    }
  }
  expect(pictures, 'pages with a hero picture').toBeGreaterThan(0);
});

test('the home hero keeps its buttons on one row at 1280 px', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const tops = await page.locator('[data-section="hero"] .hero-actions a').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size).toBe(1);
});

test('each talk card has its own title card, drawn from its data', async ({ page }) => {
  await page.goto('/resources/talks');
  const cards = page.locator('[data-talk-card], [data-featured-talk]');
  const count = await cards.count();
  expect(count).toBeGreaterThan(1);
  const pictures: string[] = [];
  for (const card of await cards.all()) {
    const art = card.locator('svg[data-talk-art]');
    await expect(art).toHaveCount(1);
    await expect(art).toBeVisible();
    expect((await art.boundingBox())!.height).toBeGreaterThan(100);
    // The picture carries the talk's own title, category and duration.
    const title = (await card.locator('h3').innerText()).replace(/\s+/g, ' ').trim();
    const artText = (await art.evaluate((svg) => [...svg.querySelectorAll('tspan')].map((t) => t.textContent).join(' '))).replace(/\s+/g, ' ').trim();
    expect(title.startsWith(artText.replace(/…$/, ''))).toBe(true);
    await expect(art.locator('text').first()).toHaveText((await card.locator('[data-talk-category]').innerText()).trim(), { ignoreCase: true });
    await expect(art).toContainText((await card.locator('[data-talk-duration] time').first().innerText()).trim());
    pictures.push(await art.evaluate((svg) => svg.innerHTML));
  }
  expect(new Set(pictures).size, 'two talks share a picture').toBe(count);
});

test.describe('the governance capabilities', () => {
  test('without JavaScript every capability is open and readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/solutions/proof-of-governance');
    const capabilities = page.locator('details[data-capability]');
    expect(await capabilities.count()).toBeGreaterThan(1);
    for (const details of await capabilities.all()) {
      await expect(details).toHaveAttribute('open', '');
      await expect(details.locator('.capability-panel')).toBeVisible();
    }
    await context.close();
  });

  test('on a phone they are an accordion: the first open, one at a time', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/solutions/proof-of-governance');
    const capabilities = page.locator('details[data-capability]');
    await expect(page.locator('[data-capabilities][data-enhanced]')).toHaveCount(1);
    await expect(capabilities.first()).toHaveAttribute('open', '');
    await expect(page.locator('details[data-capability][open]')).toHaveCount(1);
    await capabilities.nth(2).locator('summary').click();
    await expect(capabilities.nth(2)).toHaveAttribute('open', '');
    await expect(page.locator('details[data-capability][open]')).toHaveCount(1);
    // The section is a few screens long, not twenty.
    const height = (await page.locator('[data-capabilities]').boundingBox())!.height;
    expect(height).toBeLessThan(PHONE.height * 4);
  });

  test('on a wide screen they are tabs beside one panel that never closes', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/solutions/proof-of-governance');
    const capabilities = page.locator('details[data-capability]');
    await expect(page.locator('[data-capabilities][data-enhanced]')).toHaveCount(1);
    const first = capabilities.first();
    const panel = first.locator('.capability-panel');
    await expect(panel).toBeVisible();
    const tab = (await first.locator('summary').boundingBox())!;
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x, 'the panel sits beside the titles').toBeGreaterThan(tab.x + tab.width);
    // The titles form one column.
    const lefts = new Set(await page.locator('details[data-capability] > summary').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left))));
    expect(lefts.size).toBe(1);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await capabilities.nth(3).locator('summary').click();
    await expect(capabilities.nth(3).locator('.capability-panel')).toBeVisible();
    await expect(panel).toBeHidden();
  });
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
