import site from '#content/site';
import listing from '#content/resources/listing';
import videoRecords from '#content/resources/videos';
import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { afterNextFrames, FRAME_POLL, requestsInFlight, requestsSettled } from '../pageStates.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';

// A stored consent choice: the consent banner would otherwise take focus while keys are pressed.
// Without the reduced-motion preference: the track scrolls smoothly, and clicks and swipes race it.
test.use({ consent: 'rejected', reducedMotion: 'no-preference' });

/** The index of the slide whose box lies inside the carousel's box. */
function slideInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((c) => {
    const box = c.getBoundingClientRect();
    return [...c.querySelectorAll('[aria-roledescription="slide"]')].findIndex((s) => {
      const r = s.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    });
  });
}

test.describe('the video carousel', () => {
  const videos = videoRecords.items;
  const total = videos.length;

  test('follows the carousel pattern and loops both ways with the buttons', async ({ page, externalRequests }) => {
    // The page's clock is ours until the check that the carousel never rotates on its own.
    await page.clock.install();
    const inflight = requestsInFlight(page);
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    await expect(carousel).toHaveAttribute('aria-label', listing.videos.title);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(total);
    for (let i = 0; i < total; i++) await expect(slides.nth(i)).toHaveAttribute('aria-label', `${i + 1} of ${total}`);
    const visibleTitle = carousel.locator('[aria-roledescription="slide"]:not([inert]) [data-slide-title]');
    await expect(visibleTitle).toHaveText(videos[0].title);
    // Never rotates on its own: a minute of the page's time passes at once.
    await page.clock.runFor(60_000);
    await expect(visibleTitle).toHaveText(videos[0].title);
    await page.clock.resume();

    const previous = carousel.getByRole('button', { name: listing.videos.previousLabel });
    const next = carousel.getByRole('button', { name: listing.videos.nextLabel });
    await previous.click();
    await expect(visibleTitle).toHaveText(videos[total - 1]!.title);
    await next.click();
    await expect(visibleTitle).toHaveText(videos[0].title);
    for (let i = 1; i <= total; i++) {
      await next.click();
      await expect(visibleTitle).toHaveText(videos[i % total]!.title);
    }
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(1);
    // The current slide is the one in view: scrolled into the carousel's box.
    await next.click();
    await expect.poll(() => slideInView(carousel), FRAME_POLL).toBe(1 % total);
    // Every request of the visit, the buttons' included, has finished: none went to another host.
    await requestsSettled(page, inflight);
    expect(externalRequests).toEqual([]);
  });

  test('fast clicks on a slow device end on the slide they asked for', async ({ page }) => {
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    // A slow phone: smooth scrolling stalls between frames while the next click arrives.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const next = carousel.getByRole('button', { name: listing.videos.nextLabel });
    for (let i = 0; i < 3; i++) await next.click();
    await expect(carousel.locator('[data-carousel-status]')).toHaveText(`4 / ${total}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(carousel.locator('[data-carousel-status]')).toHaveText(`4 / ${total}`);
    await expect.poll(() => slideInView(carousel), FRAME_POLL).toBe(3);
  });

  test('a swipe selects the slide it settles on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    await carousel.locator('[data-carousel-slides]').evaluate((track) => track.scrollTo({ left: track.clientWidth * 2 + 48, behavior: 'instant' }));
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert]) [data-slide-title]')).toHaveText(videos[2]!.title);
    await expect(carousel.locator('[data-carousel-status]')).toHaveText(`3 / ${total}`);
  });

  test('enhancing the carousel moves nothing on the page (no layout shift)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.shifts.push((e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/resources');
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute('data-enhanced', '');
    await afterNextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  // One page for three checks at the default size: each step opens /resources afresh (first slide, nothing played).
  test('moves with the left and right arrow keys and loops; shows a placeholder icon for an item with neither a video id nor a source; plays a video only when asked, and stops it when the slide changes', async ({
    page,
    externalRequests,
  }) => {
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const open = async () => {
      await page.goto('/resources');
      await expect(carousel).toHaveAttribute('data-enhanced', '');
    };

    await test.step('moves with the left and right arrow keys and loops', async () => {
      await open();
      const visibleTitle = carousel.locator('[aria-roledescription="slide"]:not([inert]) [data-slide-title]');
      await carousel.getByRole('button', { name: listing.videos.nextLabel }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(visibleTitle).toHaveText(videos[total - 1]!.title);
      await page.keyboard.press('ArrowRight');
      await expect(visibleTitle).toHaveText(videos[0].title);
      await page.keyboard.press('ArrowRight');
      await expect(visibleTitle).toHaveText(videos[1].title);
      // Keys work from inside a slide too (the play button).
      await carousel.locator('[aria-roledescription="slide"]:not([inert])').getByRole('button').focus();
      await page.keyboard.press('ArrowRight');
      await expect(visibleTitle).toHaveText(videos[2 % total]!.title);
    });

    await test.step('shows a placeholder icon for an item with neither a video id nor a source', async () => {
      const index = videos.findIndex((v) => !v.youtubeId && !v.videoSrc);
      expect(index).toBeGreaterThanOrEqual(0);
      await open();
      for (let i = 0; i < index; i++) await carousel.getByRole('button', { name: listing.videos.nextLabel }).click();
      const slide = carousel.locator('[aria-roledescription="slide"]:not([inert])');
      await expect(slide.locator('[data-slide-title]')).toHaveText(videos[index]!.title);
      await expect(slide.locator('[data-video-placeholder] svg')).toBeVisible();
      await expect(slide.getByRole('button', { name: new RegExp(`^${escapeRegExp(site.ui.playVideo)}`) })).toHaveCount(0);
    });

    await test.step('plays a video only when asked, and stops it when the slide changes', async () => {
      await open();
      externalRequests.length = 0;
      await carousel.getByRole('button', { name: `${site.ui.playVideo} ${videos[0].title}` }).click();
      await expect(carousel.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videos[0].youtubeId}?autoplay=1&rel=0`);
      await expect.poll(() => externalRequests.length).toBeGreaterThan(0);
      await carousel.getByRole('button', { name: listing.videos.nextLabel }).click();
      await expect(carousel.locator('iframe')).toHaveCount(0);
    });
  });
});
