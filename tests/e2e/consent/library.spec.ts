import path from 'node:path';
import type { Page } from '@playwright/test';
import { consentBanner } from '../content.ts';
import { expect, presetConsent, storedConsent, test } from '../fixtures.ts';
import { requestsInFlight, requestsSettled, startupRan } from '../pageStates.ts';
import { banner, consentCalls, preferences, stored, switchOf } from './dialogs.ts';

// The consent library loads only where it is needed: after a first visit's page is shown, on
// "Cookie settings", and never for a crawler.

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
