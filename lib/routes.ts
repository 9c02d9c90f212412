/**
 * The site's routes, in one table: the pages (`pages/` folders follow it: Vike's filesystem routing),
 * the head (canonical URLs), the breadcrumb trails, the sitemap and feed, and the CLI's link and
 * anchor checks all read it. Pure data, no imports: `validate` reads it before any content is
 * generated.
 *
 * A trail runs Home > … > the page along `parent`; each crumb's name comes from the navigation
 * (`content/navigation.yaml`, see `crumbName`), or for a `@slug` page from its record's `name`.
 */

export interface RouteEntry {
  /** The Vike route pattern (`/industries/@slug`); the page folder is `pages/<pattern>` (`pages/index` for `/`). */
  readonly pattern: string;
  /** The key of the route one step up the breadcrumb trail; Home has none. */
  readonly parent?: string;
  /** An alias: the key of the route whose screen it repeats, its canonical URL. */
  readonly canonical?: string;
  /** A `@slug` page: the content collection (folder under `content/`) with one file per page. */
  readonly collection?: string;
  /** False when the page is not a crumb of its own trail (an article: its h1 names it). */
  readonly crumb?: false;
  /**
   * The content files (ids under `content/`, a folder name for all its files) the page shows: the
   * `id` fields in them are anchors of the page that links may target (`/partnerships#tiers`). A
   * `@slug` page shows its own record too; its `content` is the copy its template shares (an
   * article's closing band).
   */
  readonly content?: readonly string[];
  /** Fields of the page's content whose values are section ids too, besides `id` (the newsletter page's sections are their `key`s). */
  readonly anchorFields?: readonly string[];
  /**
   * The page renders a form of the forms provider (components/forms/FormMount.tsx, or the newsletter
   * dialog): only such pages get the provider's hosts in their Content-Security-Policy
   * (pipeline/headers/scopedPolicies.ts). The build stops when a built page and its route disagree.
   */
  readonly forms?: true;
}

const LISTING = { content: ['resources/listing', 'resources/videos'] } as const;
const PRICES = ['pricing'] as const;

export const routeTable = {
  home: { pattern: '/', content: ['pages/home', 'pillars'] },
  solutions: { pattern: '/solutions', parent: 'home', content: ['pages/solutions'] },
  governanceModule: { pattern: '/solutions/proof-of-governance', parent: 'solutions', content: ['pages/proof-of-governance', 'enforceability-checker'] },
  nvidiaAiEnterprise: { pattern: '/solutions/nvidia-ai-enterprise', parent: 'solutions', content: ['pages/nvidia-ai-enterprise', ...PRICES] },
  gpuInfrastructure: { pattern: '/solutions/gpu-infrastructure', parent: 'solutions', content: ['pages/gpu-infrastructure', ...PRICES] },
  governedStorage: { pattern: '/solutions/governed-storage', parent: 'solutions', content: ['pages/governed-storage', ...PRICES] },
  industries: { pattern: '/industries', parent: 'home', content: ['pages/industries'] },
  industry: { pattern: '/industries/@slug', parent: 'industries', collection: 'industries' },
  partnerships: { pattern: '/partnerships', parent: 'home', content: ['pages/partnerships', 'pillars'] },
  resources: { pattern: '/resources', parent: 'home', ...LISTING },
  blog: { pattern: '/resources/blog', parent: 'resources', canonical: 'resources', ...LISTING },
  article: { pattern: '/resources/blog/@slug', parent: 'blog', collection: 'articles', crumb: false, content: ['resources/article-page'] },
  whitepapers: { pattern: '/resources/whitepapers', parent: 'resources', canonical: 'resources', ...LISTING },
  governanceVsCompliance: { pattern: '/resources/governance-vs-compliance', parent: 'resources', canonical: 'resources', ...LISTING },
  talks: { pattern: '/resources/talks', parent: 'resources', content: ['resources/talks'] },
  newsletter: { pattern: '/resources/newsletter', parent: 'resources', content: ['resources/newsletter'], anchorFields: ['key'], forms: true },
  about: { pattern: '/about', parent: 'home', content: ['pages/about', 'pillars'] },
  pricing: { pattern: '/pricing', parent: 'home', content: ['pages/pricing', ...PRICES] },
  contact: { pattern: '/contact', parent: 'home', content: ['pages/contact'], forms: true },
  privacy: { pattern: '/privacy', parent: 'home', content: ['legal/privacy'] },
  terms: { pattern: '/terms', parent: 'home', content: ['legal/terms'] },
} as const satisfies Record<string, RouteEntry>;

export type RouteKey = keyof typeof routeTable;

/** Files the build writes next to the pages, which links may point at. */
export const siteFiles = {
  feed: '/rss.xml',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;

type StaticKey = { [K in RouteKey]: (typeof routeTable)[K]['pattern'] extends `${string}@${string}` ? never : K }[RouteKey];

/** The path of every route without a parameter: `routes.contact` → `/contact`. */
export const routes = Object.fromEntries(
  Object.entries(routeTable)
    .filter(([, entry]) => !entry.pattern.includes('@'))
    .map(([key, entry]) => [key, entry.pattern]),
) as { readonly [K in StaticKey]: (typeof routeTable)[K]['pattern'] };

/** The path of a `@slug` route for one value: `routePath('industry', 'healthcare')` → `/industries/healthcare`. */
export function routePath(key: RouteKey, slug?: string): string {
  const { pattern }: RouteEntry = routeTable[key];
  if (!pattern.includes('@')) return pattern;
  if (!slug) throw new Error(`The route \`${pattern}\` needs a value for its parameter.`);
  return pattern.replace(/@[^/]+/, slug);
}

export interface MatchedRoute {
  key: RouteKey;
  entry: RouteEntry;
  /** The `@slug` value, for a parameter route. */
  slug?: string;
}

/** The table entry a path belongs to (`/industries/healthcare` → `industry`), a fixed route before a pattern. */
export function matchRoute(pathname: string): MatchedRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const entries = Object.entries(routeTable) as [RouteKey, RouteEntry][];
  for (const [key, entry] of entries) if (entry.pattern === path) return { key, entry };
  for (const [key, entry] of entries) {
    const slug = slugOf(entry.pattern, path);
    if (slug !== undefined) return { key, entry, slug };
  }
  return undefined;
}

function slugOf(pattern: string, path: string): string | undefined {
  const a = pattern.split('/');
  const b = path.split('/');
  if (!pattern.includes('@') || a.length !== b.length) return undefined;
  let slug: string | undefined;
  for (const [i, seg] of a.entries()) {
    if (seg.startsWith('@')) slug = b[i];
    else if (seg !== b[i]) return undefined;
  }
  return slug ? slug : undefined;
}

/** The How It Works section's id on the governance module page, made from the product name: `how-tenetry-makes-it-work`. */
export function howItWorksAnchor(product: string): string {
  return `how-${product.toLowerCase()}-makes-it-work`;
}

export interface BreadcrumbItem {
  name: string;
  /** A route of this site (`/industries`). */
  url: string;
}

/** The navigation's names, as `crumbName` reads them (`content/navigation.yaml`). */
export interface NavigationNames {
  header: readonly { name: string; href?: string; children?: readonly { name: string; href: string }[] }[];
  /** The footer's link columns. */
  footer: object;
  /** Names for trails where the menus name a page differently or not at all. */
  crumbs?: readonly { name: string; href: string }[];
}

/**
 * A page's name in trails: the navigation's `crumbs` entry for it, else the menus' name for its path
 * (header, then footer), else the name of the header dropdown whose items all sit under it
 * (`Solutions` for /solutions).
 */
export function crumbName(key: RouteKey, nav: NavigationNames): string {
  const path = routeTable[key].pattern;
  const named = [...(nav.crumbs ?? []), ...nav.header, ...nav.header.flatMap((item) => item.children ?? []), ...(Object.values(nav.footer) as { name: string; href: string }[][]).flat()].find(
    (item) => item.href === path,
  );
  if (named) return named.name;
  const group = nav.header.find((item) => !item.href && item.children?.length && item.children.every((child) => parentKey(child.href) === key));
  if (group) return group.name;
  throw new Error(`No name for \`${path}\` in breadcrumbs: add it to \`crumbs\` in content/navigation.yaml (name and href), or to a menu.`);
}

function parentKey(href: string): RouteKey | undefined {
  const matched = matchRoute(href);
  return matched ? (matched.entry.parent as RouteKey | undefined) : undefined;
}

/**
 * The trail from Home to a page: its ancestors, then the page itself (unless it is no crumb). For a
 * `@slug` page, `recordName` is the page's own name. A path the table does not know (the not-found
 * page) has Home alone.
 */
export function breadcrumbTrail(pathname: string, nav: NavigationNames, recordName?: string): BreadcrumbItem[] {
  const crumbOf = (key: RouteKey): BreadcrumbItem => ({ name: crumbName(key, nav), url: routeTable[key].pattern });
  const matched = matchRoute(pathname);
  if (!matched) return [crumbOf('home')];
  const trail: BreadcrumbItem[] = [];
  const { entry, slug, key } = matched;
  if (entry.crumb !== false) {
    if (slug !== undefined) {
      if (!recordName) throw new Error(`The page \`${pathname}\` needs its record's name for its breadcrumb.`);
      trail.push({ name: recordName, url: routePath(key, slug) });
    } else trail.push(crumbOf(key));
  }
  for (let up = entry.parent as RouteKey | undefined; up; up = (routeTable[up] as RouteEntry).parent as RouteKey | undefined) {
    trail.unshift(crumbOf(up));
  }
  return trail;
}

/** The canonical path of a page: an alias's own route for the screen it repeats, else its own. */
export function canonicalPath(pathname: string): string {
  const canonical = matchRoute(pathname)?.entry.canonical as RouteKey | undefined;
  return canonical ? routeTable[canonical].pattern : pathname;
}
