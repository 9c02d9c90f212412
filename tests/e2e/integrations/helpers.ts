import type { Frame, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { afterLoadTasks } from '../pageStates.ts';
import { E2E_TAG_ENV } from '../../../scripts/e2eTagIds.ts';
import { consentBanner } from '../content.ts';

export const ids = E2E_TAG_ENV;
export const GTAG_HOST = 'www.googletagmanager.com';
export const PIXEL_HOST = 'connect.facebook.net';
export const TAG_HOSTS = [GTAG_HOST, PIXEL_HOST];
export const PROVIDER_HOST = /\.hsforms\.(net|com)$/;

export const GRANTED = { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' };
export const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' };

/** The dataLayer as arrays (gtag() pushes Arguments objects); dates become the string 'date'. */
export function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>, (v) => (v instanceof Date ? 'date' : v))));
}

/** Every fbq call: those the pixel stub processed, then those still queued (no pixel script on the page). */
export function fbqCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() => {
    const w = window as unknown as { __fbqCalls?: unknown[][]; fbq?: { queue?: ArrayLike<unknown>[] } };
    return [...(w.__fbqCalls ?? []), ...(w.fbq?.queue ?? []).map((args) => Array.from(args))];
  });
}

/** The options `hbspt.forms.create` received, as the provider stub recorded them. */
export function formCreates(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { __hsforms?: { creates: Record<string, unknown>[] } }).__hsforms?.creates ?? []);
}

/** Requests made to `host` (by URL host name) among the recorded external requests. */
export function requestsTo(requests: string[], host: string | RegExp): string[] {
  return requests.filter((url) => {
    const name = new URL(url).hostname;
    return typeof host === 'string' ? name === host : host.test(name);
  });
}

/**
 * Answers with the accept or reject button (labels from the content) of the banner, or of the
 * preferences that "Cookie settings" opens.
 */
export async function chooseConsent(page: Page, choice: 'accept' | 'reject', from: 'banner' | 'preferences' = 'banner'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: from === 'banner' ? consentBanner.title : consentBanner.preferencesTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: choice === 'accept' ? consentBanner.acceptLabel : consentBanner.rejectLabel }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Resolves once the page has done any tag loading it would do: the tag code has started and read the
 * stored choice (client/tags/index.ts marks the document), and the task it queues after the load
 * event to inject the tags has run.
 */
export async function settle(page: Page): Promise<void> {
  await page.locator('html[data-tags-started]').waitFor({ state: 'attached' });
  await afterLoadTasks(page);
}

/** The provider's legacy "form submitted" message. */
export function submittedMessage(formId: string, eventName = 'onFormSubmitted') {
  return { type: 'hsFormCallback', eventName, id: formId, data: { submissionValues: { email: 'visitor@example.com' } } };
}

/** Posts a message to the page from the page itself (what the provider's same-origin embed does). */
export async function postFromPage(page: Page, data: unknown): Promise<void> {
  await page.evaluate((message) => window.postMessage(message, '*'), data);
}

/** Adds a frame from `origin` and posts `data` from it to the page; returns the frame, for `afterMessages`. */
export async function postFromFrame(page: Page, origin: string, data: unknown): Promise<Frame> {
  const src = `${origin}/stub-frame.html`;
  await page.evaluate(async (url) => {
    const frame = document.createElement('iframe');
    frame.src = url;
    frame.title = 'Message test frame';
    frame.hidden = true;
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
  }, src);
  const frame = page.frames().find((f) => f.url() === src);
  if (!frame) throw new Error(`No frame at ${src}`);
  await frame.evaluate((message) => window.parent.postMessage(message, '*'), data);
  return frame;
}

const SENTINEL = 'e2e:messages-delivered';
let sentinels = 0;

/**
 * Resolves once every message posted so far, from the page itself and from each of `frames`, has
 * been handled. Messages from one sender are delivered in the order they were posted, each to every
 * listener before the next, so a marker message posted last from each sender and seen by the test's
 * own listener means the site's listeners have already handled everything before it.
 */
export async function afterMessages(page: Page, frames: readonly Frame[] = []): Promise<void> {
  const ids: number[] = [];
  await page.evaluate((type) => {
    const w = window as unknown as { __delivered?: number[] };
    if (w.__delivered) return;
    const delivered: number[] = [];
    w.__delivered = delivered;
    window.addEventListener('message', (event: MessageEvent<{ type?: unknown; id?: unknown }>) => {
      if (event.data?.type === type && typeof event.data.id === 'number') delivered.push(event.data.id);
    });
  }, SENTINEL);
  for (const sender of [...frames, page.mainFrame()]) {
    const id = ++sentinels;
    ids.push(id);
    await sender.evaluate(([type, n]) => (window.parent === window ? window : window.parent).postMessage({ type, id: n }, '*'), [SENTINEL, id] as const);
  }
  await page.waitForFunction((expected) => expected.every((id) => (window as unknown as { __delivered: number[] }).__delivered.includes(id)), ids);
}

/** The conversion-related entries of the dataLayer: gtag `event` commands. */
export async function gtagEvents(page: Page): Promise<unknown[][]> {
  return (await dataLayer(page)).filter((entry) => entry[0] === 'event');
}

/** fbq `track` calls. */
export async function pixelEvents(page: Page): Promise<unknown[][]> {
  return (await fbqCalls(page)).filter((call) => call[0] === 'track' && call[1] !== 'PageView');
}
