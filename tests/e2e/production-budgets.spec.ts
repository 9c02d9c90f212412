import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dist, pages } from './productionSupport.ts';
import { expect, presetConsent, test } from './fixtures.ts';
import { firstPartyTransfer, gzipSize, kb } from './pageBudgets.ts';
import { BUDGETS_KB, KB } from '../../pipeline/postbuild/budgets.ts';

/**
 * The byte budgets (`BUDGETS_KB`) beyond each page's own: their ceilings, the policy checker's island,
 * and the stylesheets that arrive late. Every page's visits are measured in the page walk
 * (every-page.spec.ts, with tests/e2e/pageBudgets.ts), which loads each page anyway.
 */

/** The site's hard ceilings per page: a budget may tighten them, never loosen them. */
const CEILINGS_KB = { js: 15, css: 20 } as const;

test('the page budgets stay inside the ceilings of 15 KB of JS and 20 KB of CSS', () => {
  // What a page loads to be shown is the same on both visits (asserted per page in the walk), so the
  // returning visitor's budget is the page's; the first visit adds the consent library after it.
  expect(BUDGETS_KB.returning.js).toBeLessThanOrEqual(CEILINGS_KB.js);
  expect(BUDGETS_KB.returning.css).toBeLessThanOrEqual(CEILINGS_KB.css);
  expect(BUDGETS_KB.firstVisit.js).toBeLessThanOrEqual(BUDGETS_KB.returning.js + BUDGETS_KB.consentLibrary.js);
  expect(BUDGETS_KB.firstVisit.css).toBeLessThanOrEqual(BUDGETS_KB.returning.css + BUDGETS_KB.consentLibrary.css);
});

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
  await expect(page.locator('[data-checker][data-state="ready"]')).toBeAttached();
  await expect.poll(() => seen.size).toBeGreaterThan(0);
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
