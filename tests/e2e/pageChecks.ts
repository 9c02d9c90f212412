import type { Page } from '@playwright/test';

// Checks of a rendered page that every page must pass, shared by the per-page walk
// (every-page.spec.ts). Each returns what it found wrong, so that one visit can run them all and
// report every problem of the page at once.

/** The font sizes of the visible h2–h6 in the page's main content, with one example heading each. */
export async function headingSizes(page: Page): Promise<Record<string, string>> {
  return page.locator('main').evaluate((main) => {
    const sizes: Record<string, string> = {};
    for (const heading of main.querySelectorAll<HTMLElement>('h2, h3, h4, h5, h6')) {
      const box = heading.getBoundingClientRect();
      // Screen-reader-only headings (1 px boxes) have no visible size.
      if (box.width <= 1 || box.height <= 1 || heading.getClientRects().length === 0) continue;
      sizes[getComputedStyle(heading).fontSize] ??= `${heading.tagName} "${heading.textContent?.trim().slice(0, 40)}"`;
    }
    return sizes;
  });
}

/** Hyphenated words in the page's headings that the browser broke across two lines. */
export async function splitHyphenatedWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')) {
      if (heading.getClientRects().length === 0 || heading.getBoundingClientRect().width <= 1) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      // Text nodes are walked one by one: a word split over two nodes sits in one wrapper span anyway.
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(`${heading.tagName}: ${match[0]}`);
        }
      }
    }
    return split;
  });
}

/**
 * On a phone, the hero's product picture (if the page has one) must show, fit the screen and sit under
 * the hero's buttons, which wrap at their own width. Returns the problems; none when the page has no picture.
 */
export async function heroPictureProblems(page: Page, viewportWidth: number): Promise<string[]> {
  const asides = page.locator('[data-section="hero"] [data-hero-aside]');
  if ((await asides.count()) === 0) return [];
  const visible = page.locator('[data-section="hero"] [data-hero-aside]:visible');
  if ((await visible.count()) !== 1) return ["the hero's picture is hidden on a phone"];
  const problems: string[] = [];
  const box = (await visible.boundingBox())!;
  if (box.height <= 40) problems.push(`the picture has no height (${box.height} px)`);
  if (box.x + box.width > viewportWidth) problems.push(`the picture overflows (right edge at ${box.x + box.width} px)`);
  const buttons = page.locator('[data-section="hero"] .hero-actions a');
  if ((await buttons.count()) > 0) {
    const last = (await buttons.last().boundingBox())!;
    if (box.y < last.y + last.height) problems.push('the picture is not under the buttons');
    // The buttons wrap at their own width (docs/design.md): none overflows, and three or more never stack one per row.
    const boxes = await buttons.evaluateAll((els) => els.map((el) => ({ top: Math.round(el.getBoundingClientRect().top), right: el.getBoundingClientRect().right })));
    if (boxes.some((b) => b.right > viewportWidth)) problems.push('a button overflows the screen');
    if (boxes.length > 2 && new Set(boxes.map((b) => b.top)).size === boxes.length) problems.push(`${boxes.length} buttons stacked one per row`);
  }
  return problems;
}

/**
 * The shown icons that draw nothing: a `<use>` whose symbol the icon sprite lacks, or whose sprite
 * did not load, has an empty box (a drawn one has a width or a height: a minus sign is a line).
 * Named by the `<use>`'s address and the icon's classes.
 */
export async function undrawnIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<SVGUseElement>('svg > use')]
      .filter((use) => use.parentElement!.checkVisibility())
      .filter((use) => {
        const box = use.getBBox();
        return box.width === 0 && box.height === 0;
      })
      .map((use) => `${use.getAttribute('href')} in svg.${use.parentElement!.getAttribute('class')?.replace(/ /g, '.')}`),
  );
}

/**
 * What scrolls sideways on a small phone: the page, when it is wider than the window, or an article
 * table, which stacks its cells to fit, each showing its column's header. Tables are named by their
 * order on the page.
 */
export async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const problems = root.scrollWidth > root.clientWidth ? [`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px window`] : [];
    for (const [i, table] of [...document.querySelectorAll('.md-table')].entries()) {
      if (table.scrollWidth > table.clientWidth) problems.push(`table ${i + 1} scrolls sideways (${table.scrollWidth} px in ${table.clientWidth})`);
      const label = table.querySelector('.md-table-label');
      if (!label?.checkVisibility({ visibilityProperty: true }) || label.getBoundingClientRect().width === 0) problems.push(`table ${i + 1}'s cells do not show their column's header`);
    }
    return problems;
  });
}
