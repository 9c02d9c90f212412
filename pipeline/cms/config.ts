import path from 'node:path';
import { stringify } from 'yaml';
import { iconNames } from '../content/iconNames.ts';
import { MEDIA_FOLDER } from '../content/publicFiles.ts';
import { discoverContent, type ContentEntry } from '../content/discover.ts';
import { routeTable } from '../../lib/routes.ts';
import { backendConfig, publishMode, type CmsBackend } from './backends.ts';
import { objectFields, type CmsField, type FieldContext } from './fields.ts';
import { humanise } from './labels.ts';
import { SchemaReader } from './schemaNodes.ts';
import { companyPaths, contentRoutes, groupOf, groupOrder, routeGroup, type GroupContext } from './sidebarGroups.ts';

/**
 * The content manager's configuration (Decap CMS `config.yml`), generated from `schemas/` and
 * `content/`: one form per content file, grouped the way the site is, and the articles as a folder
 * collection. Never edited by hand; the same input always gives the same bytes (snapshot-tested).
 */

/** Where the articles live, and where their images go (inside the media folder the local backend and validate allow). */
export const ARTICLES = { folder: 'content/articles', mediaFolder: `${MEDIA_FOLDER}/articles`, publicFolder: `${publicPath(MEDIA_FOLDER)}/articles` } as const;

/** A folder under `public/` as the site serves it (`public/images` → `/images`). */
function publicPath(folder: string): string {
  return folder.replace(/^public/, '');
}

/** The label of one file's form: its name, and the page it feeds (`About (/about)`, which the page preview links to). */
function fileLabel(entry: ContentEntry, route: string | undefined): string {
  const base = humanise(path.basename(entry.id));
  return route ? `${base} (${route})` : base;
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
