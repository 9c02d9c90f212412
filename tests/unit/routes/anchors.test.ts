import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { howItWorksAnchor, routeAnchors } from '../../../pipeline/routes/anchors.ts';
import { listRoutes } from '../../../pipeline/routes/routes.ts';
import type { RouteEntry } from '../../../lib/routes.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

describe('routeAnchors', () => {
  const root = makeProject({
    'content/site.yaml': 'brand:\n  product: Tenetry\n',
    'content/pages/about.yaml': 'sections:\n  - id: mission\n    title: Mission\n  - key: values\n',
    'content/resources/newsletter.yaml': 'sections:\n  - key: weekly\n  - key: partners\n',
    'content/pages/industries/healthcare.yaml': 'challenges:\n  id: challenges\n',
    'content/pages/industries/defense.yaml': 'faq:\n  id: faq\n',
    'content/articles/a.md': '---\nid: intro\n---\n# Why it matters\n\n## Why it matters\n\n##### Too deep\n',
    'content/resources/article-page.yaml': 'closing:\n  id: article-cta\n',
    // A layout id in code is no anchor: only the content declares them.
    'renderer/layout/Layout.tsx': 'export const Layout = () => <main id="main-content" />;\n',
  });
  const table: Record<string, RouteEntry> = {
    home: { pattern: '/' },
    about: { pattern: '/about', parent: 'home', content: ['pages/about'] },
    industries: { pattern: '/industries', parent: 'home', content: ['pages/industries'] },
    governanceModule: { pattern: '/solutions/proof-of-governance', parent: 'home' },
    plain: { pattern: '/plain', parent: 'home' },
    newsletter: { pattern: '/newsletter', parent: 'home', content: ['resources/newsletter'], anchorFields: ['key'] },
    article: { pattern: '/resources/blog/@slug', parent: 'home', collection: 'articles', content: ['resources/article-page'] },
  };
  const content = loadContent(root);
  const anchors = routeAnchors(listRoutes(root, table), content.parsed);
  const ids = (route: string) => [...(anchors.get(route)?.ids.keys() ?? [])].sort();

  it('takes ids from the content the table names for the route, none from the layout', () => {
    // `key` is no anchor field of this route: only `id` and the route's `anchorFields` are.
    expect(ids('/about')).toEqual(['mission']);
    expect(anchors.get('/about')?.known).toBe(true);
    expect(anchors.get('/about')?.contentIds).toEqual(['pages/about']);
  });

  it("takes a route's other anchor fields from its content (a newsletter section's key)", () => {
    expect(ids('/newsletter')).toEqual(['partners', 'weekly']);
    expect(anchors.get('/newsletter')?.known).toBe(true);
  });

  it('expands a folder name to every file in it', () => {
    expect(ids('/industries')).toEqual(['challenges', 'faq']);
  });

  it('derives the How It Works anchor from the product name', () => {
    expect(howItWorksAnchor('Tenetry')).toBe('how-tenetry-makes-it-work');
    expect(ids('/solutions/proof-of-governance')).toEqual(['how-tenetry-makes-it-work']);
  });

  it('a route that declares nothing has unknown anchors', () => {
    expect(anchors.get('/plain')?.known).toBe(false);
  });

  it('knows an article page’s anchors: its headings’, as the renderer makes them (levels 1 to 4, unique)', () => {
    expect(anchors.get('/resources/blog/a')?.known).toBe(true);
    expect(ids('/resources/blog/a')).toEqual(expect.arrayContaining(['why-it-matters', 'why-it-matters-2']));
    expect(ids('/resources/blog/a')).not.toContain('too-deep');
    expect(anchors.get('/resources/blog/a')?.contentIds).toEqual(['articles/a', 'resources/article-page']);
  });

  it('gives a `@slug` page the ids of its own record and of the copy its template shares', () => {
    expect(ids('/resources/blog/a')).toEqual(['article-cta', 'intro', 'why-it-matters', 'why-it-matters-2']);
    expect(anchors.get('/resources/blog/a')?.ids.get('article-cta')).toEqual([{ file: 'content/resources/article-page.yaml', segments: ['closing', 'id'], from: 'content' }]);
  });

  it('says where each anchor comes from', () => {
    expect(anchors.get('/about')?.ids.get('mission')).toEqual([{ file: 'content/pages/about.yaml', segments: ['sections', 0, 'id'], from: 'content' }]);
    expect(anchors.get('/solutions/proof-of-governance')?.ids.get('how-tenetry-makes-it-work')).toEqual([{ file: 'content/site.yaml', segments: ['brand', 'product'], from: 'derived' }]);
  });
});
