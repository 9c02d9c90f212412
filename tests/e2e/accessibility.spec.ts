import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { consentBanner } from './content.ts';

// Every page is scanned with axe at two widths in every-page.spec.ts (with a consent choice stored,
// so that the banner does not cover it); the banner itself is scanned here.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

test('axe: the consent banner has no violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: consentBanner.title }).getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#cc-main').withTags(WCAG).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('axe: the preferences, open, have no violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('dialog', { name: consentBanner.title }).getByRole('button', { name: consentBanner.manageLabel }).click();
  const preferences = page.getByRole('dialog', { name: consentBanner.preferencesTitle });
  await expect(preferences.getByRole('button', { name: consentBanner.saveLabel })).toBeVisible();
  // Expanded sections show each category's description too.
  for (const category of ['necessary', 'analytics', 'advertising'] as const) {
    await preferences.getByRole('button', { name: consentBanner.categories[category].label }).click();
  }
  await expect(preferences.getByText(consentBanner.categories.advertising.description)).toBeVisible();
  const results = await new AxeBuilder({ page }).include('#cc-main').withTags(WCAG).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
