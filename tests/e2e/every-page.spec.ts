import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, viewSettled, WCAG_TAGS } from './axe.ts';
import { consentBanner } from './content.ts';
import { cspViolations, expect, forgetVisits, storedConsent, test, type WalkPage } from './fixtures.ts';
import { headingSizes, heroPictureProblems, sidewaysScrolling, splitHyphenatedWords, undrawnIcons } from './pageChecks.ts';
import { expectWithinBudgets, firstPartyTransfer } from './pageBudgets.ts';
import { dist, pages } from './productionSupport.ts';

// Every built page (and the 404 page), with every check of a rendered page that all pages must
// pass. On a small phone (360 px), a first visit and then a returning one (the first visit's banner
// accepted) against the byte budgets (pageBudgets.ts), each with no Content-Security-Policy or
// Permissions-Policy violation once all it loads at start-up has loaded (the served headers are the
// production ones: serve.spec.ts and nginx/pages.spec.ts compare both servers' with the build's
// policy, page by page); the returning visit, with nothing over it, scrolls nowhere sideways. Then,
// on the returning visit's document: axe's WCAG 2.2
// AA rules at a phone's and a desktop's width, one heading scale, hyphenated heading words kept
// whole, and on a phone the hero's product picture under its buttons; then the dark theme (the
// system's setting, which the site follows) at both widths, where axe checks the colours. In every
// view, every shown icon draws its symbol from the icon sprite.
// The views are the same document resized and recoloured, and axe (seconds on a long page) is most
// of each test's time, so it is loaded into the document once. Soft assertions, so a page's report
// lists all of its problems, each named by its view.

/** The policy violations of the visit the page shows, and the console's reports of them since the last call. */
async function expectNoPolicyViolations(page: WalkPage, visit: string): Promise<void> {
  expect.soft(await cspViolations(page), `Content-Security-Policy violations on the ${visit} visit`).toEqual([]);
  expect.soft(page.policyMessages.splice(0), `policy reports in the console on the ${visit} visit`).toEqual([]);
}

// axe four times on a long page on a busy 2-core machine: the default 30 s is too tight.
test.describe.configure({ timeout: 180_000 });

// What the dark theme changes is colour: the rules that read colours (the others read the markup,
// which is the same in both themes and checked in the light views). The colour rules run at both
// widths in both themes: what is shown, and so what is checked and over which background, differs
// with the width (the phone menu's button, the desktop navigation, text laid over other boxes).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const VIEWS = [
  { name: 'phone', width: 390, height: 844, colorScheme: 'light', rules: 'all' },
  { name: 'desktop', width: 1280, height: 800, colorScheme: 'light', rules: 'all' },
  { name: 'desktop, dark theme', width: 1280, height: 800, colorScheme: 'dark', rules: 'colour' },
  { name: 'phone, dark theme', width: 390, height: 844, colorScheme: 'dark', rules: 'colour' },
] as const;
type View = (typeof VIEWS)[number];
/** The visits: the narrowest phone the site is laid out for. */
const SMALL_PHONE = { width: 360, height: 800 };

for (const built of pages) {
  const route = built.notFound ? '/this-page-does-not-exist' : built.route;
  test(`${route}: within its byte budgets and with no policy violation on a first and a returning visit; no sideways scrolling at 360 px; no WCAG 2.2 AA violation at 390 and 1280 px, in the light and the dark theme; one heading scale; hyphenated heading words whole; on a phone the hero picture under its buttons`, async ({
    walkPage: page,
  }) => {
    await forgetVisits(page);
    page.policyMessages.length = 0;
    await page.setViewportSize(SMALL_PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
    const first = await firstPartyTransfer(page, route, 'first');
    await expectNoPolicyViolations(page, 'first');
    // The banner accepted as a visitor would; the page is then loaded again, as the visitor's next
    // visit, and checked with nothing over it (the banner has its own scan, accessibility.spec.ts).
    await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
    await expect.poll(async () => (await storedConsent(page)).choice, 'the choice is stored').toBe('accepted');
    const returning = await firstPartyTransfer(page, route, 'returning');
    await expectNoPolicyViolations(page, 'returning');
    expectWithinBudgets(built.file, first, returning);
    expect.soft(await sidewaysScrolling(page), `sideways scrolling at ${SMALL_PHONE.width} px`).toEqual([]);

    for (const view of VIEWS) {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.emulateMedia({ colorScheme: view.colorScheme });
      await viewSettled(page);
      if (view.rules === 'all') await layoutChecks(page, view);
      expect.soft(await undrawnIcons(page), `icons that draw nothing (a symbol missing from the icon sprite) at ${view.name} width`).toEqual([]);
      const violations = await axeViolations(page, view.rules === 'all' ? { tags: WCAG_TAGS } : { rules: COLOUR_RULES });
      expect.soft(violations, `axe at ${view.name} width`).toEqual([]);
    }
  });
}

async function layoutChecks(page: Page, view: View): Promise<void> {
  const sizes = await headingSizes(page);
  expect.soft(Object.keys(sizes).length, `heading sizes below h1 at ${view.name} width: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(3);
  expect.soft(await splitHyphenatedWords(page), `hyphenated heading words broken at the hyphen at ${view.name} width`).toEqual([]);
  if (view.name === 'phone') expect.soft(await heroPictureProblems(page, view.width), "the hero's product picture on a phone").toEqual([]);
}

// The phone checks above pass on a page without a hero picture or a table: these keep them from passing on none.
const builtWith = (marker: string) => pages.filter((built) => readFileSync(path.join(dist, built.file), 'utf8').includes(marker));
test('the walk covers hero pictures: some built page has a product picture in its hero', () => {
  expect(builtWith('data-hero-aside').length).toBeGreaterThan(0);
});
test('the walk covers article tables: some built page has a Markdown table', () => {
  expect(builtWith('class="md-table"').length).toBeGreaterThan(0);
});
