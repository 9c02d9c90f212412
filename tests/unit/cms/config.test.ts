import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import type { CmsBackend, ProductionBackend } from '../../../pipeline/cms/backends.ts';
import { cmsConfig, renderCmsConfig } from '../../../pipeline/cms/config.ts';
import { GROUPS } from '../../../pipeline/cms/sidebarGroups.ts';
import { run } from '../../../cli/main.ts';
import { listRoutes } from '../../../pipeline/routes/routes.ts';
import { generateCmsConfig } from '../../../pipeline/cms/index.ts';
import { discoverContent } from '../../../pipeline/content/discover.ts';
import { fixtureProject, projectRoot, removeProjects } from '../helpers/project.ts';
import { LOCAL, type Collection } from './configShapes.ts';

afterAll(removeProjects);

// The content manager's generated configuration: stable, complete, and right for each backend.

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
