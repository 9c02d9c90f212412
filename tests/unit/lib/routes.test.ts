import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, canonicalPath, crumbName, matchRoute, routePath, routes, routeTable, type NavigationNames, type RouteEntry } from '../../../lib/routes.ts';

// Navigation names of a fixture: the trails must follow whatever the editors name the pages.
const nav: NavigationNames = {
  header: [
    {
      name: 'Platform',
      children: [
        { name: 'The Module', href: '/solutions/proof-of-governance' },
        { name: 'GPUs', href: '/solutions/gpu-infrastructure' },
      ],
    },
    { name: 'Sectors', href: '/industries' },
    { name: 'Library', children: [{ name: 'Articles', href: '/resources/blog' }] },
  ],
  footer: { company: [{ name: 'Library home', href: '/resources' }], legal: [{ name: 'Privacy Policy', href: '/privacy' }] },
  crumbs: [
    { name: 'Start', href: '/' },
    { name: 'Privacy', href: '/privacy' },
  ],
};

describe('the route table', () => {
  const entries = Object.entries(routeTable) as [string, RouteEntry][];

  it('links every parent and canonical to a route, and every trail reaches Home', () => {
    for (const [key, entry] of entries) {
      for (const link of [entry.parent, entry.canonical]) if (link) expect(Object.keys(routeTable), key).toContain(link);
      const seen = new Set<string>();
      for (let up: string | undefined = key; up; up = (routeTable as Record<string, RouteEntry>)[up]?.parent) {
        expect(seen.has(up), `${key}: a circle through ${up}`).toBe(false);
        seen.add(up);
      }
      expect(seen.has('home'), key).toBe(true);
    }
  });

  it('has one entry per pattern', () => {
    const patterns = entries.map(([, e]) => e.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('gives fixed paths by name and fills a parameter', () => {
    expect(routes.contact).toBe(routeTable.contact.pattern);
    expect(routePath('industry', 'healthcare')).toBe(routeTable.industry.pattern.replace('@slug', 'healthcare'));
    expect(() => routePath('industry')).toThrow(/needs a value/);
  });

  it('matches a fixed route before a pattern, and a trailing slash', () => {
    expect(matchRoute('/resources/blog')?.key).toBe('blog');
    expect(matchRoute('/resources/blog/audit-readiness')).toMatchObject({ key: 'article', slug: 'audit-readiness' });
    expect(matchRoute('/industries/healthcare/')).toMatchObject({ key: 'industry', slug: 'healthcare' });
    expect(matchRoute('/no/such/page')).toBeUndefined();
  });
});

describe('crumb names', () => {
  it('come from the crumbs list first, then the menus, then the dropdown over the pages', () => {
    expect(crumbName('privacy', nav)).toBe('Privacy');
    expect(crumbName('industries', nav)).toBe('Sectors');
    expect(crumbName('governanceModule', nav)).toBe('The Module');
    expect(crumbName('resources', nav)).toBe('Library home');
    expect(crumbName('solutions', nav)).toBe('Platform');
  });

  it('a page no list names is an error that says where to name it', () => {
    expect(() => crumbName('terms', nav)).toThrow(/No name for `\/terms`.*content\/navigation\.yaml/);
  });
});

describe('breadcrumb trails', () => {
  it('run from Home along the parents to the page', () => {
    expect(breadcrumbTrail('/', nav)).toEqual([{ name: 'Start', url: '/' }]);
    expect(breadcrumbTrail('/solutions/gpu-infrastructure', nav)).toEqual([
      { name: 'Start', url: '/' },
      { name: 'Platform', url: '/solutions' },
      { name: 'GPUs', url: '/solutions/gpu-infrastructure' },
    ]);
  });

  it('name a @slug page by its record', () => {
    expect(breadcrumbTrail('/industries/healthcare', nav, 'Health care')).toEqual([
      { name: 'Start', url: '/' },
      { name: 'Sectors', url: '/industries' },
      { name: 'Health care', url: '/industries/healthcare' },
    ]);
    expect(() => breadcrumbTrail('/industries/healthcare', nav)).toThrow(/record's name/);
  });

  it('leave out a page that is no crumb (an article ends at its listing)', () => {
    expect(breadcrumbTrail('/resources/blog/a', nav).map((c) => c.url)).toEqual(['/', '/resources', '/resources/blog']);
  });

  it('are Home alone for a path the table does not know', () => {
    expect(breadcrumbTrail('/404', nav)).toEqual([{ name: 'Start', url: '/' }]);
  });
});

describe('canonical paths', () => {
  it('an alias names the route whose screen it repeats; other pages are their own', () => {
    expect(canonicalPath('/resources/whitepapers')).toBe('/resources');
    expect(canonicalPath('/pricing')).toBe('/pricing');
    expect(canonicalPath('/no/such/page')).toBe('/no/such/page');
  });
});
