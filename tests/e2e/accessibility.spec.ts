import { expect, test } from './fixtures.ts';
import { axeViolations, viewSettled } from './axe.ts';
import { consentBanner } from './content.ts';

// Every page is scanned with axe at two widths in every-page.spec.ts (once the banner has been
// answered, so that it does not cover the page); the banner itself is scanned here. One visit per page and
// state: the scans of one visit are steps, each named in the report.

test('axe: the consent banner (light and dark theme) and the preferences, open, have no violations', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('dialog', { name: consentBanner.title });
  await expect(banner.getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await test.step(`the banner (${colorScheme} theme)`, async () => {
      await page.emulateMedia({ colorScheme });
      await viewSettled(page);
      expect.soft(await axeViolations(page, { include: ['#cc-main'] }), `the banner (${colorScheme} theme)`).toEqual([]);
    });
  }

  await test.step('the preferences, open (light theme)', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await banner.getByRole('button', { name: consentBanner.manageLabel }).click();
    const preferences = page.getByRole('dialog', { name: consentBanner.preferencesTitle });
    await expect(preferences.getByRole('button', { name: consentBanner.saveLabel })).toBeVisible();
    // Expanded sections show each category's description too.
    for (const category of ['necessary', 'analytics', 'advertising'] as const) {
      await preferences.getByRole('button', { name: consentBanner.categories[category].label }).click();
    }
    await expect(preferences.getByText(consentBanner.categories.advertising.description)).toBeVisible();
    await viewSettled(page);
    expect.soft(await axeViolations(page, { include: ['#cc-main'] }), 'the preferences').toEqual([]);
  });
});

// The widgets every-page.spec.ts sees closed, open in the dark theme: the header's dropdown, the phone
// menu, and the newsletter dialog with its fallback (no forms provider in these tests).
test.describe('the dark theme', () => {
  test.use({ consent: 'rejected', colorScheme: 'dark' });

  test('axe: an open header dropdown (1280 px) and the open phone menu (390 px) have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await test.step('an open header dropdown', async () => {
      const trigger = page.locator('[data-dropdown-trigger]').first();
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await viewSettled(page);
      expect.soft(await axeViolations(page, { include: ['[data-desktop-nav]'] }), 'the open dropdown').toEqual([]);
      // Closed again, so that the phone's view is the page as loaded.
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the open phone menu', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('[data-menu-toggle]').click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await viewSettled(page);
      expect.soft(await axeViolations(page, { include: ['#mobile-menu'] }), 'the open phone menu').toEqual([]);
    });
  });

  test('axe: the newsletter dialog and its fallback have no violations', async ({ page }) => {
    await page.goto('/resources/newsletter');
    await page.locator('main [data-newsletter-open]').first().click();
    const dialog = page.locator('[data-newsletter-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-form-fallback]')).toBeVisible();
    await viewSettled(page);
    expect(await axeViolations(page, { include: ['[data-newsletter-dialog]'] })).toEqual([]);
  });
});
