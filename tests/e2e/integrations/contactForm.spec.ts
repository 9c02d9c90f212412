import type { Page } from '@playwright/test';
import formMessages from '#content/form-messages';
import { expect, test, UNTRUSTED_FRAME_ORIGIN } from '../fixtures.ts';
import { afterMessages, fbqCalls, formCreates, gtagEvents, ids, pixelEvents, postFromFrame, postFromPage, submittedMessage } from './helpers.ts';
import { forms } from './siteConfig.ts';
import { INTEGRATIONS_URL } from '../servers.ts';

// The build with example tag ids.
test.use({ baseURL: INTEGRATIONS_URL });

const SCRIPT = 'script[src="https://js.hsforms.net/forms/embed/v2.js"]';
const mount = (page: Page) => page.locator('[data-form-mount="contact"]');
const CONTACT_ADS = ['event', 'conversion', { send_to: `${ids.PUBLIC_GOOGLE_ADS_ID}/${ids.PUBLIC_GOOGLE_ADS_CONTACT_LABEL}`, conversion_type: 'contact_form', location: 'contact_page' }];
const CONTACT_LEAD = ['track', 'Lead', { conversion_type: 'contact_form', location: 'contact_page' }];
const toast = (page: Page) => page.locator('[data-toast-region] [data-toast]');

/** Opens /contact (consent accepted: `test.use`) and waits until the pixel has taken over its queue. */
async function openWithConsent(page: Page): Promise<void> {
  await page.goto('/contact');
  await expect(mount(page).locator('form')).toBeVisible();
  await expect.poll(() => fbqCalls(page)).toContainEqual(['track', 'PageView']);
}

test('entering /contact injects the provider script once and renders the configured form in the mount', async ({ page, thirdParty }) => {
  void thirdParty;
  await page.goto('/contact');
  await expect(mount(page).locator('form')).toBeVisible();
  await expect(page.locator(SCRIPT)).toHaveCount(1);
  expect(await formCreates(page)).toEqual([{ region: forms.region, portalId: forms.portalId, formId: forms.contactFormId, target: '#contact-form-target' }]);
  await expect(mount(page).locator('[data-form-loading]')).toBeHidden();
  await expect(mount(page).locator('[data-form-fallback]')).toBeHidden();
});

test.describe('with consent accepted', () => {
  test.use({ consent: 'accepted' });

  // One page for the consent-accepted submissions: each step opens /contact afresh (the dedupe and
  // the toast start clean), which costs a load, not a browser context.
  test('a submission fires the contact conversions once with a toast, whichever way the provider reports it; leaving the page stops listening', async ({ page, thirdParty }) => {
    void thirdParty;
    await test.step('a form-submitted message fires the contact conversion payloads exactly once, then a confirmation toast', async () => {
      await openWithConsent(page);
      await postFromPage(page, submittedMessage(forms.contactFormId));
      // The newer embed's event and a repeated message for the same submission count once.
      await page.evaluate((formId) => window.dispatchEvent(new CustomEvent('hs-form-event:on-submission:success', { detail: { formId } })), forms.contactFormId);
      await postFromPage(page, submittedMessage(forms.contactFormId));
      await afterMessages(page);
      expect(await gtagEvents(page)).toEqual([CONTACT_ADS]);
      expect(await pixelEvents(page)).toEqual([CONTACT_LEAD]);
      await expect(toast(page)).toHaveCount(1);
      await expect(toast(page)).toContainText(formMessages.confirmation.contact.title);
    });

    await test.step('the message from the provider form host counts; the newer window event alone counts too', async () => {
      await openWithConsent(page);
      const frame = await postFromFrame(page, 'https://forms.hsforms.com', submittedMessage(forms.contactFormId));
      await afterMessages(page, [frame]);
      expect(await gtagEvents(page)).toEqual([CONTACT_ADS]);

      await page.reload();
      await expect(mount(page).locator('form')).toBeVisible();
      await expect.poll(() => fbqCalls(page)).toContainEqual(['track', 'PageView']);
      await page.evaluate((formId) => window.dispatchEvent(new CustomEvent('hs-form-event:on-submission:success', { detail: { formId } })), forms.contactFormId);
      expect(await gtagEvents(page)).toEqual([CONTACT_ADS]);
      expect(await pixelEvents(page)).toEqual([CONTACT_LEAD]);
    });

    await test.step('leaving the page removes the listener, the script and the form; a restored page loads them again', async () => {
      await openWithConsent(page);
      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true })));
      await expect(page.locator(SCRIPT)).toHaveCount(0);
      await expect(mount(page).locator('form')).toHaveCount(0);
      await postFromPage(page, submittedMessage(forms.contactFormId));
      await afterMessages(page);
      expect(await gtagEvents(page)).toEqual([]);
      await expect(toast(page)).toHaveCount(0);

      await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
      await expect(mount(page).locator('form')).toBeVisible();
      await expect(page.locator(SCRIPT)).toHaveCount(1);
      await postFromPage(page, submittedMessage(forms.contactFormId));
      await expect.poll(() => gtagEvents(page)).toEqual([CONTACT_ADS]);
    });
  });

  // The site's frame-src already refuses the untrusted frame this test embeds; bypass the policy here so
  // that the form's own message filter is what gets tested.
  test.describe('past the page’s CSP', () => {
    test.use({ bypassCSP: true });

    test('messages from an untrusted origin, with another event, or for another form fire nothing', async ({ page, thirdParty }) => {
      void thirdParty;
      await openWithConsent(page);
      const otherForm = Object.values(forms.newsletters)[0]!.formId;
      const frame = await postFromFrame(page, UNTRUSTED_FRAME_ORIGIN, submittedMessage(forms.contactFormId));
      await postFromPage(page, submittedMessage(forms.contactFormId, 'onFormSubmit'));
      await postFromPage(page, submittedMessage(forms.contactFormId, 'onFormReady'));
      await postFromPage(page, { ...submittedMessage(forms.contactFormId), type: 'otherCallback' });
      await postFromPage(page, submittedMessage(otherForm));
      await page.evaluate((formId) => window.dispatchEvent(new CustomEvent('hs-form-event:on-submission:success', { detail: { formId } })), otherForm);
      await afterMessages(page, [frame]);
      expect(await gtagEvents(page)).toEqual([]);
      expect(await pixelEvents(page)).toEqual([]);
      await expect(toast(page)).toHaveCount(0);
    });
  });
});

test.describe('with consent rejected', () => {
  test.use({ consent: 'rejected' });

  test('without consent a submission is confirmed but sends no conversion', async ({ page, thirdParty }) => {
    void thirdParty;
    await page.goto('/contact');
    await expect(mount(page).locator('form')).toBeVisible();
    await postFromPage(page, submittedMessage(forms.contactFormId));
    await expect(toast(page)).toContainText(formMessages.confirmation.contact.title);
    expect(await gtagEvents(page)).toEqual([]);
    expect(await fbqCalls(page)).toEqual([]);
  });
});
