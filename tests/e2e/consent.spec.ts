import type { Page } from '@playwright/test';
import { consentBanner } from './content.ts';
import { expect, storedConsent, test } from './fixtures.ts';

/** The consent banner's labels and policy revision, as content/site.yaml states them. */
const consentLabels = consentBanner;

const banner = (page: Page) => page.getByRole('dialog', { name: consentBanner.title });
const preferences = (page: Page) => page.getByRole('dialog', { name: consentBanner.preferencesTitle });
const switchOf = (page: Page, category: 'necessary' | 'analytics' | 'advertising') => preferences(page).getByRole('switch', { name: consentBanner.categories[category].label });
const stored = async (page: Page) => (await storedConsent(page)).choice;
const consentCalls = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === 'consent'));

test('first visit: the banner offers Accept All and Reject All with equal weight; defaults are denied', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const accept = page.getByRole('button', { name: consentLabels.acceptLabel });
  const reject = page.getByRole('button', { name: consentLabels.rejectLabel });
  await expect(accept).toBeVisible();
  await expect(reject).toBeVisible();
  const [a, r] = await Promise.all([accept.evaluate((e) => getComputedStyle(e).backgroundColor), reject.evaluate((e) => getComputedStyle(e).backgroundColor)]);
  expect(a).toBe(r);
  expect(await consentCalls(page)).toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }]]);
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
  await page.getByRole('button', { name: consentLabels.acceptLabel }).click();
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
  await page.getByRole('button', { name: consentLabels.rejectLabel }).click();
  await expect(banner(page)).toBeHidden();
  expect(await stored(page)).toBe('rejected');
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]);
  await page.reload();
  await expect(banner(page)).toBeHidden();
});

test.describe('with consent accepted on an earlier visit', () => {
  test.use({ consent: 'accepted' });

  test('"Cookie settings" in the footer reopens the choice on the preferences and a change applies at once', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: consentLabels.reopenLabel }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(switchOf(page, 'analytics')).toBeChecked();
    await preferences(page).getByRole('button', { name: consentLabels.rejectLabel }).click();
    await expect(preferences(page)).toBeHidden();
    expect(await stored(page)).toBe('rejected');
    expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ ad_storage: 'denied' });
  });
});

test.describe('with a stored value the site does not know', () => {
  test.use({ consent: 'maybe' });

  test('an unknown stored value counts as no choice', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
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
  await page.getByRole('button', { name: consentLabels.acceptLabel }).click();
  await expect(banner(page)).toBeHidden();
  expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ analytics_storage: 'granted' });
  expect(errors).toEqual([]);
});

test('Manage preferences: quieter than Accept and Reject; one switch per category; a mixed choice is stored as "custom"', async ({ page }) => {
  await page.goto('/');
  const dialog = banner(page);
  const buttons = [consentLabels.acceptLabel, consentLabels.rejectLabel, consentLabels.manageLabel].map((name) => dialog.getByRole('button', { name }));
  const styleOf = (name: string) =>
    dialog.getByRole('button', { name }).evaluate((e) => {
      const s = getComputedStyle(e);
      return { colors: `${s.backgroundColor} ${s.color}`, size: `${s.fontSize} ${s.fontWeight}` };
    });
  for (const button of buttons) await expect(button).toBeVisible();
  const accept = await styleOf(consentLabels.acceptLabel);
  expect(await styleOf(consentLabels.rejectLabel)).toEqual(accept);
  const manage = await styleOf(consentLabels.manageLabel);
  expect(manage.colors).not.toBe(accept.colors);
  expect(manage.size).toBe(accept.size);

  await dialog.getByRole('button', { name: consentLabels.manageLabel }).click();
  await expect(preferences(page)).toBeVisible();
  await expect(switchOf(page, 'analytics')).not.toBeChecked();
  await expect(switchOf(page, 'advertising')).not.toBeChecked();
  await expect(switchOf(page, 'necessary')).toBeChecked();
  await expect(switchOf(page, 'necessary')).toBeDisabled();
  await switchOf(page, 'advertising').check();
  await preferences(page).getByRole('button', { name: consentLabels.saveLabel }).click();
  await expect(preferences(page)).toBeHidden();
  await expect(dialog).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ choice: 'custom', categories: 'advertising' });
  expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' }]);

  // A later visit applies the mixed choice without asking; Cookie settings shows it in the switches.
  await page.reload();
  await expect(dialog).toHaveCount(0);
  expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'denied' });
  await page.getByRole('button', { name: consentLabels.reopenLabel }).click();
  await expect(switchOf(page, 'advertising')).toBeChecked();
  await expect(switchOf(page, 'analytics')).not.toBeChecked();
});

test.describe('with consent accepted for the previous revision of the policy', () => {
  const { revision } = consentLabels;
  test.use({ consent: { choice: 'accepted', revision: revision - 1 } });

  test('a choice made for an earlier revision of the policy asks again', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-consent-revision]')).toHaveAttribute('data-consent-revision', String(revision));
    await expect(banner(page)).toBeVisible();
    expect(await consentCalls(page)).toHaveLength(1);
    await page.getByRole('button', { name: consentLabels.rejectLabel }).click();
    expect((await storedConsent(page)).revision).toBe(String(revision));
  });
});

test('a choice made in another tab hides the banner here and applies at once', async ({ context }) => {
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/');
  await second.goto('/pricing');
  await expect(banner(first)).toBeVisible();
  await expect(banner(second)).toBeVisible();
  await banner(first).getByRole('button', { name: consentLabels.acceptLabel }).click();
  await expect(banner(second)).toBeHidden();
  expect((await consentCalls(second)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }]);
  // Withdrawal in the second tab reaches the first.
  await second.getByRole('button', { name: consentLabels.reopenLabel }).click();
  await preferences(second).getByRole('button', { name: consentLabels.rejectLabel }).click();
  await expect.poll(async () => (await consentCalls(first)).at(-1)?.[2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
});
