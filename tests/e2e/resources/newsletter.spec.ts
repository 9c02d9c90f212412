import { readFileSync } from 'node:fs';
import site from '#content/site';
import newsletterPage from '#content/resources/newsletter';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../axe.ts';
import { builtDocument, text, texts } from '../builtDocument.ts';
import { builtHtmlPath } from '../builtPages.ts';
import { expectBreadcrumb, trailOf } from '../breadcrumbs.ts';
import { expect, test } from '../fixtures.ts';

const newsletterForms = site.forms.newsletters;
/** A newsletter's record on the page and its form settings in the site config, by its key (a code-level name). */
const newsletter = (key: string) => {
  const record = newsletterPage.newsletters.find((n) => n.key === key);
  const form = newsletterForms.find((n) => n.key === key);
  if (!record || !form) throw new Error(`No newsletter ${key} in the content`);
  return { ...record, ...form };
};
const edgeNewsletter = newsletter('enforceable-edge');
const networkNewsletter = newsletter('proof-network');

/** Presses a newsletter's button on the newsletter page: its opener, and the dialog, shown with that newsletter's form and schedule. */
async function openNewsletter(page: Page, shown: ReturnType<typeof newsletter>): Promise<{ opener: Locator; dialog: Locator }> {
  const opener = page.locator(`[data-section="${shown.key}"]`).getByRole('button', { name: shown.buttonLabel });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: shown.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-form-mount="newsletter"]')).toHaveAttribute('data-newsletter-key', shown.key);
  await expect(dialog).toContainText(shown.schedule);
  return { opener, dialog };
}

// A stored consent choice: the consent banner would otherwise take focus while keys are pressed.
test.use({ consent: 'rejected' });

test('the newsletter page shows every newsletter of the content with its schedule, the breadcrumb, and one closed dialog', () => {
  const doc = builtDocument('/resources/newsletter');
  expectBreadcrumb(doc, trailOf('home', 'resources', 'newsletter'));
  for (const { key } of newsletterPage.newsletters) {
    const shown = newsletter(key);
    const section = doc.querySelector(`[data-section="${key}"]`);
    expect.soft(text(section), key).toContain(shown.label);
    expect.soft(section && texts(section, 'h2'), key).toEqual([shown.name]);
    expect.soft(section && texts(section, 'dd[data-newsletter-schedule]'), key).toEqual([shown.schedule]);
    expect.soft(text(section), key).toContain(shown.audience);
  }
  // One dialog for both; closed; the form mount defaults to enforceable-edge.
  const dialogs = [...doc.querySelectorAll('dialog')];
  expect.soft(dialogs).toHaveLength(1);
  expect.soft(dialogs[0]?.hasAttribute('data-newsletter-dialog')).toBe(true);
  expect.soft(dialogs[0]?.hasAttribute('open'), 'the dialog starts closed').toBe(false);
  expect.soft(doc.querySelector('dialog [data-form-mount="newsletter"]')?.getAttribute('data-newsletter-key')).toBe('enforceable-edge');
});

test.describe('the newsletter dialog', () => {
  const events = (page: Page) => page.evaluate(() => (window as unknown as { newsletterEvents: unknown[] }).newsletterEvents);

  // One page for both newsletters: each step opens the page afresh (dialog closed, event log empty).
  test('the first newsletter: opens modal, traps focus, Escape closes and focus returns; the partner newsletter: its own title and key; the close button closes and focus returns', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const log: { type: string; key: string }[] = [];
      (window as unknown as { newsletterEvents: typeof log }).newsletterEvents = log;
      for (const type of ['newsletter:open', 'newsletter:close']) {
        window.addEventListener(type, (e) => log.push({ type, key: (e as CustomEvent<{ key: string }>).detail.key }));
      }
    });

    await test.step('the first newsletter: opens modal, traps focus, Escape closes and focus returns', async () => {
      await page.goto('/resources/newsletter');
      const { opener, dialog } = await openNewsletter(page, edgeNewsletter);
      expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
      await expect.poll(() => events(page)).toEqual([{ type: 'newsletter:open', key: 'enforceable-edge' }]);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
      await expect(opener).toBeFocused();
      await expect
        .poll(() => events(page))
        .toEqual([
          { type: 'newsletter:open', key: 'enforceable-edge' },
          { type: 'newsletter:close', key: 'enforceable-edge' },
        ]);
    });

    await test.step('the partner newsletter: its own title and key; the close button closes and focus returns', async () => {
      await page.goto('/resources/newsletter');
      const { opener, dialog } = await openNewsletter(page, networkNewsletter);
      expect(await axeViolations(page, { include: ['[data-newsletter-dialog]'] })).toEqual([]);
      await dialog.getByRole('button', { name: newsletterPage.dialog.closeLabel }).click();
      await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
      await expect(opener).toBeFocused();
      // Reopening the first newsletter switches back.
      await openNewsletter(page, edgeNewsletter);
      await expect
        .poll(() => events(page))
        .toEqual([
          { type: 'newsletter:open', key: 'proof-network' },
          { type: 'newsletter:close', key: 'proof-network' },
          { type: 'newsletter:open', key: 'enforceable-edge' },
        ]);
    });
  });
});

test('a subscribe click that lands before the dialog code has loaded still opens the dialog', async ({ page }) => {
  // Hold every script the page imports lazily (the forms and dialog chunk among them); the entry
  // and the chunks its HTML preloads pass.
  const html = readFileSync(builtHtmlPath('/resources/newsletter'), 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/chunks/') && !preloaded.has(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/resources/newsletter', { waitUntil: 'domcontentloaded' });
  // The entry has run (in one task) once it has enhanced the header's navigation.
  await expect(page.locator('[data-desktop-nav]')).toHaveAttribute('data-enhanced', '');
  // Until the dialog's code runs, the opener is its no-JavaScript self: an e-mail link.
  const subscribe = page.locator('main [data-newsletter-open]').first();
  await expect(subscribe).toHaveAttribute('href', /^mailto:/);
  await subscribe.click();
  await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
  release();
  await expect(page.locator('[data-newsletter-dialog]')).toBeVisible();
  await expect(subscribe).toHaveAttribute('aria-expanded', 'true');
});
