import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../core/files.ts';
import { attr, find, hasAttr, parseHtml } from '../core/html.ts';

/** One prerendered HTML file of the build, as search engines and the deploy config see it. */
export interface BuiltPage {
  /** The clean URL the page is served at (`/`, `/about`, `/resources/blog`). */
  route: string;
  /** Path of the HTML file relative to the output folder (`about.html`). */
  file: string;
  /** The page's `<link rel="canonical">`, absolute; undefined when it has none. */
  canonical?: string;
  /** The page asks not to be indexed (`<meta name="robots" content="noindex">`). */
  noindex: boolean;
  /** The not-found page (`404.html`): served with status 404 for every unmatched path. */
  notFound: boolean;
  /** The content manager (`admin.html`, pipeline/cms/build.ts): for editors, not a public page. */
  admin: boolean;
  /** The page renders a form of the forms provider: a form mount or the newsletter dialog (what client/index.ts starts the forms code for). */
  forms: boolean;
}

/** The attributes of the elements that load the forms provider (client/index.ts: `[data-form-mount], [data-newsletter-dialog]`). */
export const FORM_MOUNT_ATTRIBUTES = ['data-form-mount', 'data-newsletter-dialog'] as const;

const NOT_FOUND_FILE = '404.html';
/** The content manager's page: no budgets, no Lighthouse, no sitemap (it is `noindex`). */
export const ADMIN_PAGE_FILE = 'admin.html';

/** Every HTML file under `dir` (the `assets/` folder holds no pages), as paths relative to it. */
export function htmlFiles(dir: string): string[] {
  return filesUnder(dir, (folder) => folder === path.join(dir, 'assets'))
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(dir, file).split(path.sep).join('/'));
}

/** `index.html` → `/`, `about.html` → `/about`, `resources/index.html` → `/resources`. */
export function routeOf(file: string): string {
  if (file === 'index.html') return '/';
  return '/' + file.replace(/(\/index)?\.html$/, '');
}

/** A page of the build, parsed: postbuild parses each page once for its checks and its page list. */
export interface ParsedPage {
  file: string;
  route: string;
  doc: ReturnType<typeof parseHtml>;
}

/** Every HTML file under `dir`, parsed. */
export function parseBuiltPages(dir: string): ParsedPage[] {
  return htmlFiles(dir).map((file) => ({ file, route: routeOf(file), doc: parseHtml(readFileSync(path.join(dir, file), 'utf8'), { locations: false }) }));
}

/** Reads the build output: every page with its route, canonical URL and indexing flags. */
export function readBuiltPages(dir: string, parsed: readonly ParsedPage[] = parseBuiltPages(dir)): BuiltPage[] {
  return parsed.map(({ file, route, doc }) => {
    const canonical = find(doc, (el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical');
    const robots = find(doc, (el) => el.tagName === 'meta' && attr(el, 'name') === 'robots');
    const page: BuiltPage = {
      route,
      file,
      noindex: /\bnoindex\b/i.test(robots ? (attr(robots, 'content') ?? '') : ''),
      notFound: file === NOT_FOUND_FILE,
      admin: file === ADMIN_PAGE_FILE,
      forms: find(doc, (el) => FORM_MOUNT_ATTRIBUTES.some((name) => hasAttr(el, name))) !== undefined,
    };
    const href = canonical ? attr(canonical, 'href') : undefined;
    if (href) page.canonical = href;
    return page;
  });
}

/** The absolute URL of a route on the site (`https://www.example.com` + `/about`). */
export function siteUrlOf(siteUrl: string, route: string): string {
  return new URL(route, siteUrl.replace(/\/?$/, '/')).href;
}

/**
 * The pages a search engine should list: not the 404 page, not noindex pages, and not aliases
 * (pages whose canonical URL is another page's).
 */
export function publicPages(pages: BuiltPage[], siteUrl: string): BuiltPage[] {
  return pages.filter((p) => !p.notFound && !p.admin && !p.noindex && (p.canonical === undefined || p.canonical === siteUrlOf(siteUrl, p.route)));
}
