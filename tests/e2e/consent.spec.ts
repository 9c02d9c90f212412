import path from 'node:path';
import type { Page } from '@playwright/test';
import navigation from '#content/navigation';
import { routes } from '../../lib/routes.ts';
import { consentBanner } from './content.ts';
import { expect, presetConsent, storedConsent, test } from './fixtures.ts';
import { afterNextFrames, requestsInFlight, requestsSettled, startupRan } from './pageStates.ts';

const banner = (page: Page) => page.getByRole('dialog', { name: consentBanner.title });
const preferences = (page: Page) => page.getByRole('dialog', { name: consentBanner.preferencesTitle });
const switchOf = (page: Page, category: 'necessary' | 'analytics' | 'advertising') => preferences(page).getByRole('switch', { name: consentBanner.categories[category].label });
const stored = async (page: Page) => (await storedConsent(page)).choice;
const consentCalls = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === 'consent'));

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

/** The first-party scripts and stylesheets the page has fetched, with when each was requested (ms since navigation). */
const fetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((r) => /\.(m?js|css)$/.test(new URL(r.name).pathname))
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
  );
/** The kinds of file among `paths` (`.css`, `.js`), each once. */
const kinds = (paths: string[]) => [...new Set(paths.map((p) => path.extname(p)))].sort();
const libraryRan = (page: Page) => page.evaluate(() => (window as unknown as { _ccRun?: boolean })._ccRun === true);
/** Loads `route` and resolves once its start-up work has run and every request it made has finished (its resource entries are in). */
async function loadSettled(page: Page, route: string): Promise<void> {
  const inflight = requestsInFlight(page);
  await page.goto(route, { waitUntil: 'load' });
  await startupRan(page);
  await requestsSettled(page, inflight);
}

test.describe('the consent library loads only where it is needed', () => {
  test('a first visit imports it after the page is shown (first paint and load event); a returning visit loads none of it', async ({ browser }) => {
    const first = await browser.newPage();
    await first.goto('/');
    await expect(banner(first)).toBeVisible();
    const shownAt = await first.evaluate(() =>
      Math.max(performance.getEntriesByName('first-contentful-paint')[0]!.startTime, (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd),
    );
    const firstFiles = await fetched(first);
    await first.close();

    const returning = await browser.newPage();
    await presetConsent(returning, 'rejected');
    await loadSettled(returning, '/');
    const returningFiles = new Set((await fetched(returning)).map((f) => f.path));
    expect(await libraryRan(returning)).toBe(false);
    await expect(returning.locator('#cc-main')).toHaveCount(0);
    await returning.close();

    // The library is what only the first visit fetched: its scripts and its stylesheet, all requested once the page was shown.
    const library = firstFiles.filter((f) => !returningFiles.has(f.path));
    expect(kinds(library.map((f) => f.path))).toEqual(['.css', '.js']);
    for (const file of library) expect(file.start, file.path).toBeGreaterThanOrEqual(shownAt);
  });

  test.describe('for a returning visitor', () => {
    test.use({ consent: 'accepted' });

    // One visit: the library loads on "Cookie settings", then two changes of the choice apply at once.
    test('"Cookie settings" loads the library and opens the preferences on the stored choice; withdrawing a category applies at once and deletes its tag cookies', async ({ page, context }) => {
      await loadSettled(page, '/');
      const url = page.url();
      const tagCookies = ['_ga', '_ga_ABC123', '_gid', '_gcl_au', '_gcl_aw', '_fbp', '_fbc'];
      await context.addCookies([...tagCookies, 'site_note'].map((name) => ({ name, value: '1', url })));
      const names = async () => (await context.cookies()).map((c) => c.name).sort();

      await test.step('"Cookie settings" in the footer loads the library and reopens the choice on the preferences, on the stored choice', async () => {
        const before = new Set((await fetched(page)).map((f) => f.path));
        expect(await libraryRan(page)).toBe(false);
        await expect(banner(page)).toHaveCount(0);
        await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
        await expect(preferences(page)).toBeVisible();
        await expect(banner(page)).toHaveCount(0);
        await expect(switchOf(page, 'analytics')).toBeChecked();
        await expect(switchOf(page, 'advertising')).toBeChecked();
        const loaded = (await fetched(page)).filter((f) => !before.has(f.path)).map((f) => f.path);
        expect(kinds(loaded)).toEqual(['.css', '.js']);
        expect(await libraryRan(page)).toBe(true);
      });

      await test.step("withdrawing a category deletes its tag cookies (the library's autoClear: this build has no tag code)", async () => {
        await switchOf(page, 'analytics').uncheck();
        await preferences(page).getByRole('button', { name: consentBanner.saveLabel }).click();
        await expect(preferences(page)).toBeHidden();
        expect(await names()).toEqual(['_fbc', '_fbp', '_gcl_au', '_gcl_aw', 'site_note']);
      });

      await test.step('Reject All in the reopened preferences applies at once: stored, signals denied, every tag cookie deleted', async () => {
        await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
        await preferences(page).getByRole('button', { name: consentBanner.rejectLabel }).click();
        await expect(preferences(page)).toBeHidden();
        expect(await names()).toEqual(['site_note']);
        expect(await stored(page)).toBe('rejected');
        expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ ad_storage: 'denied' });
      });
    });
  });

  test("production hides the dialogs from crawlers (the library's hideFromBots): nothing is shown and nothing loads", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => (window as unknown as { _ccRun?: boolean })._ccRun === true);
    // The library marks its run first; a run that goes on to draw its dialogs has drawn them a task later
    // (its copy is inline: no load in between). A crawler's run stops at that mark.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await expect(page.locator('#cc-main')).toHaveCount(0);
    expect(await storedConsent(page)).toEqual({ choice: null, categories: null, revision: null });
    expect((await consentCalls(page)).map((c) => c[1])).toEqual(['default']);
    await context.close();
  });
});

// One visitor's first visit: the banner on three pages (no layout shift), its buttons, then a mixed choice.
test('first visit: the banner moves nothing, offers Accept All and Reject All with equal weight and a quieter Manage preferences; defaults are denied; a mixed choice is stored as "custom"', async ({
  page,
}) => {
  // The shifts from the moment the library adds its markup: one while the page is still being parsed
  // (a partly parsed header drawn early on a busy machine) belongs to the page's load, not the banner.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    let bannerSince = Infinity;
    new MutationObserver((_records, observer) => {
      if (!document.getElementById('cc-main')) return;
      bannerSince = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        if (e.startTime >= bannerSince) w.shifts.push((e as unknown as { value: number }).value);
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  const noLayoutShift = async (route: string) => {
    await expect(banner(page).getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
    await afterNextFrames(page);
    expect.soft(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), route).toEqual([]);
  };
  const dialog = banner(page);
  await page.goto('/');
  await test.step('nothing on / moves when the banner appears (no layout shift)', () => noLayoutShift('/'));

  await test.step('the banner offers Accept All and Reject All with equal weight; defaults are denied', async () => {
    await expect(dialog).toBeVisible();
    const accept = page.getByRole('button', { name: consentBanner.acceptLabel });
    const reject = page.getByRole('button', { name: consentBanner.rejectLabel });
    await expect.soft(accept).toBeVisible();
    await expect.soft(reject).toBeVisible();
    const [a, r] = await Promise.all([accept.evaluate((e) => getComputedStyle(e).backgroundColor), reject.evaluate((e) => getComputedStyle(e).backgroundColor)]);
    expect.soft(a).toBe(r);
    expect
      .soft(await consentCalls(page))
      .toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }]]);
  });

  await test.step('Manage preferences is quieter than Accept and Reject, at the same size', async () => {
    const styleOf = (name: string) =>
      dialog.getByRole('button', { name }).evaluate((e) => {
        const s = getComputedStyle(e);
        return { colors: `${s.backgroundColor} ${s.color}`, size: `${s.fontSize} ${s.fontWeight}` };
      });
    for (const name of [consentBanner.acceptLabel, consentBanner.rejectLabel, consentBanner.manageLabel]) await expect.soft(dialog.getByRole('button', { name })).toBeVisible();
    const accept = await styleOf(consentBanner.acceptLabel);
    expect.soft(await styleOf(consentBanner.rejectLabel)).toEqual(accept);
    const manage = await styleOf(consentBanner.manageLabel);
    expect.soft(manage.colors).not.toBe(accept.colors);
    expect.soft(manage.size).toBe(accept.size);
  });

  await test.step('the page stays usable behind the banner', async () => {
    const privacy = navigation.footer.legal.find((link) => link.href === routes.privacy)!;
    await page.getByRole('contentinfo').getByRole('link', { name: privacy.name }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.privacy}$`));
  });

  for (const route of ['/pricing', '/contact']) {
    await page.goto(route);
    await test.step(`nothing on ${route} moves when the banner appears (no layout shift)`, () => noLayoutShift(route));
  }

  await test.step('Manage preferences: one switch per category; a mixed choice is stored as "custom" and applied on a later visit', async () => {
    await page.goto('/');
    await dialog.getByRole('button', { name: consentBanner.manageLabel }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(switchOf(page, 'analytics')).not.toBeChecked();
    await expect(switchOf(page, 'advertising')).not.toBeChecked();
    await expect(switchOf(page, 'necessary')).toBeChecked();
    await expect(switchOf(page, 'necessary')).toBeDisabled();
    await switchOf(page, 'advertising').check();
    await preferences(page).getByRole('button', { name: consentBanner.saveLabel }).click();
    await expect(preferences(page)).toBeHidden();
    await expect(dialog).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ choice: 'custom', categories: 'advertising' });
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' }]);

    // A later visit applies the mixed choice without asking; Cookie settings shows it in the switches.
    await page.reload();
    await expect(dialog).toHaveCount(0);
    expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'denied' });
    await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
    await expect(switchOf(page, 'advertising')).toBeChecked();
    await expect(switchOf(page, 'analytics')).not.toBeChecked();
  });
});
