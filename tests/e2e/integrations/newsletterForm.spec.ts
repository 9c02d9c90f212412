import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { afterMessages, fbqCalls, formCreates, gtagEvents, ids, pixelEvents, postFromPage, PROVIDER_HOST, requestsTo, settle, submittedMessage } from './helpers.ts';
import { forms, newsletterKeys } from './siteConfig.ts';
import { INTEGRATIONS_URL } from '../servers.ts';

// The build with example tag ids.
test.use({ baseURL: INTEGRATIONS_URL });

const SCRIPT = 'script[src="https://js.hsforms.net/forms/embed/v2.js"]';
const mount = (page: Page) => page.locator('[data-form-mount="newsletter"]');
const openDialog = (page: Page) => page.locator('dialog[open]');
const formIdOf = (key: string) => forms.newsletters[key]!.formId;
const toast = (page: Page) => page.locator('[data-toast-region] [data-toast]');

async function subscribe(page: Page, key: string): Promise<void> {
  await page.locator(`[data-newsletter-open="${key}"]`).click();
  await expect(openDialog(page)).toBeVisible();
  await expect(mount(page)).toHaveAttribute('data-newsletter-key', key);
  await expect(mount(page).locator('form')).toBeVisible();
}

// One page before any choice: the page first, then both dialogs, then a fresh load to switch while open.
test('the newsletter page asks nothing of the provider until a dialog opens; each newsletter loads its own form, closing removes it, switching leaves only the new one', async ({
  page,
  externalRequests,
  thirdParty,
}) => {
  void thirdParty;
  await page.goto('/resources/newsletter');
  await test.step('the newsletter page asks nothing of the provider until a dialog opens', async () => {
    await settle(page);
    // The forms chunk has started (it enhances the dialog): a provider script it would add is there by now.
    await expect(page.locator('dialog[data-newsletter-dialog][data-enhanced]')).toHaveCount(1);
    expect(requestsTo(externalRequests, PROVIDER_HOST)).toEqual([]);
    await expect(page.locator(SCRIPT)).toHaveCount(0);
  });

  await test.step('each newsletter loads its own form id, and closing the dialog removes the script and the form', async () => {
    expect(newsletterKeys).toEqual(['enforceable-edge', 'proof-network']);
    for (const [i, key] of newsletterKeys.entries()) {
      await subscribe(page, key);
      await expect(page.locator(SCRIPT)).toHaveCount(1);
      expect((await formCreates(page)).at(-1)).toEqual({ region: forms.region, portalId: forms.portalId, formId: formIdOf(key), target: '#newsletter-form-target' });
      expect(await formCreates(page)).toHaveLength(i + 1);
      await page.keyboard.press('Escape');
      await expect(openDialog(page)).toHaveCount(0);
      await expect(page.locator(SCRIPT)).toHaveCount(0);
      await expect(mount(page).locator('form')).toHaveCount(0);
    }
  });

  await test.step('switching newsletters while the dialog is open leaves one script and only the new form', async () => {
    await page.goto('/resources/newsletter');
    await subscribe(page, 'proof-network');
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('newsletter:open', { detail: { key: 'enforceable-edge' } })));
    await expect.poll(async () => (await formCreates(page)).map((o) => o.formId)).toEqual([formIdOf('proof-network'), formIdOf('enforceable-edge')]);
    await expect(page.locator(SCRIPT)).toHaveCount(1);
    await expect(mount(page).locator('form')).toHaveCount(1);
    await expect(mount(page).locator('form')).toHaveAttribute('data-stub-form-id', formIdOf('enforceable-edge'));
  });
});

test.describe('with consent accepted', () => {
  test.use({ consent: 'accepted' });

  // One page with consent accepted: each step loads the newsletter page afresh (events and toasts start clean).
  test('a subscription to each newsletter sends its newsletter_type to analytics, ads and the pixel, once; after the dialog closes, a late message fires nothing', async ({ page, thirdParty }) => {
    void thirdParty;
    for (const key of ['enforceable-edge', 'proof-network']) {
      const type = key.replace('-', '_');
      await test.step(`a ${key} subscription sends newsletter_type ${type} to analytics, ads and the pixel, once`, async () => {
        await page.goto('/resources/newsletter');
        await expect.poll(() => fbqCalls(page)).toContainEqual(['track', 'PageView']);
        await subscribe(page, key);
        const other = newsletterKeys.find((k) => k !== key)!;
        // The other newsletter's form is not the one shown: its message is ignored.
        await postFromPage(page, submittedMessage(formIdOf(other)));
        await postFromPage(page, submittedMessage(formIdOf(key)));
        await postFromPage(page, submittedMessage(formIdOf(key)));
        await afterMessages(page);
        const params = { newsletter_type: type, form_location: 'newsletter_dialog' };
        expect(await gtagEvents(page)).toEqual([
          ['event', 'newsletter_signup', { send_to: ids.PUBLIC_GTAG_ID, ...params }],
          ['event', 'conversion', { send_to: `${ids.PUBLIC_GOOGLE_ADS_ID}/${ids.PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL}`, ...params }],
        ]);
        expect(await pixelEvents(page)).toEqual([['track', 'CompleteRegistration', params]]);
        await expect(toast(page)).toContainText(`You are subscribed to ${forms.newsletters[key]!.name}.`);
      });
    }

    await test.step('after the dialog closes, a late message for its form fires nothing', async () => {
      await page.goto('/resources/newsletter');
      await subscribe(page, 'enforceable-edge');
      await page.keyboard.press('Escape');
      await expect(page.locator(SCRIPT)).toHaveCount(0);
      await postFromPage(page, submittedMessage(formIdOf('enforceable-edge')));
      await afterMessages(page);
      expect(await gtagEvents(page)).toEqual([]);
      await expect(toast(page)).toHaveCount(0);
    });
  });
});
