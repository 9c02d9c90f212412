import { afterLoadTasks, expect, test } from './fixtures.ts';
import { consentBanner } from './content.ts';

// The production build (`npm run build` without PUBLIC_* ids): accepting changes the consent
// signals, but no tag exists to load. The integration build (dist-e2e) is tested in integrations/.
test('a build without tag ids loads no tag, even after Accept All', async ({ page, externalRequests }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: consentBanner.title });
  await dialog.getByRole('button', { name: consentBanner.acceptLabel }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await afterLoadTasks(page);
  const dataLayer = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
  expect(dataLayer.map((entry) => `${String(entry[0])} ${String(entry[1])}`)).toEqual(['consent default', 'consent update']);
  expect(await page.evaluate(() => 'fbq' in window)).toBe(false);
  expect(externalRequests.map((url) => new URL(url).hostname)).toEqual([]);
  await expect(page.locator('script[data-tag]')).toHaveCount(0);
});
