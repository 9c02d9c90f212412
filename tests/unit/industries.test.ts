import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import overview from '#content/pages/industries';
import { industriesCrumb, industryBreadcrumbs, industryByPath, industryBySlug, industryPages, industryRoute } from '../../lib/industries.ts';

const contentDir = path.resolve(import.meta.dirname, '../../content/industries');

describe('industry page records', () => {
  const files = readdirSync(contentDir).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();

  it('are one file per page, named by its slug', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(industryPages.map((p) => p.slug).sort()).toEqual(files);
    for (const slug of files) expect(industryBySlug(slug).slug).toBe(slug);
  });
});

describe('industryByPath / industryBySlug', () => {
  const slug = industryPages[0]!.slug;

  it.each([
    [`/industries/${slug}`, slug],
    [`/industries/${slug}/`, slug],
  ])('%s → %s', (pathname, expected) => {
    expect(industryByPath(pathname).slug).toBe(expected);
  });

  it('names the known slugs when a slug has no record', () => {
    expect(industryPages.map((p) => p.slug)).not.toContain('no-such-industry');
    expect(() => industryBySlug('no-such-industry')).toThrow(new RegExp(`No industry page \`no-such-industry\`.*\`${slug}\``));
  });

  it('refuses a path outside /industries/', () => {
    expect(() => industryByPath('/about')).toThrow(/not an industry page path/);
  });
});

describe('industry breadcrumbs', () => {
  it('run Industries > the page, with /industries as the parent', () => {
    const page = industryPages.at(-1)!;
    expect(industryBreadcrumbs(page)).toEqual([
      { name: 'Industries', url: '/industries' },
      { name: page.name, url: industryRoute(page.slug) },
    ]);
    expect(industriesCrumb()).toEqual({ name: 'Industries', url: '/industries' });
  });
});

describe('industries overview', () => {
  it('links every card to an existing industry page', () => {
    const routes = industryPages.map((p) => industryRoute(p.slug));
    expect(overview.sectors.cards.length).toBeGreaterThan(0);
    for (const card of overview.sectors.cards) expect(routes).toContain(card.link);
  });
});
