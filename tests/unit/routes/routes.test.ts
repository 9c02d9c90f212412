import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPageFolders, listRoutes, pageFolderOf, routePaths, routePattern, splitHref } from '../../../pipeline/routes/routes.ts';
import { routeTable, type RouteEntry } from '../../../lib/routes.ts';
import { makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

describe('routePattern: a folder under pages/ → its route (Vike filesystem routing)', () => {
  it.each([
    ['index', '/'],
    ['about', '/about'],
    ['solutions/proof-of-governance', '/solutions/proof-of-governance'],
    ['about/index', '/about'],
    ['(marketing)/pricing', '/pricing'],
    ['resources/blog/@slug', '/resources/blog/@slug'],
    ['_error', null],
    ['resources/_drafts/x', null],
  ])('%s → %s', (dir, route) => {
    expect(routePattern(dir)).toBe(route);
  });
});

describe('listRoutes: the route table with its @slug routes expanded', () => {
  const page = 'export default function Page() { return null; }\n';
  const root = makeProject({
    'pages/index/+Page.tsx': page,
    'pages/about/+Page.tsx': page,
    'pages/(legal)/privacy/+Page.tsx': page,
    'pages/_error/+Page.tsx': page,
    'pages/resources/blog/@slug/+Page.tsx': page,
    'pages/components-only/Card.tsx': page,
    'content/articles/audit-readiness.md': '---\ntitle: A\n---\n',
    'content/articles/regtech-award.md': '---\ntitle: B\n---\n',
  });
  const table: Record<string, RouteEntry> = {
    home: { pattern: '/' },
    about: { pattern: '/about', parent: 'home' },
    privacy: { pattern: '/privacy', parent: 'home' },
    article: { pattern: '/resources/blog/@slug', parent: 'home', collection: 'articles' },
    industry: { pattern: '/industries/@industry', parent: 'home', collection: 'industries' },
  };

  it('lists every page folder, with its +Page file', () => {
    expect(findPageFolders(root).map((p) => [p.dir, p.pattern])).toEqual([
      ['pages/(legal)/privacy', '/privacy'],
      ['pages/_error', null],
      ['pages/about', '/about'],
      ['pages/index', '/'],
      ['pages/resources/blog/@slug', '/resources/blog/@slug'],
    ]);
  });

  it('expands @slug from its content collection; keeps a route whose collection is missing as unresolved', () => {
    const routes = listRoutes(root, table);
    expect(routes.routes.map((r) => r.route)).toEqual(['/', '/about', '/privacy', '/resources/blog/audit-readiness', '/resources/blog/regtech-award']);
    expect(routes.get('/resources/blog/regtech-award')).toMatchObject({ contentId: 'articles/regtech-award', key: 'article', markdown: true });
    expect(routes.unresolved.map((p) => p.pattern)).toEqual(['/industries/@industry']);
  });

  it('leaves out a draft and an article scheduled after the build date, and says why', () => {
    const root = makeProject({
      'pages/resources/blog/@slug/+Page.tsx': page,
      'content/articles/out.md': '---\ntitle: Out\npublishedTime: 2025-01-15\n---\n',
      'content/articles/draft.md': '---\ntitle: D\npublishedTime: 2025-01-15\ndraft: true\n---\n',
      'content/articles/soon.md': '---\ntitle: S\npublishedTime: 2025-07-01\n---\n',
    });
    const articles = { article: table.article! };
    const june = listRoutes(root, articles, new Date('2025-06-01T00:00:00Z'));
    expect(june.routes.map((r) => r.route)).toEqual(['/resources/blog/out']);
    expect(june.has('/resources/blog/draft')).toBe(false);
    expect(Object.fromEntries(june.unpublished)).toEqual({
      '/resources/blog/draft': { file: 'content/articles/draft.md', reason: 'draft', publishedTime: '2025-01-15' },
      '/resources/blog/soon': { file: 'content/articles/soon.md', reason: 'scheduled', publishedTime: '2025-07-01' },
    });
    const july = listRoutes(root, articles, new Date('2025-07-01T00:00:00Z'));
    expect(july.routes.map((r) => r.route)).toEqual(['/resources/blog/out', '/resources/blog/soon']);
    expect([...july.unpublished.keys()]).toEqual(['/resources/blog/draft']);
  });

  it.each([
    ['/about', true],
    ['/resources/blog/audit-readiness', true],
    ['/resources/blog/missing', false],
    ['/industries/healthcare', true], // unresolved pattern: any value matches
    ['/_error', false],
    ['/contact', false],
  ])('has(%s) → %s', (route, expected) => {
    expect(listRoutes(root, table).has(route)).toBe(expected);
  });

  it('the real page folders and the real route table name the same routes', () => {
    const folders = findPageFolders(projectRoot)
      .flatMap((p) => (p.pattern ? [p.pattern] : []))
      .sort();
    const patterns = Object.values(routeTable)
      .map((e) => e.pattern)
      .sort();
    expect(folders).toEqual(patterns);
    for (const entry of Object.values(routeTable)) expect(existsSync(path.join(projectRoot, pageFolderOf(entry.pattern).dir))).toBe(true);
  });

  it('builds every route of the table and one route per article and industry file', () => {
    const contentFiles = (dir: string, ext: string) =>
      readdirSync(path.join(projectRoot, 'content', dir))
        .filter((f) => f.endsWith(ext))
        .map((f) => f.slice(0, -ext.length));
    const routes = new Set(routePaths(projectRoot));
    for (const slug of contentFiles('articles', '.md')) expect(routes).toContain(`/resources/blog/${slug}`);
    for (const slug of contentFiles('industries', '.yaml')) expect(routes).toContain(`/industries/${slug}`);
    for (const entry of Object.values(routeTable)) if (!entry.pattern.includes('@')) expect(routes).toContain(entry.pattern);
    expect([...routes].filter((r) => r.includes('@'))).toEqual([]);
    expect(routes).not.toContain('/_error');
  });
});

describe('splitHref', () => {
  it.each([
    ['/about', { path: '/about', query: '', fragment: '' }],
    ['/about#team', { path: '/about', query: '', fragment: 'team' }],
    ['/pricing?term=5#licenses', { path: '/pricing', query: 'term=5', fragment: 'licenses' }],
    ['#faq', { path: '', query: '', fragment: 'faq' }],
  ])('%s', (href, parts) => {
    expect(splitHref(href)).toEqual(parts);
  });
});
