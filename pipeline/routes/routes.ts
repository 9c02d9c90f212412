/**
 * The routes the site builds: the route table (`lib/routes.ts`) with each `@slug` route expanded
 * from its content collection (one file per page). One module, so that the content checks, the
 * tests and other tools agree on what a route is.
 *
 * The page folders under `pages/` follow the table (Vike's filesystem routing, https://vike.dev/routing):
 * `pages/index/+Page.tsx` → `/`; `pages/a/b/+Page.tsx` → `/a/b`; the folder names `index`, `pages`,
 * `src` and `renderer`, and group folders in parentheses, are skipped; a folder whose name starts
 * with `_` (`_error`) is no route. `findPageFolders` reads them so that a test can hold the two together.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { buildDate, isPublished } from '../../lib/content/publication.ts';
import { routeTable, siteFiles, type RouteEntry, type RouteKey } from '../../lib/routes.ts';

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
  /** Its entry in the route table. */
  key: RouteKey;
  entry: RouteEntry;
  /** The page folder that renders it. */
  page: PageFolder;
  /** For a `@slug` page: the content file (`articles/audit-readiness`) that gives this route its value. */
  contentId?: string;
  /** For a `@slug` page: the content file, relative to the project root. */
  file?: string;
  /** For a `@slug` page: its file is Markdown, whose heading ids are known only once it is rendered. */
  markdown?: boolean;
}

export interface RouteTable {
  /** Every concrete route, sorted; a route built twice appears twice (the `unique` check reports it). */
  routes: SiteRoute[];
  /** `@slug` routes whose collection folder is missing: their routes are unknown. */
  unresolved: PageFolder[];
  has(pathname: string): boolean;
  get(pathname: string): SiteRoute | undefined;
  /** Routes a draft or a not-yet-published file would build: the public build has no page there. */
  unpublished: ReadonlyMap<string, Unpublished>;
}

/** Why a content file builds no page yet. */
export interface Unpublished {
  /** `content/articles/x.md` */
  file: string;
  reason: 'draft' | 'scheduled';
  publishedTime: string;
}

/** Files the build writes into the output folder (not under `public/`) that content may link to. */
export const generatedFiles: readonly string[] = Object.values(siteFiles);

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
      out.push({ dir: toPosix(path.relative(root, dir)), pageFile: toPosix(path.relative(root, path.join(dir, page))), pattern: routePattern(relDir) });
    }
    for (const name of names) {
      const full = path.join(dir, name);
      if (name !== 'node_modules' && !name.startsWith('.') && statSync(full).isDirectory()) visit(full);
    }
  };
  visit(pagesDir);
  return out;
}

/** The page folder the table's pattern names (`/` → `pages/index`). */
export function pageFolderOf(pattern: string): PageFolder {
  const dir = pattern === '/' ? 'pages/index' : `pages${pattern}`;
  return { dir, pageFile: `${dir}/+Page.tsx`, pattern };
}

/**
 * Every route the site builds, with `@slug` routes expanded from the content collections under `root`.
 * A Markdown file that is a draft or scheduled after `now` builds no page (`isPublished`).
 */
export function listRoutes(root: string, table: Readonly<Record<string, RouteEntry>> = routeTable, now: Date = buildDate()): RouteTable {
  const routes: SiteRoute[] = [];
  const unresolved: PageFolder[] = [];
  const unpublished = new Map<string, Unpublished>();
  for (const [key, entry] of Object.entries(table) as [RouteKey, RouteEntry][]) {
    const page = pageFolderOf(entry.pattern);
    if (!entry.pattern.includes('@')) {
      routes.push({ route: entry.pattern, key, entry, page });
      continue;
    }
    const dir = entry.collection ? path.join(root, 'content', entry.collection) : '';
    if (!entry.collection || !existsSync(dir)) {
      unresolved.push(page);
      continue;
    }
    for (const file of collectionFiles(dir)) {
      const name = file.replace(/\.(md|ya?ml)$/, '');
      const held = file.endsWith('.md') ? unpublishedReason(path.join(dir, file), now) : null;
      if (held) {
        unpublished.set(entry.pattern.replace(/@[^/]+/, name), { file: `content/${entry.collection}/${file}`, ...held });
        continue;
      }
      routes.push({
        route: entry.pattern.replace(/@[^/]+/, name),
        key,
        entry,
        page,
        contentId: `${entry.collection}/${name}`,
        file: `content/${entry.collection}/${file}`,
        markdown: file.endsWith('.md'),
      });
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
    unpublished,
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

function collectionFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => /\.(md|ya?ml)$/.test(n) && statSync(path.join(dir, n)).isFile())
    .sort();
}

/** Null when the file is public. A file whose front matter does not parse or has no valid date is kept: validate reports it, located. */
function unpublishedReason(file: string, now: Date): Omit<Unpublished, 'file'> | null {
  let data: unknown;
  try {
    data = matter(readFileSync(file, 'utf8'), { engines: { yaml: (text) => parseYaml(text) as object } }).data;
  } catch {
    return null;
  }
  if (!data || typeof data !== 'object') return null;
  const { draft, publishedTime } = data as { draft?: unknown; publishedTime?: unknown };
  if (typeof publishedTime !== 'string') return null;
  try {
    if (isPublished({ draft: draft === true, publishedTime }, now)) return null;
  } catch {
    return null;
  }
  return { reason: draft === true ? 'draft' : 'scheduled', publishedTime };
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.split('/');
  return a.length === b.length && a.every((seg, i) => (seg.startsWith('@') ? Boolean(b[i]) : seg === b[i]));
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
