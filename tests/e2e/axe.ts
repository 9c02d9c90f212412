import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core run inside the page, as @axe-core/playwright does, but with its source injected once per
// document: AxeBuilder injects it into every frame and opens a fresh page to merge the results on
// every analyze(), which cost more than the scan of a short page. Playwright's evaluate is not
// subject to the page's Content-Security-Policy.

// The minified build: the source crosses from this process to the browser and on to the page for every
// document scanned, and that costs CPU by its size (axe-core's `source`, the unminified build, is 1.4 MB).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules the site is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What a scan runs: rules by tag or by id, over the whole document or part of it. */
export interface AxeScan {
  tags?: readonly string[];
  rules?: readonly string[];
  /** Selectors of the parts to scan; the whole document when left out. */
  include?: readonly string[];
}

/**
 * Loads axe-core into the page's current document (once: a second call on the same document does
 * nothing). Fails if the document has frames: a scan runs in the top document only, and a frame
 * would otherwise go unchecked.
 */
export async function injectAxe(page: Page): Promise<void> {
  const frames = page.frames().filter((frame) => frame !== page.mainFrame());
  if (frames.length > 0) throw new Error(`the page has frames axe would not scan here: ${frames.map((f) => f.url()).join(', ')}`);
  if (await page.evaluate(() => 'axe' in window)) return;
  await page.evaluate(AXE_SOURCE);
}

/** The part of axe-core's API a scan calls in the page (its own types are too deep for evaluate's arguments). */
interface AxeInPage {
  run(
    context: Document | { include: string[] },
    options: { runOnly: { type: 'rule' | 'tag'; values: string[] }; resultTypes: ['violations'] },
  ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * Scans the page's current state and returns its violations, each as `rule: target, target …`.
 * Only violations are gathered (axe then skips describing every passing element, most of its work
 * after the checks themselves).
 */
export async function axeViolations(page: Page, scan: AxeScan): Promise<string[]> {
  await injectAxe(page);
  const runOnly = scan.rules ? { type: 'rule' as const, values: [...scan.rules] } : { type: 'tag' as const, values: [...(scan.tags ?? WCAG_TAGS)] };
  const include = scan.include ? [...scan.include] : null;
  return page.evaluate(
    async ({ include, runOnly }) => {
      const { axe } = window as unknown as { axe: AxeInPage };
      const results = await axe.run(include ? { include } : document, { runOnly, resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    },
    { include, runOnly },
  );
}

/**
 * Resolves once the page has laid out and painted its current view (two frames after a resize or a
 * theme change) and its transitions and finite animations have ended: a colour read mid-transition
 * belongs to neither theme.
 */
export async function viewSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime));
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
  });
}
