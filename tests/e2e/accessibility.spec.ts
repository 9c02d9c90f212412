import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { consentBanner } from './content.ts';

// Every page is scanned with axe at two widths in every-page.spec.ts (with a consent choice stored,
// so that the banner does not cover it); the banner itself is scanned here.

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe: the consent banner has no violations (${colorScheme} theme)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: consentBanner.title }).getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#cc-main').withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}

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

// The widgets every-page.spec.ts sees closed, open in the dark theme: the header's dropdown, the phone
// menu, and the newsletter dialog with its fallback (no forms provider in these tests).
test.describe('the dark theme', () => {
  test.use({ consent: 'rejected', colorScheme: 'dark' });

  test('axe: an open header dropdown has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const trigger = page.locator('[data-dropdown-trigger]').first();
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const results = await new AxeBuilder({ page }).include('[data-desktop-nav]').withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('axe: the open phone menu has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('[data-menu-toggle]').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#mobile-menu').withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test('axe: the newsletter dialog and its fallback have no violations', async ({ page }) => {
    await page.goto('/resources/newsletter');
    await page.locator('main [data-newsletter-open]').first().click();
    const dialog = page.locator('[data-newsletter-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-form-fallback]')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('[data-newsletter-dialog]').withTags(WCAG).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
