import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import type { CmsBackend, ProductionBackend } from '../../../pipeline/cms/backends.ts';
import { cmsConfig, renderCmsConfig } from '../../../pipeline/cms/config.ts';
import { contentFilesTable } from '../../../pipeline/cms/contentFilesTable.ts';
import { GROUPS, groupOf, type GroupContext } from '../../../pipeline/cms/sidebarGroups.ts';
import { run } from '../../../cli/main.ts';
import { listRoutes } from '../../../pipeline/routes/routes.ts';
import type { RouteEntry } from '../../../lib/routes.ts';
import { fieldFor, type CmsField } from '../../../pipeline/cms/fields.ts';
import { SchemaReader } from '../../../pipeline/cms/schemaNodes.ts';
import { generateCmsConfig } from '../../../pipeline/cms/index.ts';
import { discoverContent } from '../../../pipeline/content/discover.ts';
import { fixtureProject, makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const LOCAL = { kind: 'local', url: 'http://localhost:8081/api/v1', siteUrl: 'http://localhost:3000' } as const;

interface Collection {
  name: string;
  label: string;
  folder?: string;
  files?: { name: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
}

/** The field a schema property becomes, for an inline schema file. */
function fieldOf(property: object, required = true, extra: object = {}): CmsField | undefined {
  const root = makeProject({ 'schemas/x.schema.json': JSON.stringify({ type: 'object', properties: { value: property }, ...extra }) });
  const file = path.join(root, 'schemas', 'x.schema.json');
  return fieldFor(new SchemaReader(), 'value', { schema: property, file }, required, { iconNames: ['Radar', 'ShieldCheck'] });
}

describe('schema properties become form fields', () => {
  it('labels and hints come from the title and description; a type-name title falls back to the key', () => {
    expect(fieldOf({ type: 'string', title: 'Headline', description: 'The h1.' })).toMatchObject({ label: 'Headline', hint: 'The h1.', widget: 'string' });
    expect(fieldOf({ type: 'string', title: 'GpuModelPrice', description: 'x' })).toMatchObject({ label: 'Value' });
  });

  it('enums become selects, booleans toggles, dates date pickers, numbers number fields with their limits', () => {
    expect(fieldOf({ type: 'string', enum: ['a', 'b'] })).toMatchObject({ widget: 'select', options: ['a', 'b'] });
    expect(fieldOf({ type: 'boolean' }, false)).toMatchObject({ widget: 'boolean', required: false });
    expect(fieldOf({ type: 'string', format: 'date' })).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(
      fieldOf({
        anyOf: [
          { type: 'string', format: 'date' },
          { type: 'string', format: 'date-time' },
        ],
      }),
    ).toMatchObject({ widget: 'datetime' });
    expect(fieldOf({ type: 'integer', minimum: 1, maximum: 60 })).toMatchObject({ widget: 'number', value_type: 'int', min: 1, max: 60 });
    expect(fieldOf({ type: 'number', exclusiveMinimum: 0 })).toMatchObject({ widget: 'number', value_type: 'float', min: 0 });
  });

  it('patterns and lengths are checked by the form', () => {
    const [source, message] = fieldOf({ type: 'string', pattern: '^/[a-z]+$' })?.['pattern'] as [string, string];
    expect(message).toBe('Not in the expected form.');
    expect(new RegExp(source).test('/pricing')).toBe(true);
    expect(new RegExp(source).test('/Pricing')).toBe(false);
    const length = fieldOf({ type: 'string', minLength: 50, maxLength: 170 })?.['pattern'] as [string, string];
    expect(new RegExp(length[0]).test('x'.repeat(49))).toBe(false);
    expect(new RegExp(length[0]).test('x'.repeat(50))).toBe(true);
    expect(new RegExp(length[0]).test('x'.repeat(171))).toBe(false);
  });

  it('a pattern lets a brand placeholder through (validate checks the filled-in value after the save), and nothing else the schema refuses', () => {
    const [source] = fieldOf({ type: 'string', pattern: '^/[a-z0-9\\-/]*(#[a-z0-9\\-]+)?$' })?.['pattern'] as [string, string];
    const pattern = new RegExp(source);
    expect(pattern.test('/solutions/proof-of-governance#how-{product}-makes-it-work')).toBe(true);
    expect(pattern.test('/solutions/proof-of-governance#how-it-works')).toBe(true);
    expect(pattern.test('/Solutions/Proof of Governance')).toBe(false);
    expect(pattern.test('/solutions#how-{produkt}-makes-it-work')).toBe(false);
  });

  it('an image path is chosen from the media library, with no pattern (Decap would test it against the file name alone)', () => {
    const field = fieldOf({ type: 'string', pattern: '^/images/[a-z0-9\\-/]+\\.(svg|png)$' });
    expect(field).toMatchObject({ widget: 'image', choose_url: false });
    expect(field).not.toHaveProperty('pattern');
  });

  it('lists keep the schema limits; nested objects become groups; a list of text holds one field', () => {
    const list = fieldOf({ type: 'array', minItems: 1, maxItems: 12, items: { type: 'object', required: ['question'], properties: { question: { type: 'string' }, answer: { type: 'string' } } } });
    expect(list).toMatchObject({ widget: 'list', min: 1, max: 12, summary: '{{fields.question}}' });
    expect((list?.['fields'] as CmsField[]).map((f) => [f.name, f['required'] ?? true])).toEqual([
      ['question', true],
      ['answer', false],
    ]);
    expect(fieldOf({ type: 'array', items: { type: 'string' } })).toMatchObject({ widget: 'list', field: { widget: 'string' } });
    expect(fieldOf({ type: 'object', properties: { a: { type: 'string' } } })).toMatchObject({ widget: 'object', fields: [{ name: 'a' }] });
  });

  it('icon names become a select of the icon set', () => {
    const field = fieldOf({ $ref: '#/definitions/iconName' }, true, { definitions: { iconName: { type: 'string', pattern: '^[A-Z]' } } });
    expect(field).toMatchObject({ widget: 'select', options: ['Radar', 'ShieldCheck'] });
  });

  it('a group the schema makes optional requires none of its fields (an empty group must not block a save)', () => {
    const field = fieldOf({ type: 'object', required: ['title'], properties: { title: { type: 'string' } } }, false);
    expect(field?.['fields']).toEqual([expect.objectContaining({ name: 'title', required: false })]);
  });

  it("variants of a oneOf are one group with every variant's fields, requiring what all require", () => {
    const field = fieldOf({
      type: 'array',
      items: {
        oneOf: [
          { type: 'object', required: ['tier', 'amount'], properties: { tier: { type: 'string' }, amount: { type: 'integer' } } },
          { type: 'object', required: ['tier', 'text'], properties: { tier: { type: 'string' }, text: { type: 'string' } } },
        ],
      },
    });
    expect((field?.['fields'] as CmsField[]).map((f) => [f.name, f['required'] ?? true])).toEqual([
      ['tier', true],
      ['amount', false],
      ['text', false],
    ]);
  });
});

describe('the generated configuration', () => {
  it('is the same bytes on every run, and matches its snapshot for the fixture project', async () => {
    const root = fixtureProject('clean');
    const first = generateCmsConfig(root, LOCAL);
    expect(generateCmsConfig(root, LOCAL)).toBe(first);
    await expect(first).toMatchFileSnapshot('__snapshots__/config.fixture.yml');
  });

  it('gives every content file of the project one form, in a group, and the articles a folder collection', () => {
    const config = cmsConfig(projectRoot, LOCAL) as { collections: Collection[] };
    const labels = config.collections.map((c) => c.label);
    for (const group of GROUPS) if (config.collections.some((c) => c.label === group)) expect(labels).toContain(group);
    expect(labels.filter((l) => (GROUPS as readonly string[]).includes(l))).toEqual(GROUPS.filter((g) => labels.includes(g)));
    const formFiles = config.collections.flatMap((c) => (c.files ?? []).map((f) => f.file));
    const yamlFiles = discoverContent(projectRoot)
      .filter((e) => !e.absolutePath.endsWith('.md'))
      .map((e) => path.relative(projectRoot, e.absolutePath).split(path.sep).join('/'));
    expect([...formFiles].sort()).toEqual([...yamlFiles].sort());
    expect(new Set(formFiles).size).toBe(formFiles.length);
    const articles = config.collections.find((c) => c.folder === 'content/articles');
    expect(articles).toMatchObject({ create: true, delete: true, extension: 'md', media_folder: '/public/images/articles' });
    expect(articles?.fields?.at(-1)).toMatchObject({ name: 'body', widget: 'markdown' });
  });

  it("every top-level schema property of a file is a field of its form, in the schema's order", () => {
    const config = cmsConfig(projectRoot, LOCAL) as { collections: Collection[] };
    for (const entry of discoverContent(projectRoot).filter((e) => e.schemaPath && !e.absolutePath.endsWith('.md'))) {
      const file = path.relative(projectRoot, entry.absolutePath).split(path.sep).join('/');
      const form = config.collections.flatMap((c) => c.files ?? []).find((f) => f.file === file);
      const schema = JSON.parse(readFileSync(entry.schemaPath!, 'utf8')) as { properties: Record<string, unknown> };
      expect(
        form?.fields.map((f) => f.name),
        file,
      ).toEqual(Object.keys(schema.properties));
    }
  });

  it('leaves no field of the real content out of its form (a list mixing text and groups would be)', () => {
    const text = renderCmsConfig(cmsConfig(projectRoot, LOCAL));
    expect(text).not.toContain('Edited in the file, not here');
  });

  it('is written as YAML the admin page reads back to the same configuration', () => {
    const config = cmsConfig(projectRoot, LOCAL);
    expect(parse(renderCmsConfig(config))).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it('takes the production backend from the site config, and refuses when online editing is off', () => {
    const root = fixtureProject('clean');
    expect(() => generateCmsConfig(root, { kind: 'production', backend: { backend: 'none' }, siteUrl: 'https://www.example.com' })).toThrow(/switched off/);
    const github = parse(generateCmsConfig(root, { kind: 'production', backend: { backend: 'github', repo: 'acme/site', branch: 'main' }, siteUrl: 'https://www.example.com' }));
    expect(github.backend).toEqual({ name: 'github', repo: 'acme/site', branch: 'main' });
  });
});

describe('the admin configuration for each backend and publish mode (what Decap reads)', () => {
  const SITE = 'https://www.example.com';
  const production = (backend: ProductionBackend): CmsBackend => ({ kind: 'production', backend, siteUrl: SITE });
  const provider = { authUrl: 'https://auth.example.com/', authEndpoint: '/api/auth/' };

  it.each<[string, CmsBackend, Record<string, unknown>, string, boolean]>([
    ['local (npm run cms)', LOCAL, { name: 'proxy', proxy_url: LOCAL.url, branch: 'main' }, 'simple', false],
    ['GitHub, no publish mode: editorial', production({ backend: 'github', repo: 'acme/site' }), { name: 'github', repo: 'acme/site', branch: 'main' }, 'editorial_workflow', true],
    [
      'GitHub, editorial, with its OAuth provider',
      production({ backend: 'github', repo: 'acme/site', branch: 'main', publishMode: 'editorial', ...provider }),
      { name: 'github', repo: 'acme/site', branch: 'main', base_url: 'https://auth.example.com', auth_endpoint: 'api/auth' },
      'editorial_workflow',
      true,
    ],
    [
      'GitHub, direct, another branch, provider without endpoint',
      production({ backend: 'github', repo: 'acme/site', branch: 'live', publishMode: 'direct', authUrl: 'https://auth.example.com' }),
      { name: 'github', repo: 'acme/site', branch: 'live', base_url: 'https://auth.example.com' },
      'simple',
      true,
    ],
    ['Git Gateway, editorial', production({ backend: 'git-gateway', publishMode: 'editorial' }), { name: 'git-gateway', branch: 'main' }, 'editorial_workflow', true],
    ['Git Gateway, direct', production({ backend: 'git-gateway', branch: 'live', publishMode: 'direct' }), { name: 'git-gateway', branch: 'live' }, 'simple', true],
  ])('%s', (_name, backend, expectedBackend, publishMode, previewLinks) => {
    const config = parse(generateCmsConfig(fixtureProject('clean'), backend)) as Record<string, unknown>;
    expect(config['backend']).toEqual(expectedBackend);
    expect(config['publish_mode']).toBe(publishMode);
    expect(config['show_preview_links']).toBe(previewLinks);
    expect(config['site_url']).toBe(backend.siteUrl);
  });

  it('links each entry to its own page: a file form to the route that shows it, an article to its address', () => {
    const root = fixtureProject('clean');
    const config = cmsConfig(root, production({ backend: 'github', repo: 'acme/site' })) as {
      collections: (Collection & { preview_path?: string; files?: { file: string; preview_path?: string }[] })[];
    };
    const routes = listRoutes(root).routes;
    const page = (template: string) => `/${template.replace(/^\/+/, '')}`;
    const files = config.collections.flatMap((c) => c.files ?? []);
    for (const form of files) {
      const id = form.file.replace(/^content\//, '').replace(/\.ya?ml$/, '');
      const showing = routes.filter((r) => r.entry.content?.includes(id));
      if (showing.length === 0) expect(form.preview_path, form.file).toBeUndefined();
      else
        expect(
          showing.map((r) => r.route),
          form.file,
        ).toContain(page(form.preview_path!));
    }
    expect(files.find((f) => f.file === 'content/pages/about.yaml')?.preview_path).toBe('/about');
    const articles = config.collections.find((c) => c.folder === 'content/articles')!;
    const articleFiles = discoverContent(root).filter((e) => e.id.startsWith('articles/'));
    expect(articleFiles.length).toBeGreaterThan(0);
    for (const article of articleFiles) {
      const slug = path.basename(article.id);
      const route = routes.find((r) => r.route === page(articles.preview_path!.replaceAll('{{slug}}', slug)));
      expect(route?.contentId, slug).toBe(article.id);
    }
  });
});

describe('tenetry-site cms-config', () => {
  it('with online editing switched off and no --local, says what to do instead and exits 2', async () => {
    const root = fixtureProject('clean');
    const site = readFileSync(path.join(root, 'content', 'site.yaml'), 'utf8');
    expect(site).toMatch(/^ {2}backend: none$/m);
    const out: string[] = [];
    const err: string[] = [];
    const code = await run(['cms-config'], { cwd: root, stdout: (s) => out.push(s), stderr: (s) => err.push(s) });
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err).toEqual([expect.stringMatching(/^Online editing is switched off .*Pass `--local <url>`/)]);
    expect(err.join('\n')).not.toMatch(/internal error/);
  });
});

describe('the groups of the forms', () => {
  // A route table with routes the site does not have, as if added to lib/routes.ts.
  const table: Record<string, RouteEntry> = {
    home: { pattern: '/', content: ['pages/home'] },
    solutions: { pattern: '/solutions', parent: 'home', content: ['pages/solutions'] },
    ledger: { pattern: '/solutions/ledger', parent: 'solutions', content: ['pages/ledger'] },
    events: { pattern: '/events', parent: 'home', content: ['pages/events'] },
    webinar: { pattern: '/events/webinars', parent: 'events', content: ['pages/webinars'] },
    careers: { pattern: '/careers', parent: 'home', content: ['pages/careers'] },
    // A section with a collection of pages under it is a group even without a content folder.
    stories: { pattern: '/stories', parent: 'home', content: ['pages/stories'] },
    story: { pattern: '/stories/@slug', parent: 'stories', collection: 'stories' },
    press: { pattern: '/press', parent: 'home', content: ['pages/press'] },
  };
  const routes = listRoutes(makeProject({}), table);
  const context: GroupContext = {
    table,
    routesOf: (id) => routes.routes.filter((r) => r.entry.content?.includes(id)),
    folders: new Set(['pages', 'events', 'legal']),
    companyPaths: new Set(['/careers']),
  };

  it.each([
    ['site', 'Site settings'],
    ['legal/privacy', 'Legal'],
    ['events/summit', 'Events'],
    ['pages/home', 'Pages'],
    ['pages/ledger', 'Pages'],
    ['pages/events', 'Events'],
    ['pages/webinars', 'Events'],
    ['pages/careers', 'Company'],
    ['pages/press', 'Pages'],
    ['pages/stories', 'Stories'],
    ['pages/unshown', 'Pages'],
  ])('%s → %s', (id, group) => {
    expect(groupOf(id, context)).toBe(group);
  });

  it("puts every page file of the site in its section's group, as the route table and the navigation say", () => {
    const config = cmsConfig(projectRoot, LOCAL) as { collections: Collection[] };
    const groupOfFile = new Map(config.collections.flatMap((c) => (c.files ?? []).map((f) => [f.file, c.label] as const)));
    const nav = parse(readFileSync(path.join(projectRoot, 'content', 'navigation.yaml'), 'utf8')) as { footer: { company: { href: string }[] } };
    const company = new Set(nav.footer.company.map((l) => l.href));
    for (const route of listRoutes(projectRoot).routes.filter((r) => !r.contentId)) {
      for (const file of (route.entry.content ?? []).filter((id) => id.startsWith('pages/'))) {
        const top = route.route.split('/').slice(0, 2).join('/');
        const folder = top.slice(1);
        const expected =
          folder && existsSync(path.join(projectRoot, 'content', folder)) ? config.collections.find((c) => c.label.toLowerCase() === folder)?.label : company.has(top) ? 'Company' : 'Pages';
        expect(groupOfFile.get(`content/${file}.yaml`), `${file} (${route.route})`).toBe(expected);
      }
    }
  });
});

describe('the table of content files and their forms', () => {
  const DOC = path.join(projectRoot, 'docs', 'editing-content.md');
  const BLOCK = /(<!-- cms-files -->\n)([\s\S]*?)(\n<!-- \/cms-files -->)/;

  it("lists every file of a project with its group and form; a collection schema's files are one row", () => {
    const root = fixtureProject('clean');
    // The footer's company column puts /about in the Company group.
    writeFileSync(path.join(root, 'content', 'navigation.yaml'), 'footer:\n  company:\n    - name: About\n      href: /about\n');
    writeFileSync(path.join(root, 'schemas', 'legal.schema.json'), JSON.stringify({ type: 'object', properties: { title: { type: 'string' } } }));
    for (const name of ['privacy', 'terms']) {
      mkdirSync(path.join(root, 'content', 'legal'), { recursive: true });
      writeFileSync(path.join(root, 'content', 'legal', `${name}.yaml`), 'title: T\n');
    }
    const table = contentFilesTable(root, cmsConfig(root, LOCAL)).split('\n');
    expect(table.slice(0, 2)).toEqual(['| Content file | Admin group | Form |', '| --- | --- | --- |']);
    expect(table).toContain('| `content/pages/about.yaml` | Company | About (/about) |');
    expect(table).toContain('| `content/site.yaml` | Site settings | Site |');
    expect(table.filter((r) => r.includes('content/legal/'))).toEqual(['| `content/legal/*.yaml` | Legal | one form per file, named after it (schema `schemas/legal.schema.json`) |']);
    expect(table.filter((r) => r.includes('content/articles/'))).toEqual(['| `content/articles/<slug>.md` | Resources: articles | one article per file: create and delete them here |']);
  });

  it('docs/editing-content.md has the current table (every content file and its collection)', () => {
    const table = contentFilesTable(projectRoot, cmsConfig(projectRoot, LOCAL));
    const doc = readFileSync(DOC, 'utf8');
    if (process.env.UPDATE_DOCS)
      writeFileSync(
        DOC,
        doc.replace(BLOCK, (_, open: string, _old: string, close: string) => `${open}${table}${close}`),
      );
    expect(BLOCK.exec(readFileSync(DOC, 'utf8'))?.[2], 'run UPDATE_DOCS=1 npx vitest run tests/unit/cms/config.test.ts').toBe(table);
    // Every content file is covered by one row, as itself or by its folder's pattern.
    const rows = table
      .split('\n')
      .slice(2)
      .map((r) => /^\| `([^`]+)`/.exec(r)![1]!);
    const patterns = rows.map((r) => new RegExp(`^${r.replace(/[.]/g, '\\.').replace('<slug>', '[^/]+').replace('*', '[^/]+')}$`));
    for (const entry of discoverContent(projectRoot)) {
      const file = path.relative(projectRoot, entry.absolutePath).split(path.sep).join('/');
      expect(patterns.filter((p) => p.test(file)).length, file).toBeGreaterThanOrEqual(1);
    }
  });
});
