import type { BrowserContext, Route } from '@playwright/test';
import { consentBanner } from '../content.ts';
import { cspViolations, expect, presetConsent, test, watchCspViolations } from '../fixtures.ts';
import { requestsInFlight, requestsSettled } from '../pageStates.ts';
import { nginxForThisFile } from './nginxServer.ts';

// A visit in the browser under the policy nginx sends.
const nginx = nginxForThisFile();

/** Third-party hosts answer with harmless stubs of the right type, so the tags' own requests happen. */
async function stubThirdParties(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  const gif = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route: Route) => {
      const request = route.request();
      requested.push(request.url());
      const type = request.resourceType();
      if (type === 'script') await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* stub */' });
      else if (type === 'image') await route.fulfill({ status: 200, contentType: 'image/gif', body: gif });
      else if (type === 'document') await route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>stub</title>' });
      else await route.fulfill({ status: 204, body: '' });
    },
  );
  return requested;
}

// Every page's first and returning visits are walked in Chromium without a policy violation in
// every-page.spec.ts, under the same headers (the first test above holds nginx's to the build's
// policy, page by page, and serve.spec.ts the local server's); here the browser checks what only a
// visit does: the banner's choices, the preferences, and an injected script refused.
test('a first visit under the policy: the consent library loads, Accept All and the preferences work without a violation', async ({ browser }) => {
  const context = await browser.newContext();
  await stubThirdParties(context);
  await watchCspViolations(context);
  const page = await context.newPage();
  const inflight = requestsInFlight(page);
  await page.goto(`${nginx.origin}/`);
  await page.getByRole('button', { name: consentBanner.acceptLabel }).click();
  await expect(page.getByRole('button', { name: consentBanner.acceptLabel })).toBeHidden();
  // The preferences too: the library's markup, icons and stylesheet under the same policy.
  await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
  await expect(page.getByRole('dialog', { name: consentBanner.preferencesTitle })).toBeVisible();
  // Every load of the visit has finished, and its violation reports have been dispatched.
  await requestsSettled(page, inflight);
  expect(await cspViolations(page)).toEqual([]);
  await context.close();
});

test('the policy is enforced: an injected inline script is blocked and reported', async ({ browser }) => {
  const context = await browser.newContext();
  await watchCspViolations(context);
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (r) => r.abort(),
  );
  const page = await context.newPage();
  await presetConsent(page, 'rejected');
  await page.goto(`${nginx.origin}/`);
  // An inline script that is allowed runs as it is inserted, so `ran` is read at once; the violation
  // reports arrive as events: wait for both.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.body.append(script);
    const frame = document.createElement('iframe');
    frame.src = 'https://frames.example.com/';
    document.body.append(frame);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await cspViolations(page)).some((v) => v.startsWith('script-src'))).toBe(true);
  await expect.poll(async () => (await cspViolations(page)).some((v) => v.startsWith('frame-src') && v.includes('frames.example.com'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false), 'the inline script never ran').toBe(false);
  await context.close();
});
