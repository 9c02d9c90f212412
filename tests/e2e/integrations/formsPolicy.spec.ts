import type { Page } from '@playwright/test';
import { readBuiltPages } from '../../../pipeline/postbuild/builtPages.ts';
import { integrationsDist } from '../builtPages.ts';
import { cspViolations, expect, presetConsent, test, watchCspViolations } from '../fixtures.ts';
import { formCreates, settle } from './helpers.ts';
import { forms } from './siteConfig.ts';
import { INTEGRATIONS_URL } from '../servers.ts';

// The build with example tag ids.
test.use({ baseURL: INTEGRATIONS_URL });

/**
 * The served Content-Security-Policy (the build's `_headers`, as `npm start` and the static host
 * serve it) with the tags and the forms provider stubbed: the pages with a form load the provider
 * and its form works; every other page refuses the provider and still shows no violation.
 */

/**
 * The integration build's routes, with and without a form (read when a test first asks: the web server
 * builds it first), parsed once per worker.
 */
let builtRoutes: { formPages: string[]; otherPages: string[] } | undefined;
function routes(): { formPages: string[]; otherPages: string[] } {
  if (builtRoutes) return builtRoutes;
  const pages = readBuiltPages(integrationsDist).filter((p) => !p.admin && !p.notFound);
  builtRoutes = { formPages: pages.filter((p) => p.forms).map((p) => p.route), otherPages: pages.filter((p) => !p.forms).map((p) => p.route) };
  return builtRoutes;
}
const SCRIPT_URL = 'https://js.hsforms.net/forms/embed/v2.js';

/** What the provider's embed does besides its script: a `<style>` element of its own, and a frame. */
function embedLikeTheProvider(page: Page): Promise<{ styled: boolean; scriptRan: boolean }> {
  return page.evaluate(async (src) => {
    const probe = document.createElement('p');
    probe.className = 'hs-policy-probe';
    document.body.append(probe);
    const style = document.createElement('style');
    style.textContent = '.hs-policy-probe { outline: 3px solid rgb(1, 2, 3); }';
    document.head.append(style);
    const script = document.createElement('script');
    script.src = src;
    const loaded = new Promise<boolean>((resolve) => {
      script.onload = () => resolve(true);
      script.onerror = () => resolve(false);
    });
    document.head.append(script);
    const scriptRan = await loaded;
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { styled: getComputedStyle(probe).outlineColor === 'rgb(1, 2, 3)', scriptRan };
  }, SCRIPT_URL);
}

test('the build has pages with a form and pages without', () => {
  const { formPages, otherPages } = routes();
  expect(formPages.length).toBeGreaterThan(0);
  expect(otherPages.length).toBeGreaterThan(formPages.length);
});

// One page with consent accepted for both kinds of form: the contact page, then the newsletter page.
test('the contact form and a newsletter form load and render under the served policy, with no violation', async ({ page, thirdParty }) => {
  void thirdParty;
  await watchCspViolations(page);
  await presetConsent(page, 'accepted');
  await test.step('the contact form loads and renders under the served policy, with no violation', async () => {
    const response = await page.goto('/contact');
    expect(response!.headers()['content-security-policy']).toContain('https://js.hsforms.net');
    await expect(page.locator('[data-form-mount="contact"] form')).toBeVisible();
    expect((await formCreates(page)).map((o) => o.formId)).toEqual([forms.contactFormId]);
    await settle(page);
    expect(await cspViolations(page)).toEqual([]);
  });

  await test.step('a newsletter form loads and renders in its dialog under the served policy, with no violation', async () => {
    await page.goto('/resources/newsletter');
    const key = Object.keys(forms.newsletters)[0]!;
    await page.locator(`[data-newsletter-open="${key}"]`).click();
    await expect(page.locator('dialog[open] [data-form-mount="newsletter"] form')).toBeVisible();
    await settle(page);
    expect(await cspViolations(page)).toEqual([]);
  });
});

test('a page with a form allows what the provider’s embed does (its script, its injected styles); a page without refuses both', async ({ page, thirdParty }) => {
  void thirdParty;
  const { formPages, otherPages } = routes();
  await watchCspViolations(page);
  await presetConsent(page, 'rejected');
  for (const route of formPages) {
    await page.goto(route);
    expect(await embedLikeTheProvider(page), route).toEqual({ styled: true, scriptRan: true });
    expect(await cspViolations(page), route).toEqual([]);
  }
  const other = otherPages.find((route) => route !== '/')!;
  await page.goto(other);
  expect(await embedLikeTheProvider(page), other).toEqual({ styled: false, scriptRan: false });
  const refused = await cspViolations(page);
  expect(refused, other).toContainEqual(expect.stringMatching(/^style-src(-elem)? blocked inline$/));
  expect(refused, other).toContainEqual(`script-src-elem blocked ${SCRIPT_URL}`);
});
