import { builtRoutes, integrationsDist } from '../builtPages.ts';
import { FORM_MOUNT_ATTRIBUTES } from '../../../pipeline/postbuild/builtPages.ts';
import { cspViolations, expect, forgetVisits, storedConsent, test, watchCspViolations } from '../fixtures.ts';
import { requestsInFlight, requestsSettled } from '../pageStates.ts';
import { chooseConsent, DENIED, dataLayer, fbqCalls, GRANTED, GTAG_HOST, ids, PIXEL_HOST, PROVIDER_HOST, requestsTo, settle } from './helpers.ts';
import { consentBanner } from '../content.ts';
import { INTEGRATIONS_URL } from '../servers.ts';

// The build with example tag ids.
test.use({ baseURL: INTEGRATIONS_URL });

const DEFAULT = ['consent', 'default', { ...DENIED, wait_for_update: 500 }];
const TAGS_CONFIGURED = [
  ['js', 'date'],
  ['config', ids.PUBLIC_GTAG_ID],
  ['config', ids.PUBLIC_GOOGLE_ADS_ID],
];
const PIXEL_LOADED = [
  ['consent', 'revoke'],
  ['init', ids.PUBLIC_META_PIXEL_ID],
  ['consent', 'grant'],
  ['track', 'PageView'],
];
/** The tags' scripts once all are granted: the Google tag (for GA4 and Ads) and the pixel. */
const TAG_SCRIPTS = (ids.PUBLIC_GTAG_ID || ids.PUBLIC_GOOGLE_ADS_ID ? 1 : 0) + (ids.PUBLIC_META_PIXEL_ID ? 1 : 0);

// Every page as a first visit, a few pages to a test: a test per page paid a new browser context for
// every page, and one test for all of them would outgrow its time as articles are added; the groups
// spread over the workers, and a step per page names the page that fails. Before any choice nothing
// third-party loads; then Accept All, and the tags load with no policy violation: the loader a later
// visit runs too (client/tags/index.ts), under the same headers (a page without a form refuses the
// forms provider; formsPolicy.spec.ts has the form pages').
const routes = builtRoutes(integrationsDist);
test('the pages checked before any choice include the contact page, the one with a form', () => {
  expect(routes).toContain('/contact');
});
/** What makes a page one with a form (its laxer policy): the elements that load the forms provider. */
const FORM_MOUNTS = FORM_MOUNT_ATTRIBUTES.map((name) => `[${name}]`).join(', ');
/** Pages per test, and the time each may take: 2–3 s here when the machine is quiet, five times that on a busy one. */
const PAGES_PER_TEST = 5;
const TIME_PER_PAGE_MS = 15_000;
const groups = Array.from({ length: Math.ceil(routes.length / PAGES_PER_TEST) }, (_, i) => routes.slice(i * PAGES_PER_TEST, (i + 1) * PAGES_PER_TEST));
for (const pages of groups) {
  test(`before any choice, no page requests a third-party host (a page with the contact form asks only the forms provider); accepted, its tags load with no policy violation: ${pages.join(', ')}`, async ({
    page,
    externalRequests,
    thirdParty,
  }) => {
    void thirdParty;
    test.setTimeout(pages.length * TIME_PER_PAGE_MS);
    await watchCspViolations(page);
    for (const route of pages) {
      await test.step(route, async () => {
        await forgetVisits(page);
        externalRequests.length = 0;
        const response = await page.goto(route);
        await expect.soft(page.getByRole('dialog', { name: consentBanner.title }), route).toBeVisible();
        await settle(page);
        const made = externalRequests.map((url) => new URL(url).hostname);
        const hasContactForm = (await page.locator('[data-form-mount="contact"]').count()) > 0;
        expect
          .soft(
            made.filter((host) => !(hasContactForm && PROVIDER_HOST.test(host))),
            `third-party requests of ${route}`,
          )
          .toEqual([]);
        expect.soft(await dataLayer(page), route).toEqual([DEFAULT]);
        expect.soft(await page.evaluate(() => 'fbq' in window), route).toBe(false);
        const hasForm = (await page.locator(FORM_MOUNTS).count()) > 0;
        if (!hasForm) expect.soft(response!.headers()['content-security-policy'], route).not.toMatch(/hsforms|hubspot|'unsafe-inline'/);

        const inflight = requestsInFlight(page);
        await chooseConsent(page, 'accept');
        const tags = page.locator('script[data-tag]');
        await expect(tags, `${route}: the tags, once accepted`).toHaveCount(TAG_SCRIPTS);
        // Each tag requested (or refused), so no request of this page is still to come when the next
        // page's are counted; then every request has ended.
        const sources = await tags.evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
        await expect
          .poll(async () => {
            const refused = (await cspViolations(page)).join('\n');
            return sources.filter((src) => !externalRequests.includes(src) && !refused.includes(src));
          }, `${route}: the tags not yet requested`)
          .toEqual([]);
        await requestsSettled(page, inflight, route);
        expect.soft(await cspViolations(page), `${route}: policy violations once accepted`).toEqual([]);
      });
    }
  });
}

// One visitor through the accepted states: Accept All, a later visit, then withdrawal from the footer.
test('Accept All grants all four signals and loads each tag once; a later visit loads them again; withdrawing from the footer stops them', async ({ page, context, externalRequests, thirdParty }) => {
  void thirdParty;
  await test.step('Accept All grants all four signals before the tags are configured, loads each tag once, and grants the pixel', async () => {
    await page.goto('/');
    await chooseConsent(page, 'accept');
    await expect.poll(() => requestsTo(externalRequests, GTAG_HOST).length).toBe(1);
    await expect.poll(() => requestsTo(externalRequests, PIXEL_HOST).length).toBe(1);
    expect(requestsTo(externalRequests, GTAG_HOST)).toEqual([`https://${GTAG_HOST}/gtag/js?id=${ids.PUBLIC_GTAG_ID}`]);
    expect(await dataLayer(page)).toEqual([DEFAULT, ['consent', 'update', GRANTED], ...TAGS_CONFIGURED]);
    await expect.poll(() => fbqCalls(page)).toEqual(PIXEL_LOADED);
    expect((await storedConsent(page)).choice).toBe('accepted');
    // Async, never render-blocking.
    expect(await page.locator('script[data-tag]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).async))).toEqual([true, true]);
    await settle(page);
    expect(requestsTo(externalRequests, GTAG_HOST)).toHaveLength(1);
    expect(requestsTo(externalRequests, PIXEL_HOST)).toHaveLength(1);
  });

  await test.step('a later visit with consent accepted shows no banner and loads the tags again, the update before any config', async () => {
    await page.reload();
    await settle(page);
    await expect(page.getByRole('dialog', { name: consentBanner.title })).toHaveCount(0);
    await expect.poll(() => requestsTo(externalRequests, GTAG_HOST).length).toBe(2);
    await expect.poll(() => requestsTo(externalRequests, PIXEL_HOST).length).toBe(2);
    expect(await dataLayer(page)).toEqual([DEFAULT, ['consent', 'update', GRANTED], ...TAGS_CONFIGURED]);
    await expect.poll(() => fbqCalls(page)).toEqual(PIXEL_LOADED);
  });

  await test.step('withdrawing consent from the footer denies, revokes, clears the tag cookies, and stops the tags on later visits', async () => {
    await expect.poll(async () => (await context.cookies()).map((c) => c.name).sort()).toEqual(['_fbp', '_ga']);
    await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
    await chooseConsent(page, 'reject', 'preferences');
    expect((await dataLayer(page)).at(-1)).toEqual(['consent', 'update', DENIED]);
    expect((await fbqCalls(page)).at(-1)).toEqual(['consent', 'revoke']);
    expect((await storedConsent(page)).choice).toBe('rejected');
    expect((await context.cookies()).map((c) => c.name)).toEqual([]);

    const before = externalRequests.length;
    await page.reload();
    await settle(page);
    expect(await dataLayer(page)).toEqual([DEFAULT, ['consent', 'update', DENIED]]);
    expect(externalRequests.slice(before), 'requests after withdrawal').toEqual([]);
  });
});

test('Reject All denies all four signals, revokes the pixel, and no tag loads on this page or after reload', async ({ page, externalRequests, thirdParty }) => {
  void thirdParty;
  await page.goto('/');
  await chooseConsent(page, 'reject');
  expect(await dataLayer(page)).toEqual([DEFAULT, ['consent', 'update', DENIED]]);
  expect(await fbqCalls(page)).toEqual([['consent', 'revoke']]);
  expect((await storedConsent(page)).choice).toBe('rejected');
  await settle(page);
  expect(requestsTo(externalRequests, GTAG_HOST)).toEqual([]);
  expect(requestsTo(externalRequests, PIXEL_HOST)).toEqual([]);

  await page.reload();
  await settle(page);
  await expect(page.getByRole('dialog', { name: consentBanner.title })).toHaveCount(0);
  expect(await dataLayer(page)).toEqual([DEFAULT, ['consent', 'update', DENIED]]);
  expect(await fbqCalls(page)).toEqual([]);
  expect(externalRequests).toEqual([]);
});

test('withdrawal in one tab applies in every open tab: the other tab denies, revokes the pixel, and every tag cookie goes (_gac_* included)', async ({ context, externalRequests, thirdParty }) => {
  void thirdParty;
  void externalRequests;
  const [first, second] = [await context.newPage(), await context.newPage()];
  await first.goto('/');
  await chooseConsent(first, 'accept');
  await second.goto('/pricing');
  await expect.poll(() => fbqCalls(second)).toEqual(PIXEL_LOADED);
  // Cookies the tags set on later hits (campaign and conversion-linker cookies), on the site's host.
  await second.evaluate(() => {
    for (const name of ['_gac_UA-123456-1', '_gac_gb_G-TEST', '_gcl_aw', '_gcl_au', '_gid', '_fbc']) document.cookie = `${name}=1; path=/; SameSite=Lax`;
  });

  await first.getByRole('button', { name: consentBanner.reopenLabel }).click();
  await chooseConsent(first, 'reject', 'preferences');
  // The other tab hears the change through the storage event and stops its own tags.
  await expect.poll(async () => (await dataLayer(second)).at(-1)).toEqual(['consent', 'update', DENIED]);
  await expect.poll(async () => (await fbqCalls(second)).at(-1)).toEqual(['consent', 'revoke']);
  expect((await context.cookies()).map((c) => c.name)).toEqual([]);
});

test('analytics only: the Google tag loads for GA4 alone, no Ads config, no pixel; advertising signals stay denied', async ({ page, externalRequests, thirdParty }) => {
  void thirdParty;
  await page.goto('/');
  const preferences = page.getByRole('dialog', { name: consentBanner.preferencesTitle });
  const save = preferences.getByRole('button', { name: consentBanner.saveLabel });
  await page.getByRole('dialog', { name: consentBanner.title }).getByRole('button', { name: consentBanner.manageLabel }).click();
  await preferences.getByRole('switch', { name: consentBanner.categories.analytics.label }).check();
  await save.click();
  await expect.poll(() => requestsTo(externalRequests, GTAG_HOST).length).toBe(1);
  await settle(page);
  const ANALYTICS_ONLY = { ...DENIED, analytics_storage: 'granted' };
  expect(await dataLayer(page)).toEqual([DEFAULT, ['consent', 'update', ANALYTICS_ONLY], ['js', 'date'], ['config', ids.PUBLIC_GTAG_ID]]);
  expect(requestsTo(externalRequests, PIXEL_HOST)).toEqual([]);
  expect(await fbqCalls(page)).toEqual([['consent', 'revoke']]);

  // Granting advertising later on the same page configures Ads and loads the pixel, once each.
  await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
  await preferences.getByRole('switch', { name: consentBanner.categories.advertising.label }).check();
  await save.click();
  await expect.poll(() => requestsTo(externalRequests, PIXEL_HOST).length).toBe(1);
  expect((await dataLayer(page)).slice(-2)).toEqual([
    ['consent', 'update', GRANTED],
    ['config', ids.PUBLIC_GOOGLE_ADS_ID],
  ]);
  expect(requestsTo(externalRequests, GTAG_HOST)).toHaveLength(1);
  expect((await storedConsent(page)).choice).toBe('accepted');
});
