import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPageFolders, listRoutes, routePaths, routePattern, splitHref } from '../../cli/routes.ts';
import { makeProject, projectRoot, removeProjects } from './helpers/project.ts';

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

describe('listRoutes', () => {
  const page = 'export default function Page() { return null; }\n';
  const root = makeProject({
    'pages/index/+Page.tsx': page,
    'pages/about/+Page.tsx': page,
    'pages/(legal)/privacy/+Page.tsx': page,
    'pages/_error/+Page.tsx': page,
    'pages/legal-terms/+Page.tsx': page,
    'pages/legal-terms/+route.ts': "export default '/terms';\n",
    'pages/resources/blog/@slug/+Page.tsx': page,
    'pages/industries/@industry/+Page.tsx': page,
    'pages/components-only/Card.tsx': page,
    'content/articles/audit-readiness.md': '---\ntitle: A\n---\n',
    'content/articles/regtech-award.md': '---\ntitle: B\n---\n',
  });

  it('lists every page folder, with its +Page file', () => {
    expect(findPageFolders(root).map((p) => [p.dir, p.pattern])).toEqual([
      ['pages/(legal)/privacy', '/privacy'],
      ['pages/_error', null],
      ['pages/about', '/about'],
      ['pages/index', '/'],
      ['pages/industries/@industry', '/industries/@industry'],
      ['pages/legal-terms', '/terms'],
      ['pages/resources/blog/@slug', '/resources/blog/@slug'],
    ]);
  });

  it('expands @slug from its content collection; keeps unknown params as unresolved', () => {
    const table = listRoutes(root);
    expect(table.routes.map((r) => r.route)).toEqual(['/', '/about', '/privacy', '/resources/blog/audit-readiness', '/resources/blog/regtech-award', '/terms']);
    expect(table.get('/resources/blog/regtech-award')?.contentId).toBe('articles/regtech-award');
    expect(table.unresolved.map((p) => p.pattern)).toEqual(['/industries/@industry']);
  });

  it.each([
    ['/about', true],
    ['/terms', true],
    ['/legal-terms', false],
    ['/resources/blog/audit-readiness', true],
    ['/resources/blog/missing', false],
    ['/industries/healthcare', true], // unresolved pattern: any value matches
    ['/_error', false],
    ['/contact', false],
  ])('has(%s) → %s', (route, expected) => {
    expect(listRoutes(root).has(route)).toBe(expected);
  });

  it('reads the real project: the home page is a route, the error page is not', () => {
    const routes = routePaths(projectRoot);
    expect(routes).toContain('/');
    expect(routes).not.toContain('/_error');
  });

  it('builds every page folder and one route per article and industry file', () => {
    const contentFiles = (dir: string, ext: string) => readdirSync(path.join(projectRoot, 'content', dir)).filter((f) => f.endsWith(ext)).map((f) => f.slice(0, -ext.length));
    const routes = new Set(routePaths(projectRoot));
    for (const slug of contentFiles('articles', '.md')) expect(routes).toContain(`/resources/blog/${slug}`);
    for (const slug of contentFiles('industries', '.yaml')) expect(routes).toContain(`/industries/${slug}`);
    for (const route of ['/', '/pricing', '/contact', '/resources/blog']) expect(routes).toContain(route);
    expect([...routes].filter((r) => r.includes('@'))).toEqual([]);
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
