import path from 'node:path';
import { readContentData } from '../content/readData.ts';
import { namedContent } from '../routes/anchors.ts';
import { listRoutes, type SiteRoute } from '../routes/routes.ts';
import type { RouteEntry } from '../../lib/routes.ts';
import { humanise } from './labels.ts';

/**
 * The groups of the admin's sidebar, in order. Which forms each holds is derived (see `groupOf`);
 * a group this list does not name (a new content folder's) comes before `Site settings`.
 */
export const GROUPS = ['Pages', 'Pricing', 'Industries', 'Resources', 'Company', 'Legal', 'Site settings'] as const;

/** What `groupOf` reads: the routes that show a file, the content folders, the footer's company column. */
export interface GroupContext {
  /** The route table (lib/routes.ts): each route's `parent`. */
  table: Readonly<Record<string, RouteEntry>>;
  /** The routes that show a content file, first the one its form is named after. */
  routesOf: (id: string) => SiteRoute[];
  /** The folders under `content/` (`pricing`, `industries` …). */
  folders: ReadonlySet<string>;
  /** The paths the navigation's footer lists in its company column (`content/navigation.yaml`). */
  companyPaths: ReadonlySet<string>;
}

/**
 * Which group a content file's form belongs to, from the content's folders, the route table and the
 * navigation, so that a route or page added to them is grouped without a change here:
 * - a file at the top of `content/` is a site-wide record: `Site settings`;
 * - a content folder is a group of its own, named after it (`content/pricing/` → Pricing);
 * - a page's file (`content/pages/`) joins the group of its section, the route at the top of its
 *   trail (`/solutions/gpu-infrastructure` → `/solutions`): the section's own group, named after
 *   it, when it has a content folder of that name or a collection of pages under it
 *   (`pages/pricing` → Pricing, `pages/industries` → Industries), `Company` when the footer's
 *   company column lists it, else `Pages`.
 */
export function groupOf(id: string, context: GroupContext): string {
  const [folder = ''] = id.split('/');
  if (!id.includes('/')) return 'Site settings';
  if (folder !== 'pages') return humanise(folder);
  const route = context.routesOf(id)[0];
  return route ? routeGroup(route.key, context) : 'Pages';
}

/** The group of the forms of a route's pages: its section's (see `groupOf`). */
export function routeGroup(key: string, context: Omit<GroupContext, 'routesOf'>): string {
  const sectionKey = sectionOf(key, context.table);
  const section = context.table[sectionKey]?.pattern ?? '/';
  const sectionFolder = section.split('/')[1] ?? '';
  const hasCollection = Object.entries(context.table).some(([k, entry]) => entry.collection && sectionOf(k, context.table) === sectionKey);
  if (sectionFolder && (context.folders.has(sectionFolder) || hasCollection)) return humanise(sectionFolder);
  if (context.companyPaths.has(section)) return 'Company';
  return 'Pages';
}

/** The route at the top of a route's trail, just below the root (`gpuInfrastructure` → `solutions`); the root is its own. */
function sectionOf(key: string, table: GroupContext['table']): string {
  const trail = [key];
  for (let parent = table[key]?.parent; parent && !trail.includes(parent); parent = table[parent]?.parent) trail.push(parent);
  return trail.length > 1 ? trail[trail.length - 2]! : key;
}

/** The sidebar's order: `GROUPS` first, then any other group before `Site settings`. */
export function groupOrder(groups: Iterable<string>): string[] {
  const rank = (g: string) => {
    const at = (GROUPS as readonly string[]).indexOf(g);
    return at >= 0 ? at : GROUPS.indexOf('Site settings') - 0.5;
  };
  return [...new Set(groups)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The paths of the footer's company column, from `content/navigation.yaml` (none when it cannot be read). */
export function companyPaths(root: string): Set<string> {
  const footer = readContentData(root, path.join(root, 'content', 'navigation.yaml'))['footer'];
  const column = footer && typeof footer === 'object' ? (footer as Record<string, unknown>)['company'] : undefined;
  return new Set(Array.isArray(column) ? column.map((link) => (link as { href?: unknown } | null)?.href).filter((href): href is string => typeof href === 'string') : []);
}

/** Content id → the routes that show it (the route table, lib/routes.ts: a route's `content`, a `@slug` page's own file). */
export function contentRoutes(root: string): (id: string) => SiteRoute[] {
  const table = listRoutes(root);
  return (id) => table.routes.filter((r) => r.contentId === id || (!r.contentId && namedContent(r.entry.content ?? [], [id]).length > 0));
}
