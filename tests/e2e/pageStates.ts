import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { viewSettled } from './axe.ts';

// Waits on the states a page reaches (rendered frames, its start-up work, its requests, a scroll's
// end) instead of on time: what the specs wait on before they read or act.

/**
 * Resolves once the page has rendered two more frames: layout shifts and style changes caused by
 * what ran before are then painted and reported.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Resolves once a consent dialog (the banner, or the preferences) has finished appearing: its
 * transitions have ended and it holds the focus. The library moves the focus into the dialog when
 * its fade-in ends, which would take back a Tab pressed before then.
 */
export async function consentDialogSettled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await viewSettled(dialog.page());
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), 'the dialog takes the focus once shown').toBe(true);
}

/**
 * Options for `expect.poll` on a state the page reaches within a few frames (a smooth scroll's end):
 * read every 50 ms, where the default intervals back off to a second between reads.
 */
export const FRAME_POLL = { intervals: [50] };

/**
 * Resolves once the tasks the page queued by the end of its load event have run: the tag loader
 * (client/loadScript.ts) starts its work in such a task, so by then it has added its scripts or not.
 */
export async function afterLoadTasks(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** The widgets the page's start-up work enhances, while they are not enhanced yet (client/pageShown.ts). */
const NOT_STARTED = [
  '[data-carousel]:not([data-enhanced])',
  '[data-checker-island]:not([data-enhanced])',
  '[data-video-facade]:has([data-video-play]):not([data-enhanced])',
  '[data-newsletter-dialog]:not([data-enhanced])',
  '[data-form-mount="contact"]:not([data-form-state])',
].join(', ');

/**
 * Resolves once the start-up work of the page's current document has run: it runs in idle callbacks
 * queued after its first paint and load, so one queued after those runs once each has asked for
 * what it loads; and every widget it enhances is enhanced. Call it after a load with `waitUntil: 'load'`.
 */
export async function startupRan(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver(() => {
          observer.disconnect();
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), 0);
        });
        observer.observe({ type: 'paint', buffered: true });
      }),
  );
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, NOT_STARTED, { timeout: 10_000 });
}

/** The requests `page` has started from now on and not yet finished or failed; `stop` ends the count. */
export function requestsInFlight(page: Page, onFinished: (request: Request) => void = () => undefined): { count: () => number; stop: () => void } {
  const inflight = new Set<Request>();
  const started = (request: Request) => void inflight.add(request);
  const failed = (request: Request) => void inflight.delete(request);
  const finished = (request: Request) => {
    inflight.delete(request);
    onFinished(request);
  };
  page.on('request', started);
  page.on('requestfailed', failed);
  page.on('requestfinished', finished);
  return {
    count: () => inflight.size,
    stop: () => {
      page.off('request', started);
      page.off('requestfailed', failed);
      page.off('requestfinished', finished);
    },
  };
}

/**
 * Resolves once every request `page` has started since `inflight` began counting has finished or
 * failed, and a task later, when the page has been told of the last of them (its resource entries,
 * its violation reports); `inflight` stops counting. The state `networkidle` waits half a second for.
 */
export async function requestsSettled(page: Page, inflight: ReturnType<typeof requestsInFlight>, what = page.url()): Promise<void> {
  await expect.poll(() => inflight.count(), { intervals: [20], timeout: 10_000, message: `${what}: requests in flight` }).toBe(0);
  inflight.stop();
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

/**
 * Records, on every page `page` loads from now on, the window's scroll positions (read back by
 * `scrollEnded`).
 */
export async function recordScrolls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __scrolls: number[] };
    w.__scrolls = [];
    addEventListener('scroll', () => w.__scrolls.push(Math.round(scrollY)), { passive: true });
  });
}

/**
 * Resolves once the window has scrolled down and come to rest, with the distinct positions below the
 * top it passed through (`recordScrolls` must have run before the page loaded). At rest means: no
 * scroll event since it last moved, and the same position over three rendered frames. A smooth scroll
 * moves on every frame; the scrollend event alone is not enough, as scroll anchoring moves the window
 * without one.
 */
export async function scrollEnded(page: Page): Promise<number[]> {
  await page.waitForFunction(
    () => {
      const w = window as unknown as { __scrolls: number[]; __rest?: { y: number; events: number; frames: number } };
      const y = Math.round(scrollY);
      const events = w.__scrolls.length;
      const last = w.__rest;
      w.__rest = last && last.y === y && last.events === events ? { y, events, frames: last.frames + 1 } : { y, events, frames: 0 };
      return y > 0 && w.__scrolls.some((p) => p > 0) && w.__rest.frames >= 3;
    },
    undefined,
    { polling: 'raf', timeout: 5_000 },
  );
  return page.evaluate(() => [...new Set((window as unknown as { __scrolls: number[] }).__scrolls.filter((y) => y > 0))]);
}
