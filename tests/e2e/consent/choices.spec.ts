import { consentBanner } from '../content.ts';
import { expect, storedConsent, test } from '../fixtures.ts';
import { startupRan } from '../pageStates.ts';
import { banner, consentCalls, preferences, stored } from './dialogs.ts';

// A visitor's choice: how it is stored, what it grants, and what happens when the stored record is
// unknown, unreadable, for an earlier revision of the policy, or changed in another tab.

test('Accept All stores "accepted", grants the four signals and hides the banner; later visits skip the banner code and, in this build without tag ids, load no tag', async ({
  page,
  externalRequests,
}) => {
  const scripts = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
  });
  await page.goto('/');
  await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe('accepted');
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
  const firstVisit = new Set(scripts);

  scripts.clear();
  await page.reload();
  // Its start-up work has run: every script the later visit loads has been asked for.
  await startupRan(page);
  await expect(banner(page)).toBeHidden();
  // The later visit loads a strict subset of the first visit's scripts: the banner's chunk stays away.
  expect([...scripts].filter((s) => !firstVisit.has(s))).toEqual([]);
  expect([...firstVisit].filter((s) => !scripts.has(s)).length).toBeGreaterThan(0);
  expect((await consentCalls(page)).map((c) => c[1])).toEqual(['default', 'update']);
  expect((await consentCalls(page))[1]![2]).toMatchObject({ analytics_storage: 'granted' });

  // The production build (`npm run build` without PUBLIC_* ids): accepting changes the consent
  // signals, but no tag exists to load. The integration build (dist-e2e) is tested in integrations/.
  await test.step('a build without tag ids loads no tag, even after Accept All', async () => {
    const dataLayer = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)));
    expect.soft(dataLayer.map((entry) => `${String(entry[0])} ${String(entry[1])}`)).toEqual(['consent default', 'consent update']);
    expect.soft(await page.evaluate(() => 'fbq' in window)).toBe(false);
    expect.soft(externalRequests.map((url) => new URL(url).hostname)).toEqual([]);
    await expect.soft(page.locator('script[data-tag]')).toHaveCount(0);
  });
});

test('Reject All stores "rejected", denies the signals, and no banner shows on later visits', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: consentBanner.rejectLabel }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe('rejected');
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
  await page.reload();
  await expect(banner(page)).toBeHidden();
});

test.describe('with a stored value the site does not know', () => {
  test.use({ consent: 'maybe' });

  test('an unknown stored value counts as no choice', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // cookieConsent claims no choice while the banner asks.
    expect(await stored(page)).toBeNull();
  });
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
  await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted' });
  expect(errors).toEqual([]);
});

test.describe('with consent accepted for the previous revision of the policy', () => {
  const { revision } = consentBanner;
  test.use({ consent: { choice: 'accepted', revision: revision - 1 } });

  test('a choice made for an earlier revision of the policy asks again', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-consent-revision]')).toHaveAttribute('data-consent-revision', String(revision));
    await expect(banner(page)).toBeVisible();
    expect(await stored(page)).toBeNull();
    expect(await consentCalls(page)).toHaveLength(1);
    await page.getByRole('button', { name: consentBanner.rejectLabel }).click();
    expect((await storedConsent(page)).revision).toBe(String(revision));
  });
});

test('a choice made in another tab hides the banner here and applies at once', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/');
  await second.goto('/pricing');
  await expect(banner(first)).toBeVisible();
  await expect(banner(second)).toBeVisible();
  await banner(first).getByRole('button', { name: consentBanner.acceptLabel }).click();
  await expect(banner(second)).toBeHidden();
  expect((await consentCalls(second)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
  // Withdrawal in the second tab reaches the first.
  await second.getByRole('button', { name: consentBanner.reopenLabel }).click();
  await preferences(second).getByRole('button', { name: consentBanner.rejectLabel }).click();
  await expect.poll(async () => (await consentCalls(first)).at(-1)?.[2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
});
