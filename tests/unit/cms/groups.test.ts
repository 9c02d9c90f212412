import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { cmsConfig } from '../../../pipeline/cms/config.ts';
import { contentFilesTable } from '../../../pipeline/cms/contentFilesTable.ts';
import { groupOf, type GroupContext } from '../../../pipeline/cms/sidebarGroups.ts';
import { listRoutes } from '../../../pipeline/routes/routes.ts';
import type { RouteEntry } from '../../../lib/routes.ts';
import { discoverContent } from '../../../pipeline/content/discover.ts';
import { fixtureProject, makeProject, projectRoot, removeProjects } from '../helpers/project.ts';
import { LOCAL, type Collection } from './configShapes.ts';

afterAll(removeProjects);

// The admin's groups of forms, and the table of content files and their forms in docs/editing-content.md.

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
    expect(BLOCK.exec(readFileSync(DOC, 'utf8'))?.[2], 'run UPDATE_DOCS=1 npx vitest run tests/unit/cms/groups.test.ts').toBe(table);
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
