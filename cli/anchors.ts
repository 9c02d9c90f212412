/**
 * Which fragment ids (`/about#leadership`) each route's page declares, found without rendering:
 *
 * 1. Content ids: every `id:` (or `anchor:`) text field of the content files a page uses is an
 *    anchor on that page's route. A page uses the files it imports as `#content/…`, directly in its
 *    `+` files or through the components those files import (one level).
 * 2. Ids written literally in those page and component files (`id="faq"`, `id = 'pillars'` as a
 *    default prop), and in the shared layout (`renderer/layout/`).
 * 3. Derived ids: the How It Works section on /solutions/proof-of-governance is
 *    `how-<product in lower case>-makes-it-work`, from `brand.product` in `content/site.yaml`
 *    (the same rule as `howItWorksId` in `lib/content/site.ts`).
 *
 * A route's anchors are "known" when its page exists and declares at least one id this way; a link
 * to an unknown fragment of such a route is an error. Article pages (`@slug`) take their heading
 * ids from the Markdown at render time: their fragments are not checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from './content/sourceFile.ts';
import { walkData } from './content/walkData.ts';
import type { PageFolder, RouteTable } from './routes.ts';

export interface AnchorSource {
  /** File that declares it, relative to the project root. */
  file: string;
  /** Field path inside a content file (`sections[1].id`), when it comes from content. */
  segments?: (string | number)[];
  from: 'content' | 'code' | 'derived';
}

export interface RouteAnchors {
  ids: Map<string, AnchorSource[]>;
  /** True when the page exists and declares anchors: then an unknown fragment is an error. */
  known: boolean;
  /** Content files (ids like `pages/home`) the page uses. */
  contentIds: string[];
  /**
   * Content files the page uses that could not be read (a syntax error): the page's anchors are
   * then not fully known, so links into it are not checked until they are fixed.
   */
  unreadable: string[];
}

/** The governance module page's How It Works anchor, derived from the product name. */
export function howItWorksAnchor(product: string): string {
  return `how-${product.toLowerCase()}-makes-it-work`;
}

/** Anchors that come from the site config rather than from a content `id` field. */
export function derivedAnchors(site: unknown): Record<string, string[]> {
  const product = (site as { brand?: { product?: unknown } } | undefined)?.brand?.product;
  return typeof product === 'string' && product ? { '/solutions/proof-of-governance': [howItWorksAnchor(product)] } : {};
}

const CONTENT_IMPORT = /(?:from\s+|import\s*\(\s*)(['"])#content\/([^'"]+)\1/g;
const LOCAL_IMPORT = /(?:from\s+|import\s*\(\s*)(['"])((?:\.{1,2}\/|#components\/|#renderer\/)[^'"]+)\1/g;
const LITERAL_ID = /\bid\s*[=:]\s*\{?\s*(['"`])([A-Za-z][\w-]*)\1/g;
const ANCHOR_KEYS = new Set(['id', 'anchor']);

/** The `id:`/`anchor:` fields of one content file. */
export function contentAnchorFields(source: SourceFile): { id: string; segments: (string | number)[] }[] {
  const out: { id: string; segments: (string | number)[] }[] = [];
  for (const v of walkData(source.data)) {
    if (typeof v.key === 'string' && ANCHOR_KEYS.has(v.key) && typeof v.value === 'string' && v.value) out.push({ id: v.value, segments: v.segments });
  }
  return out;
}

/** Anchors of every route in `table`. `parsed` holds the parsed content files by id. */
export function routeAnchors(root: string, table: RouteTable, parsed: ReadonlyMap<string, SourceFile>, allContentIds: readonly string[] = [...parsed.keys()]): Map<string, RouteAnchors> {
  // Without the site config, the anchors derived from it (and the layout's) are unknown everywhere.
  const siteUnreadable = allContentIds.includes('site') && !parsed.has('site');
  const derived = derivedAnchors(parsed.get('site')?.data);
  const layoutIds = literalIdsIn(root, listFiles(path.join(root, 'renderer', 'layout')).filter(isCode));
  const byPage = new Map<string, { ids: Map<string, AnchorSource[]>; contentIds: string[] }>();
  const out = new Map<string, RouteAnchors>();
  for (const r of table.routes) {
    const ids = new Map<string, AnchorSource[]>();
    const add = (id: string, source: AnchorSource) => ids.set(id, [...(ids.get(id) ?? []), source]);
    let contentIds: string[];
    let known: boolean;
    if (r.contentId) {
      contentIds = [r.contentId];
      known = false;
    } else {
      let scanned = byPage.get(r.page.dir);
      if (!scanned) {
        scanned = scanPage(root, r.page, [...allContentIds]);
        byPage.set(r.page.dir, scanned);
      }
      for (const [id, sources] of scanned.ids) for (const s of sources) add(id, s);
      for (const [id, file] of layoutIds) add(id, { file, from: 'code' });
      contentIds = scanned.contentIds;
      known = true;
    }
    for (const contentId of contentIds) {
      const source = parsed.get(contentId);
      if (source) for (const f of contentAnchorFields(source)) add(f.id, { file: source.file, segments: f.segments, from: 'content' });
    }
    for (const id of derived[r.route] ?? []) add(id, { file: 'content/site.yaml', segments: ['brand', 'product'], from: 'derived' });
    const unreadable = [...contentIds.filter((id) => !parsed.has(id)), ...(siteUnreadable ? ['site'] : [])];
    if (!out.has(r.route)) out.set(r.route, { ids, known: known && ids.size > 0 && unreadable.length === 0, contentIds, unreadable });
  }
  return out;
}

/** The content files and literal ids a page uses, through its `+` files and the modules they import. */
function scanPage(root: string, page: PageFolder, allContentIds: string[]): { ids: Map<string, AnchorSource[]>; contentIds: string[] } {
  const dir = path.join(root, page.dir);
  const plusFiles = readdirSync(dir).filter((n) => n.startsWith('+') && isCode(n)).map((n) => path.join(dir, n));
  const files = new Set(plusFiles);
  for (const file of plusFiles) {
    for (const m of readFileSync(file, 'utf8').matchAll(LOCAL_IMPORT)) {
      const resolved = resolveModule(root, file, m[2]!);
      if (resolved) files.add(resolved);
    }
  }
  const contentIds = new Set<string>();
  for (const file of files) {
    for (const m of readFileSync(file, 'utf8').matchAll(CONTENT_IMPORT)) {
      const spec = m[2]!.replace(/\.ts$/, '').replace(/\/index$/, '');
      for (const id of allContentIds) if (id === spec || id.startsWith(spec + '/')) contentIds.add(id);
    }
  }
  const ids = new Map<string, AnchorSource[]>();
  for (const [id, file] of literalIdsIn(root, [...files])) ids.set(id, [...(ids.get(id) ?? []), { file, from: 'code' }]);
  return { ids, contentIds: [...contentIds].sort() };
}

function literalIdsIn(root: string, files: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const file of files) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    for (const m of readFileSync(file, 'utf8').matchAll(LITERAL_ID)) out.push([m[2]!, rel]);
  }
  return out;
}

function resolveModule(root: string, from: string, spec: string): string | null {
  const base = spec.startsWith('#components/')
    ? path.join(root, 'components', spec.slice('#components/'.length))
    : spec.startsWith('#renderer/')
      ? path.join(root, 'renderer', spec.slice('#renderer/'.length))
      : path.resolve(path.dirname(from), spec);
  const candidates = [base, `${base}.tsx`, `${base}.ts`, path.join(base, 'index.tsx'), path.join(base, 'index.ts')];
  return candidates.find((c) => isCode(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

function listFiles(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort().map((n) => path.join(dir, n)) : [];
}

function isCode(file: string): boolean {
  return /\.(tsx|ts|jsx|js)$/.test(file);
}
