import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { dist, pages } from './productionSupport.ts';
import { expect, forgetVisits, presetConsent, requestsInFlight, requestsSettled, startupRan, test } from './fixtures.ts';
import { consentBanner } from './content.ts';
import { BUDGETS_KB, KB } from '../../pipeline/postbuild/budgets.ts';
import { ICON_SPRITE_FOLDER } from '../../lib/iconSpritePath.ts';

/**
 * Every built page against the byte budgets (`BUDGETS_KB`, shared with the build's HTML check),
 * measured in Chromium: the first-party JavaScript and CSS the page actually downloads (its module
 * script, the modules that imports statically, and anything it loads lazily at start-up), and its
 * HTML, as a returning visitor and on a first visit (docs/performance.md).
 */

/** The site's hard ceilings per page: a budget may tighten them, never loosen them. */
const CEILINGS_KB = { js: 15, css: 20 } as const;

test('the page budgets stay inside the ceilings of 15 KB of JS and 20 KB of CSS', () => {
  // What a page loads to be shown is the same on both visits (asserted per page below), so the
  // returning visitor's budget is the page's; the first visit adds the consent library after it.
  expect(BUDGETS_KB.returning.js).toBeLessThanOrEqual(CEILINGS_KB.js);
  expect(BUDGETS_KB.returning.css).toBeLessThanOrEqual(CEILINGS_KB.css);
  expect(BUDGETS_KB.firstVisit.js).toBeLessThanOrEqual(BUDGETS_KB.returning.js + BUDGETS_KB.consentLibrary.js);
  expect(BUDGETS_KB.firstVisit.css).toBeLessThanOrEqual(BUDGETS_KB.returning.css + BUDGETS_KB.consentLibrary.css);
});

interface Transfer {
  js: number;
  css: number;
  /** The icon sprite the page's icons draw from. */
  icons: number;
  files: string[];
}

/** gzip -9 size of a built file, from the .gz copy the build wrote next to it. */
function gzipSize(pathname: string): number {
  const file = path.join(dist, decodeURIComponent(pathname));
  expect(existsSync(`${file}.gz`), `${pathname} has a precompressed copy`).toBe(true);
  return statSync(`${file}.gz`).size;
}

/** The icon sprite (pipeline/postbuild/iconSprite.ts). */
const ICON_SPRITE = new RegExp(`^${ICON_SPRITE_FOLDER}icons\\.[\\w-]+\\.svg$`);

/**
 * Loads `url` in `page` (a first visit when nothing is stored, a returning one after presetConsent)
 * and sums the first-party files it fetched once it has settled: everything the page starts once it
 * has been shown (client/pageShown.ts: its widget chunks, and on a first visit the consent library)
 * has started and enhanced its markup, and no request is in flight.
 */
async function firstPartyTransfer(page: Page, url: string, visitor: 'first' | 'returning'): Promise<Transfer> {
  const seen = new Set<string>();
  const inflight = requestsInFlight(page, (request: Request) => {
    const u = new URL(request.url());
    if (u.hostname === 'localhost' && (/\.(m?js|css)$/.test(u.pathname) || ICON_SPRITE.test(u.pathname))) seen.add(u.pathname);
  });
  await page.goto(url, { waitUntil: 'load' });
  if (visitor === 'first') await expect(page.getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
  await startupRan(page);
  await requestsSettled(page, inflight, url);
  const files = [...seen].sort();
  const sum = (ext: RegExp) => files.filter((f) => ext.test(f)).reduce((n, f) => n + gzipSize(f), 0);
  return { js: sum(/\.m?js$/), css: sum(/\.css$/), icons: sum(ICON_SPRITE), files };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

for (const built of pages) {
  const url = built.notFound ? '/this-page-does-not-exist' : built.route;
  test(`${built.file}: compressed JS, CSS and HTML stay within their budgets`, async ({ page }) => {
    const html = statSync(path.join(dist, `${built.file}.gz`)).size;

    // Both visits in one tab: between them, the first visit's storage is cleared and the returning
    // visitor's choice stored, as a new visit would find them. The fixture's guard against requests
    // that leave this machine routes every request, which turns the HTTP cache off: each visit fetches all it loads.
    const first = await firstPartyTransfer(page, url, 'first');
    await forgetVisits(page);
    await presetConsent(page, 'accepted');
    const returning = await firstPartyTransfer(page, url, 'returning');

    // The consent library: what only the first visit fetched. The page's own files load on both visits.
    const library = first.files.filter((f) => !returning.files.includes(f));
    const libraryJs = library.filter((f) => /\.m?js$/.test(f)).reduce((n, f) => n + gzipSize(f), 0);
    const libraryCss = library.filter((f) => /\.css$/.test(f)).reduce((n, f) => n + gzipSize(f), 0);

    test.info().annotations.push({
      type: 'bytes (gzip -9)',
      description: `${built.file}: HTML ${kb(html)}; returning (the page) JS ${kb(returning.js)}, CSS ${kb(returning.css)}, icon sprite ${kb(returning.icons)}; consent library JS ${kb(libraryJs)}, CSS ${kb(libraryCss)}; first visit in all JS ${kb(first.js)}, CSS ${kb(first.css)}`,
    });

    // The page is enhanced by JavaScript and styled, and the consent library loads only on a first visit.
    expect(returning.js).toBeGreaterThan(0);
    expect(returning.css).toBeGreaterThan(0);
    expect(returning.icons, 'the icon sprite (every page has icons)').toBeGreaterThan(0);
    expect(libraryJs, `the consent library's scripts (first visit only): ${library.join(', ')}`).toBeGreaterThan(0);
    expect(libraryCss, `the consent library's stylesheet (first visit only): ${library.join(', ')}`).toBeGreaterThan(0);
    expect(
      returning.files.filter((f) => !first.files.includes(f)),
      'files a returning visit loads that a first visit does not',
    ).toEqual([]);

    expect(html, 'HTML').toBeLessThanOrEqual(BUDGETS_KB.html * KB);
    expect(returning.js, `JS, the page (returning visitor): ${returning.files.join(', ')}`).toBeLessThanOrEqual(BUDGETS_KB.returning.js * KB);
    expect(returning.css, 'CSS, the page (returning visitor)').toBeLessThanOrEqual(BUDGETS_KB.returning.css * KB);
    expect(returning.icons, 'the icon sprite').toBeLessThanOrEqual(BUDGETS_KB.iconSprite * KB);
    expect(libraryJs, `JS, the consent library: ${library.join(', ')}`).toBeLessThanOrEqual(BUDGETS_KB.consentLibrary.js * KB);
    expect(libraryCss, 'CSS, the consent library').toBeLessThanOrEqual(BUDGETS_KB.consentLibrary.css * KB);
    expect(first.js, `JS, first visit in all: ${first.files.join(', ')}`).toBeLessThanOrEqual(BUDGETS_KB.firstVisit.js * KB);
    expect(first.css, 'CSS, first visit in all').toBeLessThanOrEqual(BUDGETS_KB.firstVisit.css * KB);
  });
}

test('the policy checker island, React included, stays within its budget, and loads only on interaction', async ({ page }) => {
  const route = '/solutions/proof-of-governance';
  await presetConsent(page, 'accepted');
  const before = await firstPartyTransfer(page, route, 'returning');
  const seen = new Set<string>();
  page.on('requestfinished', (request) => {
    const u = new URL(request.url());
    if (/\.m?js$/.test(u.pathname) && !before.files.includes(u.pathname)) seen.add(u.pathname);
  });
  await page.locator('[data-checker-island] textarea').focus();
  await expect(page.locator('[data-checker][data-state="ready"]')).toBeAttached({ timeout: 10_000 });
  await expect.poll(() => seen.size, { timeout: 5_000 }).toBeGreaterThan(0);
  const island = [...seen].reduce((n, f) => n + gzipSize(f), 0);
  test.info().annotations.push({ type: 'bytes (gzip -9)', description: `checker island ${kb(island)} (${[...seen].join(', ')}); page before interaction JS ${kb(before.js)}` });
  expect(island).toBeLessThanOrEqual(BUDGETS_KB.checkerIsland * KB);
  // The island is the site's only React: far more than any page's own script.
  expect(island).toBeGreaterThan(BUDGETS_KB.returning.js * KB);
});

/** The selectors of a stylesheet's rules (keyframe steps left out), each part of a list on its own. */
function selectors(css: string): string[] {
  const withoutKeyframes = css.replace(/@(-webkit-)?keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  return [...withoutKeyframes.matchAll(/(?:^|[{};])\s*([^{};@]+?)\s*\{/g)].flatMap((m) => m[1]!.split(',').map((s) => s.trim()));
}

test('a stylesheet that arrives after the page has been shown restyles its own widget, not the whole page', () => {
  // A rule with no class or id in its selector (`:root`, `html`, `*`) makes the browser restyle every
  // element when the sheet is added: a long main-thread task on a slow phone, after the first paint.
  const folder = path.join(dist, 'assets', 'static');
  const blocking = new Set(pages.flatMap((p) => [...readFileSync(path.join(dist, p.file), 'utf8').matchAll(/<link rel="stylesheet"[^>]*href="\/assets\/static\/([^"]+)"/g)].map((m) => m[1]!)));
  const late = readdirSync(folder).filter((f) => f.endsWith('.css') && !blocking.has(f));
  expect(late.length, 'the consent library has a stylesheet of its own').toBeGreaterThan(0);
  for (const file of late) {
    const all = selectors(readFileSync(path.join(folder, file), 'utf8'));
    expect(all.length, file).toBeGreaterThan(10);
    expect(
      all.filter((s) => !/[.#]/.test(s)),
      `${file}: selectors with no class or id`,
    ).toEqual([]);
  }
});
