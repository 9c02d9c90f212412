import type { Page } from '@playwright/test';
import { HASH_SCROLL_DELAY_MS } from '../../lib/constants.ts';
import { consentBanner, firstDropdown, ui } from './content.ts';
import { expect, test } from './fixtures.ts';
import { moving } from './motion.ts';
import { recordScrolls, scrollEnded } from './pageStates.ts';

// A visitor who asked for reduced motion: jumps instead of smooth scrolling, and nothing animates.

// A stored choice keeps the consent banner out of the way; the banner's own test below shows it.
test.use({ consent: 'rejected' });

test.describe('reduced motion', () => {
  /** The id of an element well below the first screen, to jump to. */
  async function farTarget(page: Page): Promise<string> {
    const id = await page.evaluate(() => {
      const candidates = [...document.querySelectorAll<HTMLElement>('main [id], footer [id]')]
        .map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }))
        .filter(({ top }) => top > innerHeight * 0.75)
        .sort((a, b) => b.top - a.top);
      return candidates[0]?.id ?? null;
    });
    expect(id, 'the page has a target below the first screen').not.toBeNull();
    return id!;
  }

  /**
   * Positions the window passes through: on opening a page with a #fragment, and on a later hash
   * change handled by the site's script (client/scroll.ts), which is where smooth scrolling lives.
   */
  async function scrollsToHash(page: Page, reduce: boolean): Promise<{ onLoad: number[]; onHashChange: number[] }> {
    await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
    await recordScrolls(page);
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto('/');
    const id = await farTarget(page);
    await page.goto(`/?from=top#${id}`);
    // The browser jumps to the fragment as it parses; the site's own scroll follows HASH_SCROLL_DELAY_MS
    // later. A timer of the same delay queued now runs after the site's, so the positions read next
    // include both, and the site's scroll cannot land after the reset to the top below.
    await page.evaluate((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)), HASH_SCROLL_DELAY_MS);
    const onLoad = await scrollEnded(page);

    await page.evaluate(() => {
      scrollTo({ top: 0, behavior: 'instant' });
      history.replaceState(null, '', location.pathname);
    });
    // Back at the top once the jump's own scroll event has been seen.
    await page.waitForFunction(() => scrollY === 0 && (window as unknown as { __scrolls: number[] }).__scrolls.at(-1) === 0);
    await page.evaluate((target) => {
      (window as unknown as { __scrolls: number[] }).__scrolls = [];
      // A hash change the browser does not scroll for by itself: only the site's handler moves the page.
      history.pushState(null, '', `#${target}`);
      dispatchEvent(new HashChangeEvent('hashchange'));
    }, id);
    const onHashChange = await scrollEnded(page);
    return { onLoad, onHashChange };
  }

  test('with prefers-reduced-motion a #fragment jumps straight to its target (no smooth scrolling)', async ({ page }) => {
    const { onLoad, onHashChange } = await scrollsToHash(page, true);
    expect(onLoad, 'opening the page: one jump, no intermediate scroll positions').toHaveLength(1);
    expect(onHashChange, 'a later hash change: one jump').toHaveLength(1);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
  });

  test('without the preference the same #fragment scrolls smoothly (the check above can tell the two apart)', async ({ page }) => {
    const { onHashChange } = await scrollsToHash(page, false);
    expect(onHashChange.length).toBeGreaterThan(1);
  });

  test.describe('with the consent banner showing', () => {
    test.use({ consent: undefined });

    test('with prefers-reduced-motion no CSS transition or animation runs (header, menus, consent banner)', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('dialog', { name: consentBanner.title }).getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
      expect(await moving(page)).toEqual([]);
      await page.getByRole('navigation', { name: ui.mainNavigation }).getByRole('button', { name: firstDropdown.name }).hover();
      expect(await moving(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator('[data-menu-toggle]').click();
      expect(await moving(page)).toEqual([]);
    });
  });

  // "Without the preference the site does use transitions" is a step of the keyboard test of / (production-keyboard.spec.ts).
});
