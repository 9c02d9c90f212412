import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import overview from '#content/pages/industries';
import { industryBySlug, industryPages, industryRoute } from '../../../lib/content/industries.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../content/industries');

describe('industry page records', () => {
  const files = readdirSync(contentDir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.replace(/\.yaml$/, ''))
    .sort();

  it('are one file per page, named by its slug', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(industryPages.map((p) => p.slug).sort()).toEqual(files);
    for (const slug of files) expect(industryBySlug(slug).slug).toBe(slug);
  });
});

describe('industryBySlug', () => {
  it('finds the record of a slug', () => {
    for (const page of industryPages) expect(industryBySlug(page.slug)).toBe(page);
  });

  it('names the known slugs when a slug has no record', () => {
    expect(industryPages.map((p) => p.slug)).not.toContain('no-such-industry');
    expect(() => industryBySlug('no-such-industry')).toThrow(new RegExp(`No industry page \`no-such-industry\`.*\`${industryPages[0]!.slug}\``));
  });
});

describe('industries overview', () => {
  it('links every card to an existing industry page', () => {
    const routes = industryPages.map((p) => industryRoute(p.slug));
    expect(overview.sectors.items.length).toBeGreaterThan(0);
    for (const card of overview.sectors.items) expect(routes).toContain(card.href);
  });
});
