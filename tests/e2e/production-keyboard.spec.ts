import type { Locator, Page } from '@playwright/test';
import { site } from './productionSupport.ts';
import newsletterPage from '#content/resources/newsletter';
import listing from '#content/resources/listing';
import { escapeRegExp } from '../../lib/format/regExp.ts';
import { consentBanner, dropdowns, firstDropdown, secondDropdown, ui } from './content.ts';
import { dropdownPanel, expect, forgetVisits, storedConsent, test } from './fixtures.ts';
import { viewSettled } from './axe.ts';
import { consentDialogSettled, FRAME_POLL } from './pageStates.ts';
import { moving } from './motion.ts';

// A visitor with a keyboard only (reduced motion: production-motion.spec.ts). Widgets built elsewhere
// (the newsletter dialog, the video carousel) are walked through when their route is in the build;
// otherwise the step is skipped with a reason in the report.

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} within ${max} presses: it is not in the keyboard order`);
}

// A stored choice keeps the consent banner out of the way; the banner's own tests store none. Without
// the reduced-motion preference: the keys act while menus and dialogs animate, as for most visitors.
test.use({ consent: 'rejected', reducedMotion: 'no-preference' });

test.describe('keyboard only', () => {
  // One page for the home page's header checks: each step loads / afresh (focus and menus start closed),
  // which costs a load, not a new browser context per check.
  test('on /: the skip link, the Solutions and Resources dropdowns and the mobile menu work by keyboard; without reduced motion the site uses transitions', async ({ page }) => {
    await page.goto('/');
    await test.step('without the preference the site does use transitions (so the reduced-motion check is meaningful)', async () => {
      expect((await moving(page)).length).toBeGreaterThan(0);
    });

    await test.step('the skip link is the first stop, is visible when focused, and moves focus to the main content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: ui.skipToContent });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues from the main content, not from the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main, footer')))).toBe(true);
    });

    await page.setViewportSize({ width: 1280, height: 800 });
    for (const { name } of dropdowns) {
      await test.step(`the ${name} dropdown opens with Enter and Space, closes with Escape (focus returns) and when Tab leaves it`, async () => {
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: ui.mainNavigation });
        const trigger = nav.getByRole('button', { name });
        const panel = await dropdownPanel(trigger);
        const links = panel.getByRole('link');

        await tabTo(page, trigger);
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();

        await page.keyboard.press('Enter');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(panel).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
        await expect(trigger).toBeFocused();

        await page.keyboard.press('Space');
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        const count = await links.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          await page.keyboard.press('Tab');
          await expect(links.nth(i)).toBeFocused();
          await expect(links.nth(i)).toBeVisible();
        }
        // Escape from inside the panel closes it and returns focus to its button.
        await page.keyboard.press('Escape');
        await expect(trigger).toBeFocused();
        await expect(panel).toBeHidden();

        // Tabbing out of the open panel closes it.
        await page.keyboard.press('Enter');
        for (let i = 0; i <= count; i++) await page.keyboard.press('Tab');
        expect(await isFocused(panel)).toBe(false);
        await expect(trigger).toHaveAttribute('aria-expanded', 'false');
        await expect(panel).toBeHidden();
      });
    }

    await test.step('the mobile menu at 390 px: opens, its two sections are exclusive, Escape closes it and returns focus', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      // A native disclosure (<details>/<summary>): the browser exposes its expanded state.
      const root = page.locator('[data-mobile-menu-root]');
      const toggle = root.locator('summary[data-menu-toggle]');
      const menu = page.locator('#mobile-menu');
      await expect(toggle).toHaveAccessibleName(ui.menuButton);
      await tabTo(page, toggle);
      await expect(menu).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(root).toHaveAttribute('open', '');
      await expect(menu).toBeVisible();

      const mobileNav = page.getByRole('navigation', { name: ui.mobileNavigation });
      const solutions = mobileNav.locator('summary', { hasText: firstDropdown.name });
      const resources = mobileNav.locator('summary', { hasText: secondDropdown.name });
      await page.keyboard.press('Tab');
      await expect(solutions).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(solutions.locator('..')).toHaveAttribute('open', '');
      const firstSolution = mobileNav.locator('details').first().getByRole('link').first();
      await page.keyboard.press('Tab');
      await expect(firstSolution).toBeFocused();
      await expect(firstSolution).toBeInViewport();

      await tabTo(page, resources);
      await page.keyboard.press('Space');
      await expect(resources.locator('..')).toHaveAttribute('open', '');
      await expect(solutions.locator('..')).not.toHaveAttribute('open', '');

      // Every link of the open menu is reachable; Escape closes the menu from anywhere in it.
      await page.keyboard.press('Tab');
      await expect(mobileNav.locator('details').nth(1).getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(root).not.toHaveAttribute('open', '');
      await expect(toggle).toBeFocused();
    });
  });

  test.describe('before any consent choice', () => {
    test.use({ consent: undefined });

    // One page for both answers: the second step starts as a first visit again (cookies and storage cleared).
    test('the consent banner is reachable by Tab and Accept All works with Enter; Reject All works with Space, and "Cookie settings" in the footer reopens the choice by keyboard', async ({
      page,
    }) => {
      await test.step('the consent banner is reachable by Tab and Accept All works with Enter', async () => {
        await page.goto('/');
        const banner = page.getByRole('dialog', { name: consentBanner.title });
        const accept = banner.getByRole('button', { name: consentBanner.acceptLabel });
        await consentDialogSettled(banner);
        await tabTo(page, accept, { max: 150 });
        await expect(accept).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(accept).toBeHidden();
        expect((await storedConsent(page)).choice).toBe('accepted');
      });
      await forgetVisits(page);
      await page.goto('/');
      const banner = page.getByRole('dialog', { name: consentBanner.title });
      const reject = banner.getByRole('button', { name: consentBanner.rejectLabel });
      await consentDialogSettled(banner);
      await tabTo(page, reject, { max: 150 });
      await page.keyboard.press('Space');
      await expect(reject).toBeHidden();
      expect((await storedConsent(page)).choice).toBe('rejected');

      const settings = page.getByRole('contentinfo').getByRole('button', { name: consentBanner.reopenLabel });
      await tabTo(page, settings, { max: 40, backwards: true });
      await page.keyboard.press('Enter');
      const preferences = page.getByRole('dialog', { name: consentBanner.preferencesTitle });
      // Reopened on request, the choice opens on the preferences, which take focus and show the
      // stored choice in their switches; the answer returns focus to "Cookie settings".
      const analytics = preferences.getByRole('switch', { name: consentBanner.categories.analytics.label });
      const advertising = preferences.getByRole('switch', { name: consentBanner.categories.advertising.label });
      await consentDialogSettled(preferences);
      await expect(analytics).not.toBeChecked();
      await expect(advertising).not.toBeChecked();
      await expect(preferences.getByRole('switch', { name: consentBanner.categories.necessary.label })).toBeDisabled();
      await tabTo(page, analytics, { max: 10 });
      await page.keyboard.press('Space');
      await expect(analytics).toBeChecked();
      await tabTo(page, advertising, { max: 5 });
      const save = preferences.getByRole('button', { name: consentBanner.saveLabel });
      await tabTo(page, save, { max: 10 });
      await page.keyboard.press('Enter');
      await expect(preferences).toBeHidden();
      await expect(settings).toBeFocused();
      expect(await storedConsent(page)).toMatchObject({ choice: 'custom', categories: 'analytics' });
    });
  });

  test('a switch toggled in the cookie preferences keeps the focus, also when the dialog appeared without its fade (a slow device)', async ({ page }) => {
    await page.goto('/');
    const settings = page.getByRole('contentinfo').getByRole('button', { name: consentBanner.reopenLabel });
    const preferences = page.getByRole('dialog', { name: consentBanner.preferencesTitle, includeHidden: true });
    const analytics = preferences.getByRole('switch', { name: consentBanner.categories.analytics.label });
    for (const fade of [true, false]) {
      await test.step(fade ? 'with its fade' : 'without its fade', async () => {
        // The dialog's fade is the library's own CSS transition; an inline `none` shows it at once.
        if (!fade) await preferences.evaluate((dialog) => void (dialog as HTMLElement).style.setProperty('transition', 'none'));
        await settings.click();
        await consentDialogSettled(preferences);
        await analytics.focus();
        await page.keyboard.press('Space');
        // The switch's own fade has ended.
        await viewSettled(page);
        await expect(analytics).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(preferences).toBeHidden();
      });
    }
  });

  test('the newsletter dialogs: open with the keyboard, keep focus inside, close with Escape and return focus', async ({ page }) => {
    await page.goto('/resources/newsletter');
    const labels = newsletterPage.newsletters.map((s) => escapeRegExp(s.buttonLabel));
    const buttons = page.getByRole('main').getByRole('button', { name: new RegExp(`^(${labels.join('|')})`) });
    const titles = newsletterPage.newsletters.map((s) => site.forms.newsletters.find((n) => n.key === s.key)!.dialogTitle);
    // Prerendered as e-mail links (the no-JavaScript fallback), they become buttons once the dialog's code runs.
    await expect(buttons.nth(titles.length - 1)).toBeVisible();
    for (const [i, title] of titles.entries()) {
      const button = buttons.nth(i);
      await tabTo(page, button, { max: 120 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await isFocused(dialog)).toBe(true);
      // The page behind a modal is inert: Tab cycles through the dialog (a native modal may pass
      // through the browser's own controls, where nothing in the document has focus).
      let inside = 0;
      for (let n = 0; n < 12; n++) {
        await page.keyboard.press('Tab');
        const where = await dialog.evaluate((d) =>
          d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body || !document.activeElement ? 'none' : document.activeElement.outerHTML.slice(0, 80),
        );
        expect(['dialog', 'none'], 'focus never reaches the page behind the modal').toContain(where);
        if (where === 'dialog') inside += 1;
      }
      expect(inside).toBeGreaterThan(6);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The dialog's `close` event (a task of its own, after the dialog is hidden) has run: until then
      // it may still hand focus back to this button after the next Tab has moved on.
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
    }
  });

  test('the video carousel moves with the arrow keys and its buttons, and loops', async ({ page }) => {
    await page.goto('/resources');
    const carousel = page.locator('main [aria-roledescription="carousel"]').first();
    await expect(carousel).toBeVisible();
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const total = await slides.count();
    expect(total).toBeGreaterThan(1);
    /** The slides a sighted visitor sees now (inside the carousel's box, not hidden from assistive technology). */
    const current = () =>
      slides.evaluateAll((els) => {
        const box = els[0]!.closest('[aria-roledescription="carousel"]')!.getBoundingClientRect();
        return els
          .map((el, i) => ({ i, r: el.getBoundingClientRect(), hidden: el.closest('[aria-hidden="true"], [inert], [hidden]') !== null }))
          .filter(({ r, hidden }) => !hidden && r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1)
          .map(({ i }) => i);
      });

    const start = await current();
    expect(start.length).toBeGreaterThan(0);
    // The arrow keys act where the carousel's pattern puts them (its slide picker, a slide or the
    // carousel itself): walk its controls with Tab until ArrowRight moves it.
    const controls = carousel.locator('button:not([disabled]), [tabindex="0"], a[href]');
    await tabTo(page, controls.first(), { max: 150 });
    let moved = false;
    for (let i = 0; i < Math.min(await controls.count(), 12) && !moved; i++) {
      await page.keyboard.press('ArrowRight');
      try {
        await expect.poll(current, { ...FRAME_POLL, timeout: 1_500 }).not.toEqual(start);
        moved = true;
      } catch {
        await page.keyboard.press('Tab');
      }
    }
    expect(moved, 'ArrowRight moves the carousel from one of its controls').toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(current, FRAME_POLL).toEqual(start);
    // Looping: back from the first slide shows the last one.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await current()).includes(total - 1), FRAME_POLL).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(current, FRAME_POLL).toEqual(start);

    const next = carousel.getByRole('button', { name: listing.videos.nextLabel });
    await tabTo(page, next, { max: 40 });
    await page.keyboard.press('Enter');
    await expect.poll(current, FRAME_POLL).not.toEqual(start);
  });
});
