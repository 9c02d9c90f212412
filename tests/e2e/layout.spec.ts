import { builtDocument, linksNamed, navigationsNamed, text } from './builtDocument.ts';
import { firstDropdown as first, secondDropdown as second, ui } from './content.ts';
import { dropdownPanel, expect, test } from './fixtures.ts';
import site from '#content/site';
import navigation from '#content/navigation';
import { routes } from '../../lib/routes.ts';

test.use({ consent: 'rejected' });

test('the built header lists the menu items of the content, with its buttons (Login, Sign Up) opening the application in a new tab', () => {
  const doc = builtDocument('/');
  const [nav] = navigationsNamed(doc, ui.mainNavigation);
  expect(nav, 'the main navigation').toBeDefined();
  expect
    .soft(
      [...nav!.children]
        .filter((el) => el.tagName === 'UL')
        .flatMap((ul) => [...ul.children].flatMap((li) => [...li.children].filter((el) => el.tagName === 'A' || el.tagName === 'BUTTON').map((el) => text(el)))),
    )
    .toEqual(navigation.header.map((i) => i.name));
  expect.soft(navigation.ctas.every((cta) => cta.kind === 'app')).toBe(true);
  const banner = doc.querySelector('header[data-site-header]')!;
  for (const { label } of navigation.ctas) {
    const link = linksNamed(banner, new RegExp(`^${label}`))[0];
    expect.soft(link?.getAttribute('href'), label).toBe(site.appUrl);
    expect.soft(link?.getAttribute('target'), label).toBe('_blank');
    expect.soft(link?.getAttribute('rel'), label).toBe('noopener noreferrer');
  }
});

test('the built footer has the newsletter button, the social links with names, legal links and the copyright line', () => {
  const footer = builtDocument('/').querySelector('footer#site-footer')!;
  expect.soft(linksNamed(footer, ui.newsletterButton).map((a) => a.getAttribute('href'))).toEqual([routes.newsletter]);
  const social = [...footer.querySelectorAll(`ul[aria-label="${ui.socialLinks}"] a[href]`)];
  expect.soft(social).toHaveLength(site.social.length);
  for (const [i, profile] of site.social.entries()) {
    expect.soft(social[i]?.getAttribute('href')).toBe(profile.url);
    expect.soft(social[i]?.getAttribute('aria-label') ?? text(social[i])).toMatch(new RegExp(profile.label));
  }
  for (const { name, href } of navigation.footer.legal)
    expect
      .soft(
        linksNamed(footer, name).map((a) => a.getAttribute('href')),
        name,
      )
      .toEqual([href]);
  for (const { href } of navigation.footer.company) expect.soft(footer.querySelectorAll(`a[href="${href}"]`), href).toHaveLength(1);
  expect.soft(text(footer)).toContain(site.copyrightLine);
});

test('at 1280 px: the page opens at the top; the skip link moves focus to the main content; the dropdowns open on hover, from the keyboard, one at a time', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await test.step('without a hash the page opens at the top', async () => {
    expect.soft(await page.evaluate(() => window.scrollY)).toBe(0);
  });
  await test.step('the skip link moves focus to the main content', async () => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: ui.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
  await test.step('a dropdown opens on hover and closes 200 ms after the pointer leaves', async () => {
    const trigger = page.getByRole('button', { name: first.name });
    const panel = await dropdownPanel(trigger);
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(first.links.length);
    // Leave, then sample the state shortly after and well after the delay.
    const timings = await page.evaluate(async () => {
      const item = document.querySelector('[data-dropdown]')!;
      const btn = item.querySelector('button')!;
      item.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
      const at = (ms: number) => new Promise<string>((r) => setTimeout(() => r(btn.getAttribute('aria-expanded')!), ms));
      return { at120: await at(120), at320: await at(200) };
    });
    expect(timings).toEqual({ at120: 'true', at320: 'false' });
    await expect(panel).toBeHidden();
    await page.mouse.move(640, 600);
  });
  await test.step('dropdowns work from the keyboard: Enter opens, arrows move, Escape closes and returns focus', async () => {
    const trigger = page.getByRole('button', { name: second.name });
    const panel = await dropdownPanel(trigger);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(panel.locator('a').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.locator('a').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(panel).toBeHidden();
  });
  await test.step('only one dropdown is open at a time, and an outside click closes it', async () => {
    const solutions = page.getByRole('button', { name: first.name });
    const resources = page.getByRole('button', { name: second.name });
    await solutions.click();
    await resources.click();
    await expect(solutions).toHaveAttribute('aria-expanded', 'false');
    await expect(resources).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 600);
    await expect(resources).toHaveAttribute('aria-expanded', 'false');
  });
});

test('without JavaScript the dropdown links stay reachable', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const trigger = page.getByRole('button', { name: first.name });
  await trigger.hover();
  await expect((await dropdownPanel(trigger)).getByRole('link', { name: first.links[0].name })).toBeVisible();
  await context.close();
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no horizontal scroll at 360 px; opens from the toggle; Solutions and Resources are exclusive; Escape closes', async ({ page }) => {
    await page.goto('/');
    await test.step('no horizontal scroll at 360 px', async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect.soft(overflow).toBe(0);
    });
    const root = page.locator('[data-mobile-menu-root]');
    const toggle = root.locator('summary[data-menu-toggle]');
    await expect(toggle).toHaveAccessibleName(ui.menuButton);
    await expect(page.getByRole('navigation', { name: ui.mainNavigation })).toBeHidden();
    await toggle.click();
    await expect(root).toHaveAttribute('open', '');
    const menu = page.getByRole('navigation', { name: ui.mobileNavigation });
    await expect(menu).toBeVisible();
    const solutions = menu.locator('details', { has: page.locator('summary', { hasText: first.name }) });
    const resources = menu.locator('details', { has: page.locator('summary', { hasText: second.name }) });
    await solutions.locator('summary').click();
    await expect(solutions).toHaveAttribute('open', '');
    await expect(solutions.getByRole('link')).toHaveCount(first.links.length);
    await resources.locator('summary').click();
    await expect(resources).toHaveAttribute('open', '');
    await expect(solutions).not.toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(root).not.toHaveAttribute('open', '');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe('scrolling', () => {
  test('a hash scrolls to its target after a short delay, clear of the fixed header', async ({ page }) => {
    await page.goto('/#site-footer');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const { targetTop, headerBottom } = await page.evaluate(() => ({
      targetTop: document.getElementById('site-footer')!.getBoundingClientRect().top,
      headerBottom: document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom,
    }));
    expect(targetTop).toBeGreaterThanOrEqual(headerBottom);
  });
});

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found screen and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound.title);
    await expect(page.getByText(site.notFound.message)).toBeVisible();
    await expect(page.getByRole('link', { name: site.notFound.homeLabel })).toHaveAttribute('href', '/');
    await expect.poll(() => errors.some((e) => e.includes('/no/such/page'))).toBe(true);
  });
});
