/**
 * Which fragment ids (`/about#leadership`) each route's page offers to links, known without
 * rendering. The content declares them, and the route table (`lib/routes.ts`) says which content
 * each page shows:
 *
 * 1. Content ids: every `id:` text field (and the route's `anchorFields`) of the content files the
 *    table names for the route (`content`), and of the record of a `@slug` page, is an anchor of
 *    that route. Every section a link may target has one: the page passes it to the section
 *    (`<Section id={features.id} …>`), so the page has exactly the ids its content declares.
 * 2. Derived ids: the How It Works section on the governance module page is
 *    `how-<product in lower case>-makes-it-work`, from `brand.product` in `content/site.yaml`
 *    (`howItWorksAnchor` in `lib/routes.ts`, which the page uses too).
 *
 * Layout ids (the footer's, the consent banner's) are no link targets. A route's anchors are "known"
 * when it declares at least one; a link to an unknown fragment of such a route is an error.
 * 3. Heading ids: an article page's anchors are its body's headings, with the ids the renderer gives
 *    them (`pipeline/content/headings.ts`, the same slugs), so a link to a heading that is not there
 *    is reported by `validate`, located, before the check of the built pages would fail the build.
 */
import { howItWorksAnchor, routes } from '../../lib/routes.ts';
import { headingIds } from '../content/headings.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { walkData } from '../content/walkData.ts';
import type { RouteTable } from './routes.ts';

export interface AnchorSource {
  /** File that declares it, relative to the project root. */
  file: string;
  /** Field path inside a content file (`sections[1].id`), when it comes from content. */
  segments?: (string | number)[];
  from: 'content' | 'derived';
}

export interface RouteAnchors {
  ids: Map<string, AnchorSource[]>;
  /** True when the route declares anchors: then an unknown fragment is an error. */
  known: boolean;
  /** Content files (ids like `pages/home`) the page shows. */
  contentIds: string[];
  /**
   * Content files the page shows that could not be read (a syntax error): the page's anchors are
   * then not fully known, so links into it are not checked until they are fixed.
   */
  unreadable: string[];
  /** An article page: its anchors are its headings'. */
  article?: boolean;
}

export { howItWorksAnchor };

/** Anchors that come from the site config rather than from a content `id` field. */
export function derivedAnchors(site: unknown): Record<string, string[]> {
  const product = (site as { brand?: { product?: unknown } } | undefined)?.brand?.product;
  return typeof product === 'string' && product ? { [routes.governanceModule]: [howItWorksAnchor(product)] } : {};
}

/** The `id:` fields of one content file, and those named in `alsoFields`. */
export function contentAnchorFields(source: SourceFile, alsoFields: readonly string[] = []): { id: string; segments: (string | number)[] }[] {
  const keys = new Set(['id', ...alsoFields]);
  const out: { id: string; segments: (string | number)[] }[] = [];
  for (const v of walkData(source.data)) {
    if (typeof v.key === 'string' && keys.has(v.key) && typeof v.value === 'string' && v.value) out.push({ id: v.value, segments: v.segments });
  }
  return out;
}

/** The content ids a table entry names: `pricing` (a folder) stands for every file in it. */
export function namedContent(names: readonly string[], allContentIds: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of names) for (const id of allContentIds) if (id === name || id.startsWith(name + '/')) out.add(id);
  return [...out].sort();
}

/** Anchors of every route in `table`. `parsed` holds the parsed content files by id. */
export function routeAnchors(table: RouteTable, parsed: ReadonlyMap<string, SourceFile>, allContentIds: readonly string[] = [...parsed.keys()]): Map<string, RouteAnchors> {
  // Without the site config, the anchors derived from it (on the governance module page) are unknown.
  const siteUnreadable = allContentIds.includes('site') && !parsed.has('site');
  const derived = derivedAnchors(parsed.get('site')?.data);
  const out = new Map<string, RouteAnchors>();
  for (const r of table.routes) {
    if (out.has(r.route)) continue;
    const ids = new Map<string, AnchorSource[]>();
    const add = (id: string, source: AnchorSource) => ids.set(id, [...(ids.get(id) ?? []), source]);
    const contentIds = [...(r.contentId ? [r.contentId] : []), ...namedContent(r.entry.content ?? [], allContentIds)];
    for (const contentId of contentIds) {
      const source = parsed.get(contentId);
      if (source) for (const f of contentAnchorFields(source, r.entry.anchorFields)) add(f.id, { file: source.file, segments: f.segments, from: 'content' });
    }
    for (const id of derived[r.route] ?? []) add(id, { file: 'content/site.yaml', segments: ['brand', 'product'], from: 'derived' });
    const article = r.markdown && r.contentId ? parsed.get(r.contentId) : undefined;
    if (article?.body !== undefined) for (const id of headingIds(article.body)) add(id, { file: article.file, segments: ['body'], from: 'content' });
    const unreadable = [...contentIds.filter((id) => !parsed.has(id)), ...(siteUnreadable && r.route === routes.governanceModule ? ['site'] : [])];
    const known = unreadable.length === 0 && (article?.body !== undefined || (!r.markdown && ids.size > 0));
    out.set(r.route, { ids, known, contentIds, unreadable, ...(article ? { article: true } : {}) });
  }
  return out;
}
