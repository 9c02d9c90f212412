import type { Page, Request, Route } from '@playwright/test';
import checker from '../../.generated/content/enforceability-checker.ts';
import pog from '../../.generated/content/pages/proof-of-governance.ts';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { afterNextFrames, requestsInFlight, requestsSettled, startupRan } from './pageStates.ts';

/**
 * The enforceability checker on the governance page: an HTML-only section until the visitor
 * reaches for it, then a React island hydrated in place. Expectations about copy come from the
 * content record; verdicts are checked on sentences whose reading the page's rules settle.
 */
const ROUTE = '/solutions/proof-of-governance';
const SECTION = `#${checker.section.id}`;
/** React's production build carries this text; the site's own scripts do not. */
const REACT_MARKER = 'Minified React error';

const VAGUE = 'All staff should review access logs as needed.';
const ENFORCEABLE = 'When a breach is detected, the CISO must notify the regulator within 72 hours.';

/** Scripts the page fetched, with their bodies. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(
        new URL(response.url()).pathname,
        response.text().catch(() => ''),
      );
  });
  return scripts;
}

/** Console errors and warnings, and uncaught errors (React reports hydration mismatches through both). */
function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

// A stored consent choice: the banner stays closed and keeps no focus from the checker.
test.use({ consent: 'rejected' });

async function openPage(page: Page, width = 1280) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(ROUTE, { waitUntil: 'load' });
  // The loader listens once the page has been shown (like the other page widgets).
  await expect(page.locator(`${SECTION} [data-checker-island][data-enhanced]`)).toBeAttached();
}

const field = (page: Page) => page.getByRole('textbox', { name: checker.section.fieldLabel });
const ready = (page: Page) => expect(page.locator(`${SECTION} [data-checker][data-state="ready"]`)).toBeAttached();

test.describe('the policy checker', () => {
  test('loads no React until the visitor reaches for it, then hydrates without a mismatch or a layout shift', async ({ page }) => {
    const scripts = recordScripts(page);
    const problems = recordProblems(page);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number[] }).shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { shifts: number[] }).shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const inflight = requestsInFlight(page);
    await openPage(page);
    // Everything the page loads before any interaction has arrived: its start-up work has run and no request is left.
    await startupRan(page);
    await requestsSettled(page, inflight);
    const before = new Map(scripts);
    for (const [path, body] of before) expect(await body, `${path} before interaction`).not.toContain(REACT_MARKER);
    await expect(page.locator(`${SECTION} [data-checker]`)).toHaveAttribute('data-state', 'static');

    await page.locator(SECTION).scrollIntoViewIfNeeded();
    const island = page.locator(`${SECTION} [data-checker-island]`);
    const box = async () =>
      page.evaluate((sel) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return [r.x, r.y + scrollY, r.width, r.height].map(Math.round);
      }, `${SECTION} [data-checker-island]`);
    const markup = async () => (await island.innerHTML()).replace(/ data-state="(static|ready)"/, '');
    const boxBefore = await box();
    const htmlBefore = await markup();
    const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.length);

    // A focus from script, not input: any layout shift it causes counts.
    await page.evaluate((sel) => (document.querySelector(sel) as HTMLElement).focus(), `${SECTION} textarea`);
    await ready(page);
    const loaded = [...scripts.keys()].filter((p) => !before.has(p));
    expect(loaded.length, 'the island chunk is loaded on interaction').toBeGreaterThan(0);
    expect((await Promise.all(loaded.map((p) => scripts.get(p)!))).some((body) => body.includes(REACT_MARKER))).toBe(true);

    await afterNextFrames(page);
    expect(await box(), 'the island keeps its place and size').toEqual(boxBefore);
    expect(await markup(), 'hydration keeps the prerendered markup').toBe(htmlBefore);
    expect(await page.evaluate((n) => (window as unknown as { shifts: number[] }).shifts.slice(n), shiftsBefore), 'layout shifts').toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a prerender that does not match is reported (the mismatch check can fail)', async ({ page }) => {
    const problems = recordProblems(page);
    await openPage(page);
    await page.evaluate((sel) => {
      document.querySelector(`${sel} label`)!.textContent = 'Tampered label';
    }, SECTION);
    await page.evaluate((sel) => (document.querySelector(sel) as HTMLElement).focus(), `${SECTION} textarea`);
    await ready(page);
    // React's production build reports a mismatch as error #418 (text) or #419 (a boundary's content).
    await expect.poll(() => problems.join('\n')).toMatch(/Minified React error #41[89]|hydrat/i);
  });

  test('results follow typing once it pauses; the button checks a typed sentence: the verdict in a status, the three elements, the vague phrases marked', async ({ page }) => {
    await openPage(page);
    await test.step('results follow typing once it pauses', async () => {
      await field(page).fill(ENFORCEABLE);
      await expect(page.locator(`${SECTION} [data-checker] [data-sentence-result]`).first().getByRole('status')).toHaveText(new RegExp(`^${checker.labels.enforceable}: `));
    });
    await field(page).fill(`${VAGUE} ${ENFORCEABLE}`);
    await page.getByRole('button', { name: checker.section.button }).click();
    const results = page.locator(`${SECTION} [data-checker] [data-sentence-result]`);
    await expect(results).toHaveCount(2);

    const first = results.nth(0);
    await expect(first.getByRole('status')).toHaveText(new RegExp(`^${checker.labels.notEnforceable}: `));
    await expect(first.getByRole('status')).toContainText("'All staff' is not a responsible role");
    await expect(first.locator('mark')).toHaveText(['should', 'as needed']);
    const dl = first.locator('dl');
    await expect(dl.locator('dt')).toHaveText([checker.labels.condition, checker.labels.outcome, checker.labels.responsibleParty]);
    await expect(dl.locator('dd')).toHaveText([`✗ ${checker.labels.missing}`, 'review access logs as needed', `✗ ${checker.labels.missing}`]);
    await expect(first.locator('[data-rewrite]')).toHaveText('When [condition], [responsible role] must review access logs within [time].');

    const second = results.nth(1);
    await expect(second.getByRole('status')).toHaveText(new RegExp(`^${checker.labels.enforceable}: `));
    await expect(second.locator('dl dd')).toHaveText(['When a breach is detected', 'notify the regulator within 72 hours', 'the CISO']);
    await expect(second.locator('mark')).toHaveCount(0);
    await expect(second.locator('[data-directing]')).toHaveText(['must']);
  });

  test('works by keyboard alone, keeping what was typed before the island was ready', async ({ page }) => {
    await openPage(page);
    // The island's scripts are held until the typing is done, so the text is typed into the page's own box.
    const held: Route[] = [];
    let release = false;
    await page.route('**/*.js', (route) => (release ? route.continue() : void held.push(route)));
    // From the hero's link to the section, then Tab into the text box.
    const link = page.getByRole('link', { name: checker.section.heroLink });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
    await page.keyboard.press('Tab');
    await expect(field(page)).toBeFocused();
    // Typed while the island is still loading.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(VAGUE);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: checker.section.button })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(held.length, 'the island was requested on the first focus').toBeGreaterThan(0);
    release = true;
    for (const route of held) await route.continue();
    await ready(page);
    await expect(field(page)).toHaveValue(VAGUE);
    const status = page.locator(`${SECTION} [data-checker] [data-sentence-result]`).first().getByRole('status');
    await expect(status).toHaveText(new RegExp(`^${checker.labels.notEnforceable}: no condition, 'All staff'`));
  });

  test('text selected while the island loads stays selected once it is ready: typing then replaces it', async ({ page }) => {
    await openPage(page);
    const held: Route[] = [];
    let release = false;
    await page.route('**/*.js', (route) => (release ? route.continue() : void held.push(route)));
    await field(page).focus();
    await page.keyboard.press('ControlOrMeta+A');
    await expect.poll(() => held.length, 'the island was requested on the first focus').toBeGreaterThan(0);
    release = true;
    for (const route of held) await route.continue();
    await ready(page);
    // The island renders again as it becomes ready: the selection must survive that render.
    const whole = await field(page).evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd, el.value.length]);
    expect(whole.slice(0, 2)).toEqual([0, whole[2]]);
    await page.keyboard.type(ENFORCEABLE);
    await expect(field(page)).toHaveValue(ENFORCEABLE);
  });

  test('a press of the button before the island is ready is replayed once it is, and the URL keeps no text', async ({ page }) => {
    await openPage(page);
    await field(page).evaluate((el: HTMLTextAreaElement, text) => (el.value = text), ENFORCEABLE);
    // Its pointer press starts the island's loading; the click lands before it is ready.
    await page.getByRole('button', { name: checker.section.button }).click();
    await ready(page);
    await expect(page.locator(`${SECTION} [data-checker] [data-sentence-result]`).first().getByRole('status')).toHaveText(new RegExp(`^${checker.labels.enforceable}: `));
    expect(page.url()).toMatch(new RegExp(`${ROUTE}$`));
  });

  test('no request carries the text, and the text never reaches the URL', async ({ page, externalRequests }) => {
    await openPage(page);
    const secret = 'Zebra-7731 must be approved by the quartermaster when the moon is full.';
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await field(page).click();
    await page.keyboard.type(secret);
    await page.getByRole('button', { name: checker.section.button }).click();
    await page.keyboard.press('Enter');
    await expect(page.locator(`${SECTION} [data-checker] [data-sentence-result]`).first()).toContainText('Zebra-7731');
    // Anything the check sends is started by its own handlers: the result shows, so those have run.
    // A late beacon goes when the page is left: tell the page so, then send a request of the test's
    // own and wait until the browser reports it; it reports requests in the order they start.
    await page.evaluate(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const marker = page.waitForRequest((r) => new URL(r.url()).searchParams.has('after-check'));
    await page.evaluate(() => void fetch('/favicon.ico?after-check'));
    await marker;
    const origin = new URL(page.url()).origin;
    for (const r of requests) {
      const url = new URL(r.url());
      expect(url.origin, r.url()).toBe(origin);
      expect(r.method(), r.url()).toBe('GET');
      expect(url.pathname, 'only static files').toMatch(/\.(js|css|svg|png|ico|webmanifest|woff2?)$/);
      expect(url.search + url.hash + (r.postData() ?? '')).not.toContain('Zebra');
    }
    expect(externalRequests).toEqual([]);
    expect(page.url()).not.toContain('Zebra');
    expect(new URL(page.url()).search).toBe('');
  });

  // One page for both widths: each step opens the page afresh at its width.
  test('axe finds nothing in the section after an analysis at 390 px and at 1280 px', async ({ page }) => {
    test.setTimeout(90_000);
    for (const width of [390, 1280]) {
      await test.step(`axe finds nothing in the section after an analysis at ${width} px`, async () => {
        await openPage(page, width);
        await field(page).fill(`${VAGUE}\n${ENFORCEABLE}`);
        await page.getByRole('button', { name: checker.section.button }).click();
        await expect(page.locator(`${SECTION} [data-checker] [data-sentence-result]`)).toHaveCount(2);
        expect.soft(await axeViolations(page, { include: [SECTION] }), `${width} px`).toEqual([]);
      });
    }
  });

  test('without JavaScript: no controls, the worked examples analysed instead', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ROUTE);
    const section = page.locator(SECTION);
    await expect(section.getByRole('textbox')).toBeHidden();
    await expect(section.getByRole('button', { name: checker.section.button })).toBeHidden();
    await expect(section.getByText(checker.section.noScript)).toBeVisible();
    const examples = pog.enforceableRules.examples.items;
    const shown = section.locator('[data-checker-fallback] [data-sentence-result]');
    await expect(shown).toHaveCount(examples.length);
    for (const [i, example] of examples.entries()) {
      const sentence = await shown
        .nth(i)
        .locator('[data-highlighted]')
        .evaluate((el) => {
          const copy = el.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('sup, .sr-only').forEach((n) => n.remove());
          return copy.textContent;
        });
      expect(sentence).toBe(example.before);
      // Each is published as non-enforceable, and shown so.
      await expect(shown.nth(i).locator('[data-verdict]')).toHaveText(new RegExp(`^${checker.labels.notEnforceable}: `));
      await expect(shown.nth(i).locator('mark').first()).toBeVisible();
    }
    await context.close();
  });
});
