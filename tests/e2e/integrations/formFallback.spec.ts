import type { Page } from '@playwright/test';
import { expect, test, type FormsScriptMode } from '../fixtures.ts';
import { afterMessages, PROVIDER_HOST, requestsTo } from './helpers.ts';
import { formFallback, forms, generalEmail } from './siteConfig.ts';
import { INTEGRATIONS_URL } from '../servers.ts';

// The build with example tag ids.
test.use({ baseURL: INTEGRATIONS_URL });

async function expectFallback(page: Page, form: 'contact' | 'newsletter'): Promise<void> {
  const mount = page.locator(`[data-form-mount="${form}"]`);
  const fallback = mount.locator('[data-form-fallback]');
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(formFallback.title);
  // A designed state, not an error: networks that block the provider always see it.
  await expect(fallback).not.toContainText(/could not|cannot|error|failed|unavailable/i);
  await expect(fallback.getByRole('link', { name: generalEmail })).toHaveAttribute('href', `mailto:${generalEmail}`);
  await expect(mount.locator('[data-form-loading]')).toBeHidden();
  await expect(mount.locator('form')).toHaveCount(0);
}

const failures: [FormsScriptMode, string][] = [
  ['not-found', 'returns 404'],
  ['blocked', 'is blocked'],
];

// One page per form: the stub's answer is read per request, so each step sets it and loads the page afresh.
test('contact: when the provider script returns 404, is blocked or hangs, the fallback shows the mail link', async ({ page, thirdParty }) => {
  for (const [mode, what] of failures) {
    await test.step(`contact: when the provider script ${what}, the fallback shows the mail link`, async () => {
      thirdParty.formsScript = mode;
      await page.goto('/contact');
      await expectFallback(page, 'contact');
    });
  }

  await test.step('contact: when the provider script hangs, the fallback shows after the render timeout', async () => {
    thirdParty.formsScript = 'hang';
    await page.goto('/contact?formTimeoutMs=3000');
    // The hanging script does not hold up the page's load event; the loading line shows, no fallback yet.
    await expect(page.locator('[data-form-mount="contact"] [data-form-loading]')).toBeVisible();
    await expect(page.locator('[data-form-mount="contact"] [data-form-fallback]')).toBeHidden();
    await expectFallback(page, 'contact');
  });
});

test('newsletter: when the provider script returns 404 or hangs, or the key has no form id, the dialog shows the fallback with the mail link', async ({ page, externalRequests, thirdParty }) => {
  await test.step('newsletter: a key without a configured form id shows the fallback and asks the provider nothing', async () => {
    await page.goto('/resources/newsletter');
    // The forms chunk loads once the page is idle; its form listens before the dialog is enhanced.
    await expect(page.locator('dialog[data-newsletter-dialog][data-enhanced]')).toHaveCount(1);
    // What the dialog does on opening, with a key the site has no form for.
    await page.locator('dialog:has([data-form-mount="newsletter"])').evaluate((dialog) => {
      (dialog as HTMLDialogElement).showModal();
      window.dispatchEvent(new CustomEvent('newsletter:open', { detail: { key: 'not-a-newsletter' } }));
    });
    await expectFallback(page, 'newsletter');
    expect(requestsTo(externalRequests, PROVIDER_HOST)).toEqual([]);
  });

  await test.step('newsletter: when the provider script returns 404, the dialog shows the fallback with the mail link', async () => {
    thirdParty.formsScript = 'not-found';
    await page.goto('/resources/newsletter');
    await page.locator('[data-newsletter-open="proof-network"]').click();
    await expect(page.locator('dialog[open]')).toBeVisible();
    await expectFallback(page, 'newsletter');
  });

  await test.step('newsletter: when the provider script hangs, the dialog shows the fallback after the render timeout', async () => {
    thirdParty.formsScript = 'hang';
    await page.goto('/resources/newsletter?formTimeoutMs=800');
    await page.locator('[data-newsletter-open="enforceable-edge"]').click();
    await expectFallback(page, 'newsletter');
  });
});

test.describe('with consent accepted', () => {
  test.use({ consent: 'accepted' });

  test('contact: once the form has fallen back, a forged "form submitted" message from the page itself fires nothing', async ({ page, thirdParty }) => {
    thirdParty.formsScript = 'blocked';
    await page.goto('/contact');
    await expectFallback(page, 'contact');
    await page.evaluate((formId) => window.postMessage({ type: 'hsFormCallback', eventName: 'onFormSubmitted', id: formId }, '*'), forms.contactFormId);
    await page.evaluate((formId) => window.dispatchEvent(new CustomEvent('hs-form-event:on-submission:success', { detail: { formId } })), forms.contactFormId);
    await afterMessages(page);
    const conversions = await page.evaluate(() => (window.dataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>)).filter((a) => a[0] === 'event'));
    expect(conversions).toEqual([]);
    await expect(page.locator('[data-toast-region] [data-toast]')).toHaveCount(0);
  });
});
