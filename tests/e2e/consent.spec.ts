import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('dialog', { name: 'We value your privacy' });
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));
const consentCalls = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === 'consent'));

test('first visit: the banner offers Accept All and Reject All with equal weight; defaults are denied', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const accept = page.getByRole('button', { name: 'Accept All' });
  const reject = page.getByRole('button', { name: 'Reject All' });
  await expect(accept).toBeVisible();
  await expect(reject).toBeVisible();
  const [a, r] = await Promise.all([accept.evaluate((e) => getComputedStyle(e).backgroundColor), reject.evaluate((e) => getComputedStyle(e).backgroundColor)]);
  expect(a).toBe(r);
  expect(await consentCalls(page)).toEqual([
    ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }],
  ]);
  // The page stays usable behind the banner.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test('Accept All stores "accepted", grants the four signals and hides the banner; later visits skip the banner code', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe('accepted');
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
  const firstVisit = new Set(scripts);

  scripts.clear();
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toBeHidden();
  // The later visit loads a strict subset of the first visit's scripts: the banner's chunk stays away.
  expect([...scripts].filter((s) => !firstVisit.has(s))).toEqual([]);
  expect([...firstVisit].filter((s) => !scripts.has(s)).length).toBeGreaterThan(0);
  expect((await consentCalls(page)).map((c) => c[1])).toEqual(['default', 'update']);
  expect((await consentCalls(page))[1]![2]).toMatchObject({ analytics_storage: 'granted' });
});

test('Reject All stores "rejected", denies the signals, and no banner shows on later visits', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe('rejected');
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
  await page.reload();
  await expect(banner(page)).toBeHidden();
});

test('"Cookie settings" in the footer reopens the choice and a change applies at once', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cookieConsent', 'accepted');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(banner(page)).toBeHidden();
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Reject All' }).click();
  expect(await stored(page)).toBe('rejected');
  expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ ad_storage: 'denied' });
});

test('an unknown stored value counts as no choice', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'maybe'));
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
});

test('storage that throws does not break the page; the choice holds for the page', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted' });
  expect(errors).toEqual([]);
});
