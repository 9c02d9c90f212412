import type { Page } from '@playwright/test';
import { dropdownPanel, expect, forgetVisits, test } from './fixtures.ts';
import { consentBanner, firstDropdown, secondDropdown, ui } from './content.ts';

// Hostile input, no JavaScript, and the consent banner against what it must never cover.

const banner = (page: Page) => page.getByRole('dialog', { name: consentBanner.title });
const preferences = (page: Page) => page.getByRole('dialog', { name: consentBanner.preferencesTitle });

test.describe('a malformed fragment', () => {
  // `decodeURIComponent` throws on each of these; it once stopped every widget after the hash scroll.
  // One page for the three: each step starts as a first visit (storage and cookies cleared, no choice).
  test('/contact#%, /#%E0%A4%A and /pricing#%%: the banner works, Cookie settings works, no page error; the contact form falls back to e-mail', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // No widget fails, either (startSafely would report it here rather than as a page error).
    page.on('console', (m) => void (m.type() === 'error' && m.text().includes('did not start') && errors.push(m.text())));
    for (const route of ['/contact#%', '/#%E0%A4%A', '/pricing#%%']) {
      await test.step(`${route}: the banner works, Cookie settings works, no page error`, async () => {
        errors.length = 0;
        await forgetVisits(page);
        await page.goto(route);
        if (route === '/contact#%') {
          await test.step('/contact#%: the contact form falls back to e-mail when the provider is unreachable', async () => {
            const mount = page.locator('[data-form-mount="contact"]');
            await expect(mount.locator('[data-form-fallback]')).toBeVisible();
            await expect(mount.locator('[data-form-loading]')).toBeHidden();
            await expect(mount.locator('[data-form-fallback] a[href^="mailto:"]')).toBeVisible();
          });
        }
        await expect(banner(page)).toBeVisible();
        await banner(page).getByRole('button', { name: consentBanner.rejectLabel }).click();
        await expect(banner(page)).toBeHidden();
        expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('rejected');
        await page.getByRole('contentinfo').getByRole('button', { name: consentBanner.reopenLabel }).click();
        await expect(preferences(page)).toBeVisible();
        expect(errors, route).toEqual([]);
      });
    }
  });

  test('one widget that throws does not stop the others', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const logged: string[] = [];
    page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())));
    // The mobile menu's start-up throws (matchMedia fails); the widgets started after it still work.
    await page.addInitScript(() => {
      window.matchMedia = () => {
        throw new Error('matchMedia is unavailable');
      };
    });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // The banner takes focus shortly after it shows (on a busy machine, after a click that came
    // first would have opened the menu, and the focus leaving the menu closes it): wait for it.
    await expect.poll(() => banner(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    expect(logged.some((text) => text.includes('The mobile menu widget did not start'))).toBe(true);
    const trigger = page.getByRole('navigation', { name: ui.mainNavigation }).getByRole('button', { name: firstDropdown.name });
    await trigger.click();
    await expect(await dropdownPanel(trigger)).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('storage that throws (private modes)', () => {
  test('the banner, its preferences and the forms keep working with localStorage and sessionStorage throwing', async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/contact#%');
    await banner(page).getByRole('button', { name: consentBanner.manageLabel }).click();
    await preferences(page).getByRole('switch', { name: consentBanner.categories.analytics.label }).check();
    await preferences(page).getByRole('button', { name: consentBanner.saveLabel }).click();
    await expect(preferences(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((a) => Array.from(a as ArrayLike<unknown>))
        .filter((a) => a[0] === 'consent')
        .at(-1),
    );
    expect(consent?.[2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
    await expect(page.locator('[data-form-mount="contact"] [data-form-fallback]')).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  // One page for the three pages without JavaScript: a step each, the menu last as it navigates away.
  test('the newsletter buttons are e-mail links, the contact page shows the e-mail fallback, and the mobile menu reaches every page it lists', async ({ page }) => {
    await test.step("the newsletter page's subscribe buttons are e-mail links naming their newsletter", async () => {
      await page.goto('/resources/newsletter');
      const openers = page.locator('main [data-newsletter-open]');
      expect.soft(await openers.count()).toBeGreaterThan(0);
      for (const opener of await openers.all()) {
        const href = await opener.getAttribute('href');
        const title = await opener.getAttribute('data-dialog-title');
        expect.soft(href).toMatch(/^mailto:[^?@]+@[^?]+\?subject=/);
        expect.soft(decodeURIComponent(href!.split('subject=')[1]!)).toBe(title);
      }
    });

    await test.step('the contact page shows the e-mail fallback at once, and no loading line that never ends', async () => {
      await page.goto('/contact');
      const mount = page.locator('[data-form-mount="contact"]');
      await expect.soft(mount.locator('[data-form-loading]')).toBeHidden();
      await expect.soft(mount.getByRole('link', { name: /@/ })).toBeVisible();
      expect.soft(await mount.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    });

    await test.step('the mobile menu opens and every page it lists is reachable, /resources/talks included', async () => {
      await page.goto('/');
      await page.locator('[data-menu-toggle]').click();
      const menu = page.getByRole('navigation', { name: ui.mobileNavigation });
      await expect(menu).toBeVisible();
      await menu.locator('summary', { hasText: secondDropdown.name }).click();
      await menu.locator('a[href="/resources/talks"]').click();
      await expect(page).toHaveURL(/\/resources\/talks$/);
    });
  });
});

/** Whether two boxes overlap by more than a pixel. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
  return a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
}

test.describe('the consent banner covers no primary action', () => {
  test("at 1280 × 720 and 1280 × 900 the desktop banner does not overlap the hero's primary action or the contact form", async ({ page }) => {
    // One visit per page, resized to each height: the banner's and the page's layout follow the
    // window's size in CSS alone, so a resized page lays out as one opened at that size.
    for (const route of ['/', '/pricing', '/solutions/proof-of-governance', '/partnerships', '/contact']) {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto(route);
      for (const height of [720, 900]) {
        await page.setViewportSize({ width: 1280, height });
        await expect(banner(page)).toBeVisible();
        const targets = page.locator('[data-section="hero"] .btn, [data-form-mount="contact"]');
        expect(await targets.count(), route).toBeGreaterThan(0);
        for (const target of await targets.all()) {
          await target.scrollIntoViewIfNeeded();
          const [bannerBox, targetBox] = [await banner(page).boundingBox(), await target.boundingBox()];
          expect.soft(overlaps(bannerBox!, targetBox!), `${route} at 1280 × ${height}: banner ${JSON.stringify(bannerBox)} over ${JSON.stringify(targetBox)}`).toBe(false);
        }
      }
    }
  });

  test('at 390 × 844 the banner leaves each hero action visible once scrolled to the middle of the screen, and the open mobile menu sits above it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await test.step('the banner leaves each hero action visible once scrolled to the middle of the screen', async () => {
      for (const route of ['/', '/pricing', '/solutions/proof-of-governance', '/partnerships']) {
        await page.goto(route);
        await expect(banner(page)).toBeVisible();
        const targets = page.locator('[data-section="hero"] .btn');
        expect.soft(await targets.count(), route).toBeGreaterThan(0);
        for (const target of await targets.all()) {
          await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
          const [bannerBox, targetBox] = [await banner(page).boundingBox(), await target.boundingBox()];
          expect.soft(overlaps(bannerBox!, targetBox!), `${route}: banner ${JSON.stringify(bannerBox)} over ${JSON.stringify(targetBox)}`).toBe(false);
        }
      }
    });

    await test.step('on a phone the open mobile menu sits above the banner, and taps on its sections reach the menu', async () => {
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      await page.locator('[data-menu-toggle]').click();
      const menu = page.getByRole('navigation', { name: ui.mobileNavigation });
      const resources = menu.locator('summary', { hasText: secondDropdown.name });
      await resources.click();
      // The lowest link of the open section, where the banner used to be: the tap lands on the link.
      const last = menu.locator('details[open] a').last();
      await last.scrollIntoViewIfNeeded();
      const box = (await last.boundingBox())!;
      const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(hit).toBe(await last.getAttribute('href'));
      // Closing the menu brings the banner back on top.
      await page.locator('[data-menu-toggle]').click();
      await expect(banner(page).getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
    });
  });
});
