import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { builtHtmlPath, builtRoutes } from './builtPages.ts';
import { expect, test } from './fixtures.ts';
import { headingSizes, heroPictureProblems, splitHyphenatedWords, undrawnIcons } from './pageChecks.ts';

// Every built page (and the 404 page), once per width, with every check of a rendered page that all
// pages must pass: axe's WCAG 2.2 AA rules, one heading scale, hyphenated heading words kept whole,
// and on a phone the hero's product picture under its buttons; then once more in the dark theme (the
// system's setting, which the site follows), where axe checks the dark colours. One visit per page and width: axe is
// the slow part of each (seconds on a long page), and the other checks read the same rendering.
// Every shown icon draws its symbol from the icon sprite, in both themes.
// Soft assertions, so a page's report lists all of its problems.

// axe on a long page takes a while on a busy 2-core machine; the default 30 s is too tight.
test.describe.configure({ timeout: 120_000 });

const WIDTHS = [
  { name: 'phone', width: 390, height: 844, phone: true, colorScheme: 'light' },
  { name: 'desktop', width: 1280, height: 800, phone: false, colorScheme: 'light' },
  // The dark theme: axe only (the layout checks above do not depend on the colours).
  { name: 'desktop, dark theme,', width: 1280, height: 800, phone: false, colorScheme: 'dark' },
] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const routes = builtRoutes();

// Consent chosen up front so that the banner does not cover the page; the banner has its own scan
// (accessibility.spec.ts).
test.use({ consent: 'rejected' });

for (const route of [...routes, '/this-page-does-not-exist']) {
  for (const viewport of WIDTHS) {
    const dark = viewport.colorScheme === 'dark';
    const checks = dark
      ? 'no WCAG 2.2 AA violation'
      : `no WCAG 2.2 AA violation, at most three heading sizes below h1, hyphenated heading words whole${viewport.phone ? ', the hero picture under its buttons' : ''}`;
    test(`${route} at ${viewport.name} width: ${checks}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.emulateMedia({ colorScheme: viewport.colorScheme });
      await page.goto(route);

      if (!dark) await layoutChecks();
      expect.soft(await undrawnIcons(page), 'icons that draw nothing (a symbol missing from the icon sprite)').toEqual([]);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect.soft(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      async function layoutChecks(): Promise<void> {
        const sizes = await headingSizes(page);
        expect.soft(Object.keys(sizes).length, `heading sizes below h1: ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(3);
        expect.soft(await splitHyphenatedWords(page), 'hyphenated heading words broken at the hyphen').toEqual([]);
        if (viewport.phone) expect.soft(await heroPictureProblems(page, viewport.width), "the hero's product picture").toEqual([]);
      }
    });
  }
}

test('the walk covers hero pictures: some built page has a product picture in its hero', () => {
  // The phone check above passes on a page without a picture; this keeps it from passing on none.
  const withPicture = routes.filter((route) => readFileSync(builtHtmlPath(route), 'utf8').includes('data-hero-aside'));
  expect(withPicture.length).toBeGreaterThan(0);
});
