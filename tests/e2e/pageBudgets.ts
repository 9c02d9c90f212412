import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { BUDGETS_KB, KB } from '../../pipeline/postbuild/budgets.ts';
import { ICON_SPRITE_FOLDER } from '../../lib/iconSpritePath.ts';
import { dist } from './builtPages.ts';
import { consentBanner } from './content.ts';
import { expect, test } from './fixtures.ts';
import { requestsInFlight, requestsSettled, startupRan } from './pageStates.ts';

/**
 * What a page downloads, measured in Chromium, against the byte budgets (`BUDGETS_KB`, shared with the
 * build's HTML check): the first-party JavaScript and CSS the page actually downloads (its module
 * script, the modules that imports statically, and anything it loads lazily at start-up), its icon
 * sprite and its HTML, as a returning visitor and on a first visit (docs/performance.md).
 */

export interface Transfer {
  js: number;
  css: number;
  /** The icon sprite the page's icons draw from. */
  icons: number;
  files: string[];
}

/** gzip -9 size of a built file, from the .gz copy the build wrote next to it. */
export function gzipSize(pathname: string): number {
  const file = path.join(dist, decodeURIComponent(pathname));
  expect(existsSync(`${file}.gz`), `${pathname} has a precompressed copy`).toBe(true);
  return statSync(`${file}.gz`).size;
}

/** The icon sprite (pipeline/postbuild/iconSprite.ts). */
const ICON_SPRITE = new RegExp(`^${ICON_SPRITE_FOLDER}icons\\.[\\w-]+\\.svg$`);

/**
 * Loads `url` in `page` (a first visit when nothing is stored, a returning one after a stored choice)
 * and sums the first-party files it fetched once it has settled: everything the page starts once it
 * has been shown (client/pageShown.ts: its widget chunks, and on a first visit the consent library)
 * has started and enhanced its markup, and no request is in flight. The page's HTTP cache is off
 * (`fetchEverything`): each visit fetches all it loads.
 */
export async function firstPartyTransfer(page: Page, url: string, visitor: 'first' | 'returning'): Promise<Transfer> {
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

export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * A page's two visits and its HTML (`file`, in the build) against the budgets, as soft assertions:
 * what only the first visit fetched is the consent library; the page's own files load on both.
 */
export function expectWithinBudgets(file: string, first: Transfer, returning: Transfer): void {
  const html = statSync(path.join(dist, `${file}.gz`)).size;
  const library = first.files.filter((f) => !returning.files.includes(f));
  const libraryJs = library.filter((f) => /\.m?js$/.test(f)).reduce((n, f) => n + gzipSize(f), 0);
  const libraryCss = library.filter((f) => /\.css$/.test(f)).reduce((n, f) => n + gzipSize(f), 0);

  test.info().annotations.push({
    type: 'bytes (gzip -9)',
    description: `${file}: HTML ${kb(html)}; returning (the page) JS ${kb(returning.js)}, CSS ${kb(returning.css)}, icon sprite ${kb(returning.icons)}; consent library JS ${kb(libraryJs)}, CSS ${kb(libraryCss)}; first visit in all JS ${kb(first.js)}, CSS ${kb(first.css)}`,
  });

  // The page is enhanced by JavaScript and styled, and the consent library loads only on a first visit.
  expect.soft(returning.js, 'the page loads JavaScript').toBeGreaterThan(0);
  expect.soft(returning.css, 'the page loads CSS').toBeGreaterThan(0);
  expect.soft(returning.icons, 'the icon sprite (every page has icons)').toBeGreaterThan(0);
  expect.soft(libraryJs, `the consent library's scripts (first visit only): ${library.join(', ')}`).toBeGreaterThan(0);
  expect.soft(libraryCss, `the consent library's stylesheet (first visit only): ${library.join(', ')}`).toBeGreaterThan(0);
  expect
    .soft(
      returning.files.filter((f) => !first.files.includes(f)),
      'files a returning visit loads that a first visit does not',
    )
    .toEqual([]);

  expect.soft(html, 'HTML').toBeLessThanOrEqual(BUDGETS_KB.html * KB);
  expect.soft(returning.js, `JS, the page (returning visitor): ${returning.files.join(', ')}`).toBeLessThanOrEqual(BUDGETS_KB.returning.js * KB);
  expect.soft(returning.css, 'CSS, the page (returning visitor)').toBeLessThanOrEqual(BUDGETS_KB.returning.css * KB);
  expect.soft(returning.icons, 'the icon sprite').toBeLessThanOrEqual(BUDGETS_KB.iconSprite * KB);
  expect.soft(libraryJs, `JS, the consent library: ${library.join(', ')}`).toBeLessThanOrEqual(BUDGETS_KB.consentLibrary.js * KB);
  expect.soft(libraryCss, 'CSS, the consent library').toBeLessThanOrEqual(BUDGETS_KB.consentLibrary.css * KB);
  expect.soft(first.js, `JS, first visit in all: ${first.files.join(', ')}`).toBeLessThanOrEqual(BUDGETS_KB.firstVisit.js * KB);
  expect.soft(first.css, 'CSS, first visit in all').toBeLessThanOrEqual(BUDGETS_KB.firstVisit.css * KB);
}
