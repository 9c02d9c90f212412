import path from 'node:path';
import { stringify } from 'yaml';
// Not lucide-react itself: it would load a second React into the build (validate's layout check reads the forms).
import { iconNames } from '../checks/icons.ts';
import { discoverContent, type ContentEntry } from '../content/discover.ts';
import { namedContent } from '../anchors.ts';
import { listRoutes } from '../routes.ts';
import { humanise, objectFields, SchemaReader, type CmsField, type FieldContext } from './fields.ts';

/**
 * The content manager's configuration (Decap CMS `config.yml`), generated from `schemas/` and
 * `content/`: one form per content file, grouped the way the site is, and the articles as a folder
 * collection. Never edited by hand; the same input always gives the same bytes (snapshot-tested).
 */

/** The groups of the admin's sidebar, in order. */
export const GROUPS = ['Pages', 'Pricing', 'Industries', 'Resources', 'Company', 'Legal', 'Site settings'] as const;
export type Group = (typeof GROUPS)[number];

/** Where the articles live, and where their images go. */
export const ARTICLES = { folder: 'content/articles', mediaFolder: 'public/images/articles', publicFolder: '/images/articles' } as const;

/** The production backend from `content/site.yaml` (`contentManager`); `none` switches online editing off. */
export interface ProductionBackend {
  backend: 'none' | 'github' | 'git-gateway';
  repo?: string;
  branch?: string;
}

export type CmsBackend =
  /** `npm run cms`: the local backend (decap-server) writes the files in place. */
  { kind: 'local'; url: string; siteUrl: string } | { kind: 'production'; backend: ProductionBackend; siteUrl: string };

/** A backend for reading the forms alone (their files, fields and order), which no backend changes. */
export const FORMS_ONLY: CmsBackend = { kind: 'local', url: 'http://localhost/api/v1', siteUrl: 'http://localhost' };

/** Which group a content file belongs to (`pages/about` → Company, `pricing/storage` → Pricing). */
export function groupOf(id: string, routesOf: (id: string) => string[]): Group {
  const [folder] = id.split('/');
  if (!id.includes('/')) return 'Site settings';
  if (folder === 'pricing') return 'Pricing';
  if (folder === 'industries') return 'Industries';
  if (folder === 'resources' || folder === 'articles') return 'Resources';
  if (folder === 'legal') return 'Legal';
  const route = routesOf(id)[0] ?? '';
  if (route.startsWith('/pricing')) return 'Pricing';
  if (route.startsWith('/industries')) return 'Industries';
  if (route.startsWith('/resources')) return 'Resources';
  if (COMPANY_ROUTES.includes(route)) return 'Company';
  return 'Pages';
}

/** The company's own pages (the footer's Company column without the sections that have a group). */
const COMPANY_ROUTES = ['/about', '/partnerships', '/contact'];

/** Content id → the routes that show it (the route table, lib/routes.ts: a route's `content`, a `@slug` page's own file). */
export function contentRoutes(root: string): (id: string) => string[] {
  const table = listRoutes(root);
  return (id) => table.routes.filter((r) => r.contentId === id || (!r.contentId && namedContent(r.entry.content ?? [], [id]).length > 0)).map((r) => r.route);
}

/** The label of one file's form: its name, and the page it feeds (`About (/about)`, which the page preview links to). */
function fileLabel(entry: ContentEntry, route: string | undefined): string {
  const base = humanise(path.basename(entry.id));
  return route ? `${base} (${route})` : base;
}

function backendConfig(backend: CmsBackend): Record<string, unknown> {
  if (backend.kind === 'local') return { backend: { name: 'proxy', proxy_url: backend.url, branch: 'main' } };
  const b = backend.backend;
  if (b.backend === 'github') return { backend: { name: 'github', repo: b.repo, branch: b.branch ?? 'main' } };
  if (b.backend === 'git-gateway') return { backend: { name: 'git-gateway', branch: b.branch ?? 'main' } };
  throw new Error('Online editing is switched off (`contentManager.backend: none` in content/site.yaml): there is no production configuration to write.');
}

/** The whole configuration as a plain object. */
export function cmsConfig(root: string, backend: CmsBackend): Record<string, unknown> {
  const reader = new SchemaReader();
  const context: FieldContext = { iconNames: [...iconNames].sort() };
  const routesOf = contentRoutes(root);
  const entries = discoverContent(root).filter((e) => e.schemaPath);
  const formFields = (entry: ContentEntry): CmsField[] => objectFields(reader, { schema: reader.read(entry.schemaPath!), file: entry.schemaPath! }, context, false);

  const collections: Record<string, unknown>[] = [];
  for (const group of GROUPS) {
    const files = entries
      .filter((e) => !e.id.startsWith('articles/') && groupOf(e.id, routesOf) === group)
      .map((entry) => {
        const route = routesOf(entry.id)[0];
        return {
          name: entry.id.replace(/\//g, '-'),
          label: fileLabel(entry, route),
          file: path.relative(root, entry.absolutePath).split(path.sep).join('/'),
          fields: formFields(entry),
        };
      });
    if (files.length) collections.push({ name: group.toLowerCase().replace(/\s+/g, '-'), label: group, delete: false, editor: { preview: true }, files });
    if (group === 'Resources') collections.push(articlesCollection(root, reader, context, formFields));
  }

  return {
    ...backendConfig(backend),
    site_url: backend.siteUrl,
    display_url: backend.siteUrl,
    locale: 'en',
    publish_mode: 'simple',
    media_folder: 'public/images',
    public_folder: '/images',
    // Off: Decap's toolbar link reads the stored entry, which is still missing when a file form is
    // opened by its address after another collection (a TypeError in previewUrlFormatter). The
    // page previews link to the page on the dev server instead (admin/previews.tsx).
    show_preview_links: false,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections,
  };
}

function articlesCollection(root: string, reader: SchemaReader, context: FieldContext, formFields: (entry: ContentEntry) => CmsField[]): Record<string, unknown> {
  const schemaPath = path.join(root, 'schemas', 'articles.schema.json');
  const fields = formFields({ absolutePath: '', id: 'articles', schemaPath });
  void reader;
  void context;
  return {
    name: 'articles',
    label: 'Resources: articles',
    label_singular: 'Article',
    description: 'The blog: one Markdown file per article in content/articles/. The file name, made from the title, is the address: /resources/blog/<file name>.',
    folder: ARTICLES.folder,
    extension: 'md',
    format: 'yaml-frontmatter',
    create: true,
    delete: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{title}} ({{publishedTime}})',
    sortable_fields: ['publishedTime', 'title', 'category'],
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
  '# Generated by `npx tenetry-site cms-config` from schemas/ and content/ (cli/cms/). Do not edit:',
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
