import path from 'node:path';
import { stringify } from 'yaml';
import { iconNames } from '../content/iconNames.ts';
import { MEDIA_FOLDER } from '../content/publicFiles.ts';
import { discoverContent, type ContentEntry } from '../content/discover.ts';
import { namedContent } from '../routes/anchors.ts';
import { listRoutes, type SiteRoute } from '../routes/routes.ts';
import { routeTable, type RouteEntry } from '../../lib/routes.ts';
import type { ContentManager } from '../../.generated/types/site.ts';
import { readContentData } from '../content/readData.ts';
import { objectFields, type CmsField, type FieldContext } from './fields.ts';
import { humanise } from './labels.ts';
import { SchemaReader } from './schemaNodes.ts';

/**
 * The content manager's configuration (Decap CMS `config.yml`), generated from `schemas/` and
 * `content/`: one form per content file, grouped the way the site is, and the articles as a folder
 * collection. Never edited by hand; the same input always gives the same bytes (snapshot-tested).
 */

/**
 * The groups of the admin's sidebar, in order. Which forms each holds is derived (see `groupOf`);
 * a group this list does not name (a new content folder's) comes before `Site settings`.
 */
export const GROUPS = ['Pages', 'Pricing', 'Industries', 'Resources', 'Company', 'Legal', 'Site settings'] as const;

/** Where the articles live, and where their images go (inside the media folder the local backend and validate allow). */
export const ARTICLES = { folder: 'content/articles', mediaFolder: `${MEDIA_FOLDER}/articles`, publicFolder: `${publicPath(MEDIA_FOLDER)}/articles` } as const;

/** A folder under `public/` as the site serves it (`public/images` → `/images`). */
function publicPath(folder: string): string {
  return folder.replace(/^public/, '');
}

/** The production backend from `content/site.yaml` (`contentManager`, described by its schema); `none` switches online editing off. */
export type ProductionBackend = ContentManager;

export type CmsBackend =
  /** `npm run cms`: the local backend (decap-server) writes the files in place. */
  { kind: 'local'; url: string; siteUrl: string } | { kind: 'production'; backend: ProductionBackend; siteUrl: string };

/** A backend for reading the forms alone (their files, fields and order), which no backend changes. */
export const FORMS_ONLY: CmsBackend = { kind: 'local', url: 'http://localhost/api/v1', siteUrl: 'http://localhost' };

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
function routeGroup(key: string, context: Omit<GroupContext, 'routesOf'>): string {
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
function groupOrder(groups: Iterable<string>): string[] {
  const rank = (g: string) => {
    const at = (GROUPS as readonly string[]).indexOf(g);
    return at >= 0 ? at : GROUPS.indexOf('Site settings') - 0.5;
  };
  return [...new Set(groups)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The paths of the footer's company column, from `content/navigation.yaml` (none when it cannot be read). */
function companyPaths(root: string): Set<string> {
  const footer = readContentData(root, path.join(root, 'content', 'navigation.yaml'))['footer'];
  const column = footer && typeof footer === 'object' ? (footer as Record<string, unknown>)['company'] : undefined;
  return new Set(Array.isArray(column) ? column.map((link) => (link as { href?: unknown } | null)?.href).filter((href): href is string => typeof href === 'string') : []);
}

/** Content id → the routes that show it (the route table, lib/routes.ts: a route's `content`, a `@slug` page's own file). */
export function contentRoutes(root: string): (id: string) => SiteRoute[] {
  const table = listRoutes(root);
  return (id) => table.routes.filter((r) => r.contentId === id || (!r.contentId && namedContent(r.entry.content ?? [], [id]).length > 0));
}

/** The label of one file's form: its name, and the page it feeds (`About (/about)`, which the page preview links to). */
function fileLabel(entry: ContentEntry, route: string | undefined): string {
  const base = humanise(path.basename(entry.id));
  return route ? `${base} (${route})` : base;
}

function backendConfig(backend: CmsBackend): Record<string, unknown> {
  if (backend.kind === 'local') return { backend: { name: 'proxy', proxy_url: backend.url, branch: 'main' } };
  const b = backend.backend;
  const branch = b.branch ?? 'main';
  if (b.backend === 'github') return { backend: { name: 'github', repo: b.repo, branch, ...signIn(b) } };
  if (b.backend === 'git-gateway') return { backend: { name: 'git-gateway', branch } };
  throw new Error('Online editing is switched off (`contentManager.backend: none` in content/site.yaml): there is no production configuration to write.');
}

/**
 * GitHub's sign-in through the site's OAuth provider: Decap accepts the sign-in window's message
 * only from exactly `base_url`, so it is the bare origin (`validate` refuses a path), and joins
 * `auth_endpoint` to it with one slash.
 */
function signIn(b: ProductionBackend): Record<string, string> {
  const out: Record<string, string> = {};
  if (b.authUrl) out['base_url'] = new URL(b.authUrl).origin;
  if (b.authEndpoint) out['auth_endpoint'] = b.authEndpoint.replace(/^\/+|\/+$/g, '');
  return out;
}

/**
 * Decap's publish mode. Online, `editorial_workflow` unless the site asks for direct publishing:
 * each entry is a branch and a pull request (Draft, In review, Ready) that CI checks and publishing
 * merges. The local backend writes the files in place (`simple`): the editor commits them.
 */
function publishMode(backend: CmsBackend): 'simple' | 'editorial_workflow' {
  return backend.kind === 'production' && backend.backend.publishMode !== 'direct' ? 'editorial_workflow' : 'simple';
}

/**
 * A route of the route table as Decap's `preview_path` template, joined to the site's address or to
 * a pull request's deploy preview. A collection's route parameter is the entry's file name
 * (`/resources/blog/@slug` → `/resources/blog/{{slug}}`). Decap drops the leading slash; `/` stays
 * `/` (an empty template would mean none).
 */
function previewPath(route: string): string {
  return route.replace(/@\w+/g, '{{slug}}');
}

/** The whole configuration as a plain object. */
export function cmsConfig(root: string, backend: CmsBackend): Record<string, unknown> {
  const reader = new SchemaReader();
  const context: FieldContext = { iconNames: [...iconNames].sort() };
  const routesOf = contentRoutes(root);
  const discovered = discoverContent(root);
  const entries = discovered.filter((e) => e.schemaPath);
  const formFields = (entry: ContentEntry): CmsField[] => objectFields(reader, { schema: reader.read(entry.schemaPath!), file: entry.schemaPath! }, context, false);
  const groupContext: GroupContext = { table: routeTable, routesOf, folders: new Set(discovered.filter((e) => e.id.includes('/')).map((e) => e.id.split('/')[0]!)), companyPaths: companyPaths(root) };
  const forms = entries.filter((e) => !e.id.startsWith(`${path.basename(ARTICLES.folder)}/`));
  const groups = new Map(forms.map((e) => [e.id, groupOf(e.id, groupContext)]));
  // The articles follow the group of the section their route is in (the blog's: Resources).
  const articlesRoute = Object.entries(groupContext.table).find(([, entry]) => entry.collection === path.basename(ARTICLES.folder))?.[0];
  const articlesGroup = articlesRoute ? routeGroup(articlesRoute, groupContext) : 'Pages';

  const collections: Record<string, unknown>[] = [];
  for (const group of groupOrder([...groups.values(), articlesGroup])) {
    const files = forms
      .filter((e) => groups.get(e.id) === group)
      .map((entry) => {
        const route = routesOf(entry.id)[0]?.route;
        return {
          name: entry.id.replace(/\//g, '-'),
          label: fileLabel(entry, route),
          file: path.relative(root, entry.absolutePath).split(path.sep).join('/'),
          ...(route ? { preview_path: previewPath(route) } : {}),
          fields: formFields(entry),
        };
      });
    if (files.length) collections.push({ name: group.toLowerCase().replace(/\s+/g, '-'), label: group, format: 'yaml-as-written', delete: false, editor: { preview: true }, files });
    if (group === articlesGroup) collections.push(articlesCollection(root, formFields, group, articlesRoute ? groupContext.table[articlesRoute]?.pattern : undefined));
  }

  return {
    ...backendConfig(backend),
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    locale: 'en',
    publish_mode: publishMode(backend),
    media_folder: MEDIA_FOLDER,
    public_folder: publicPath(MEDIA_FOLDER),
    // Online, the entry's toolbar links to its page (`preview_path`): on the pull request's deploy
    // preview while it is in review, on the site once published. Off locally: Decap's link reads the
    // stored entry, still missing when a file form is opened by its address after another collection
    // (a TypeError in previewUrlFormatter; online that form shows "Check for Preview" instead of its
    // link); the page previews link to the dev server (admin/previews.tsx).
    show_preview_links: backend.kind === 'production',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  };
}

function articlesCollection(root: string, formFields: (entry: ContentEntry) => CmsField[], group: string, route: string | undefined): Record<string, unknown> {
  const schemaPath = path.join(root, 'schemas', 'articles.schema.json');
  const fields = formFields({ absolutePath: '', id: 'articles', schemaPath });
  return {
    name: 'articles',
    label: `${group}: articles`,
    label_singular: 'Article',
    description: 'The blog: one Markdown file per article in content/articles/. The file name, made from the title, is the address: /resources/blog/<file name>.',
    folder: ARTICLES.folder,
    extension: 'md',
    // The site's formats (admin/formats.ts): a save rewrites only the values that changed.
    format: 'frontmatter-as-written',
    create: true,
    delete: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{publishedTime}})',
    sortable_fields: ['publishedTime', 'title', 'category'],
    ...(route ? { preview_path: previewPath(route) } : {}),
    media_folder: `/${ARTICLES.mediaFolder}`,
    public_folder: ARTICLES.publicFolder,
    fields: [
      ...fields,
      {
        name: 'body',
        label: 'Body',
        widget: 'markdown',
        hint: 'The article in Markdown: ## for a section heading, a blank line between paragraphs, [text](/route) for a link.',
        modes: ['raw', 'rich_text'],
      },
    ],
  };
}

const BANNER = [
  '# Generated by `npx tenetry-site cms-config` from schemas/ and content/ (pipeline/cms/). Do not edit:',
  "# change a schema (its titles and descriptions are the forms' labels and hints) and regenerate.",
].join('\n');

/** The configuration as the YAML file the admin page loads (`/admin/config.yml`). */
export function renderCmsConfig(config: Record<string, unknown>): string {
  // The icon names are one list, written once (`&a1`) and referred to by every icon select (`*a1`).
  return `${BANNER}\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: true })}`;
}

/**
 * Every content file and where the admin page edits it, as the Markdown table of
 * docs/editing-content.md (`npx tenetry-site cms-config --files`), read from the configuration so it
 * cannot drift. The files of a collection schema (`schemas/industries.schema.json` for every
 * `content/industries/*.yaml`) are one row: an editor can add such a file without the table changing.
 */
export function contentFilesTable(root: string, config: Record<string, unknown>): string {
  const collections = config['collections'] as { label: string; folder?: string; label_singular?: string; files?: { file: string; label: string }[] }[];
  const sharedSchema = new Map<string, string>();
  for (const e of discoverContent(root)) {
    if (e.schemaPath && e.schemaPath !== path.join(root, 'schemas', `${e.id}.schema.json`)) {
      sharedSchema.set(path.relative(root, e.absolutePath).split(path.sep).join('/'), path.relative(root, e.schemaPath).split(path.sep).join('/'));
    }
  }
  const rows: string[] = [];
  const seen = new Set<string>();
  const row = (file: string, group: string, form: string) => {
    if (!seen.has(file)) rows.push(`| \`${file}\` | ${group} | ${form} |`);
    seen.add(file);
  };
  for (const c of collections) {
    if (c.folder) row(`${c.folder}/<slug>.md`, c.label, `one ${c.label_singular?.toLowerCase() ?? 'entry'} per file: create and delete them here`);
    for (const f of c.files ?? []) {
      const schema = sharedSchema.get(f.file);
      if (schema) row(`${path.posix.dirname(f.file)}/*${path.posix.extname(f.file)}`, c.label, `one form per file, named after it (schema \`${schema}\`)`);
      else row(f.file, c.label, f.label);
    }
  }
  return ['| Content file | Admin group | Form |', '| --- | --- | --- |', ...rows].join('\n');
}
