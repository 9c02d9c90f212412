/**
 * Byte budgets per built page, compressed with gzip level 9 (the build's .gz files). One list for
 * the build, which stops when a page's HTML is over its budget (`./htmlBudget.ts`, located at the
 * content that fills the page), and for the browser test that measures what each page downloads
 * (tests/e2e/pageBudgets.ts, in the page walk). The limits are set from measurement (docs/performance.md
 * gives the figures).
 *
 * Two visits: a returning visitor with a stored choice, who gets the page alone, and a first visit
 * (no choice yet), which also fetches the consent library (vanilla-cookieconsent, its configuration
 * and its stylesheet) once the page has been shown. The page's ceilings apply to the page, the same
 * files on both visits; the library is counted on its own and in the first visit's total.
 */
export const BUDGETS_KB = {
  // JS: 4.5 KB on most pages, 8.0 KB on /contact and the newsletter page (their forms chunk).
  returning: { js: 8, css: 17.5 },
  // vanilla-cookieconsent with the site's configuration (10.5 KB, with the tag cookie list it shares
  // with the tags), and the library's stylesheet with the site's token mapping (5.0 KB).
  consentLibrary: { js: 11, css: 5.5 },
  // A first visit in all: the page plus the consent library, 15.1 KB of JS on most pages, 18.5 KB at
  // most, and 21.5 KB of CSS (the stylesheet carries the dark theme's palette). Over the page ceilings on purpose: the library arrives after the page is
  // shown, so it delays neither its first paint nor its use, and it is cached for the visit's next pages.
  firstVisit: { js: 19, css: 23 },
  // CSS: one stylesheet for the whole site, cached after the first page (the phone layouts of the
  // design pass: hero pictures, term selector, stacked tables, capabilities tabs; docs/performance.md),
  // 16.5 KB with the dark theme's palette (docs/design.md), which alone is about 0.9 KB.
  // HTML: 4.1 KB (404) to 17.4 KB (the longest article); the governance page is 15.5 KB (the policy
  // checker's prerender and its no-script results; its product pictures are image files). 22 KB leaves editors room for a few more questions or cards on that page;
  // the build checks it and names the content to shorten.
  html: 22,
  // The policy checker's island on the governance page, loaded on the visitor's first interaction
  // with it: React, ReactDOM's client, the analyser and its word lists, 72.6 KB in all.
  checkerIsland: 75,
  // The icon sprite (pipeline/postbuild/iconSprite.ts): every icon the site draws, 95 symbols in
  // 5.3 KB, fetched with a first visit's first page and cached for every next one. Each icon an
  // editor adds to the content costs about 0.1 KB.
  iconSprite: 7,
} as const;

/**
 * What a new connection may send before the first acknowledgement: ten segments of 1,460 bytes (the
 * initial congestion window of RFC 6928, as Lighthouse's simulation assumes). A page, or the
 * render-blocking stylesheet, whose brotli bytes and response headers fit in it arrives a round trip
 * sooner (tests/e2e/serve.spec.ts holds both to it; an article's length is its writer's, so an
 * article is measured, not held).
 */
export const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/** Bytes in a KB of the budgets. */
export const KB = 1024;
