import AxeBuilder from '@axe-core/playwright';
import { builtRoutes } from './builtPages.ts';
import { expect, test } from './fixtures.ts';

// axe on a long page takes a while on a busy 2-core machine; the default 30 s is too tight.
test.describe.configure({ timeout: 120_000 });

const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

test.describe('every page', () => {
  // Consent chosen up front so that axe scans the page itself; the banner has its own scan.
  test.use({ consent: 'rejected' });

  for (const route of [...builtRoutes(), '/this-page-does-not-exist']) {
    for (const viewport of widths) {
      test(`axe: ${route} at ${viewport.name} width has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(route);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
});

test('axe: the consent banner has no violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#consent-banner').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
