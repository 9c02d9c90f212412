import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { consentBanner } from './content.ts';

// Every page is scanned with axe at two widths in every-page.spec.ts (with a consent choice stored,
// so that the banner does not cover it); the banner itself is scanned here.

test('axe: the consent banner has no violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#consent-banner').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
