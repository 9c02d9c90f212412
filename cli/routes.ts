/**
 * The routes the site builds, read from the `pages/` folder the way Vike's filesystem routing
 * reads it (https://vike.dev/routing), without running Vite. One module, so that the content
 * checks, the tests and other tools agree on what a route is.
 *
 * - A page folder is a folder under `pages/` that holds a `+Page` file.
 * - `pages/index/+Page.tsx` → `/`; `pages/a/b/+Page.tsx` → `/a/b`. The folder names `index`,
 *   `pages`, `src` and `renderer`, and group folders in parentheses (`(marketing)`), are skipped.
 * - A folder whose name starts with `_` (`_error`) is not a route.
 * - A `+route.ts` whose default export is a plain string replaces the folder's route.
 * - A `@param` folder builds one route per file of its content collection (`paramCollections`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** A page folder of `pages/` and the route pattern it builds. */
export interface PageFolder {
  /** The folder, relative to the project root: `pages/resources/blog/@slug`. */
  dir: string;
  /** The `+Page` file, relative to the project root. */
  pageFile: string;
  /** The route pattern (`/resources/blog/@slug`), or null when the folder is not a route (`_error`). */
  pattern: string | null;
}

/** One concrete route of the built site. */
export interface SiteRoute {
  route: string;
  /** The page folder that renders it. */
  page: PageFolder;
  /** For a `@param` page: the content file (`articles/audit-readiness`) that gives this route its value. */
  contentId?: string;
}

export interface RouteTable {
  /** Every concrete route, sorted; a route built twice appears twice (the `unique` check reports it). */
  routes: SiteRoute[];
  /** `@param` pages whose values could not be listed: their routes are unknown. */
  unresolved: PageFolder[];
  has(pathname: string): boolean;
  get(pathname: string): SiteRoute | undefined;
}

/**
 * Which content collection (folder under `content/`, one file per route) lists the values of a
 * `@param` page. Without an entry here, `content/<parent folder name>/` is tried.
 */
export const paramCollections: Readonly<Record<string, string>> = {
  '/resources/blog/@slug': 'articles',
};



/** Files the build writes into the output folder (not under `public/`) that content may link to. */
export const generatedFiles: readonly string[] = ['/rss.xml', '/feed.xml', '/sitemap.xml', '/robots.txt', '/manifest.webmanifest'];

const IGNORED_DIRS = new Set(['index', 'pages', 'src', 'renderer']);
const PAGE_FILE = /^\+Page\.(tsx|ts|jsx|js|mdx)$/;

/** `resources/blog/@slug` (a folder under `pages/`) → `/resources/blog/@slug`; `_error` → null. */
export function routePattern(dirUnderPages: string): string | null {
  const parts = dirUnderPages.split(/[\\/]/).filter(Boolean);
  if (parts.some((p) => p.startsWith('_'))) return null;
  const kept = parts.filter((p) => !IGNORED_DIRS.has(p) && !(p.startsWith('(') && p.endsWith(')')));
  return '/' + kept.join('/');
}

/** Every page folder under `pages/`, sorted. */
export function findPageFolders(root: string): PageFolder[] {
  const pagesDir = path.join(root, 'pages');
  const out: PageFolder[] = [];
  const visit = (dir: string) => {
    if (!existsSync(dir)) return;
    const names = readdirSync(dir).sort();
    const page = names.find((n) => PAGE_FILE.test(n));
    if (page) {
      const relDir = path.relative(pagesDir, dir).split(path.sep).join('/');
      out.push({
        dir: toPosix(path.relative(root, dir)),
        pageFile: toPosix(path.relative(root, path.join(dir, page))),
        pattern: routeOverride(dir) ?? routePattern(relDir),
      });
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (name !== 'node_modules' && !name.startsWith('.') && statSync(full).isDirectory()) visit(full);
    }
  };
  visit(pagesDir);
  return out;
}

/** Every route the site builds, with `@param` pages expanded from their content collections. */
export function listRoutes(root: string): RouteTable {
  const routes: SiteRoute[] = [];
  const unresolved: PageFolder[] = [];
  for (const page of findPageFolders(root)) {
    if (page.pattern === null) continue;
    const params = page.pattern.split('/').filter((s) => s.startsWith('@'));
    if (params.length === 0) {
      routes.push({ route: page.pattern, page });
      continue;
    }
    const collection = params.length === 1 ? collectionFor(root, page.pattern) : null;
    if (!collection) {
      unresolved.push(page);
      continue;
    }
    for (const name of collectionEntries(root, collection)) {
      routes.push({ route: page.pattern.replace(/@[^/]+/, name), page, contentId: `${collection}/${name}` });
    }
  }
  routes.sort((a, b) => a.route.localeCompare(b.route));
  const byRoute = new Map<string, SiteRoute>();
  for (const r of routes) if (!byRoute.has(r.route)) byRoute.set(r.route, r);
  return {
    routes,
    unresolved,
    has: (pathname) => byRoute.has(pathname) || unresolved.some((p) => matchesPattern(p.pattern!, pathname)),
    get: (pathname) => byRoute.get(pathname),
  };
}

/** The route strings only (unique, sorted): what the site builds. */
export function routePaths(root: string): string[] {
  return [...new Set(listRoutes(root).routes.map((r) => r.route))];
}

/** Splits a link into its path, query and fragment: `/a?x=1#b` → `{ path: '/a', query: 'x=1', fragment: 'b' }`. */
export function splitHref(href: string): { path: string; query: string; fragment: string } {
  const hashAt = href.indexOf('#');
  const fragment = hashAt >= 0 ? href.slice(hashAt + 1) : '';
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = beforeHash.indexOf('?');
  return {
    path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '',
    fragment,
  };
}

function collectionFor(root: string, pattern: string): string | null {
  const declared = paramCollections[pattern];
  if (declared) return existsSync(path.join(root, 'content', declared)) ? declared : null;
  const parent = pattern.split('/').filter(Boolean).slice(0, -1);
  const candidates = [parent[parent.length - 1], ['pages', ...parent].join('/')].filter((c): c is string => Boolean(c));
  return candidates.find((c) => existsSync(path.join(root, 'content', c))) ?? null;
}

function collectionEntries(root: string, collection: string): string[] {
  const dir = path.join(root, 'content', collection);
  return readdirSync(dir)
    .filter((n) => /\.(md|ya?ml)$/.test(n) && statSync(path.join(dir, n)).isFile())
    .map((n) => n.replace(/\.(md|ya?ml)$/, ''))
    .sort();
}

/** A `+route.ts` whose default export is a plain string route (`export default '/x'`). */
function routeOverride(dir: string): string | null {
  for (const name of ['+route.ts', '+route.js']) {
    const file = path.join(dir, name);
    if (!existsSync(file)) continue;
    const match = /export\s+default\s+(['"`])(\/[^'"`]*)\1/.exec(readFileSync(file, 'utf8'));
    if (match?.[2]) return match[2];
  }
  return null;
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith('@') ? Boolean(b[i]) : seg === b[i]);
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
