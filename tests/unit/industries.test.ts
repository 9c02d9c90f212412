import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import overview from '#content/pages/industries';
import { industryBySlug, industryPages, industryRoute } from '../../lib/content/industries.ts';

const contentDir = path.resolve(import.meta.dirname, '../../content/industries');

describe('industry page records', () => {
  it('are the five industry pages of the spec, one file each, named by slug', () => {
    const files = readdirSync(contentDir).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')).sort();
    expect(files).toEqual(['defense-dow', 'enterprise-ai', 'federal-agencies', 'financial-services', 'healthcare']);
    expect(industryPages.map((p) => p.slug).sort()).toEqual(files);
  });

  it('carry the case study on healthcare and defense only, the integrations on healthcare only', () => {
    expect(industryPages.filter((p) => p.caseStudy).map((p) => p.slug).sort()).toEqual(['defense-dow', 'healthcare']);
    expect(industryPages.filter((p) => p.integrations).map((p) => p.slug)).toEqual(['healthcare']);
    expect(industryBySlug('healthcare').caseStudy?.metric.value).toBe('75%');
    expect(industryBySlug('defense-dow').caseStudy?.metric.value).toBe('80%');
  });

  it('gives the defense page the call to action the spec names', () => {
    const defense = industryBySlug('defense-dow');
    expect(defense.hero.cta).toEqual({ label: 'Schedule Classified Discussion', kind: 'scheduler' });
    expect(defense.cta.ctas[0]).toEqual({ label: 'Schedule Classified Discussion', kind: 'scheduler' });
  });
});

describe('industryBySlug', () => {
  it('finds the record of a slug', () => {
    for (const page of industryPages) expect(industryBySlug(page.slug)).toBe(page);
  });

  it('names the known slugs when a slug has no record', () => {
    expect(() => industryBySlug('insurance')).toThrow(/No industry page `insurance`.*`healthcare`/);
  });
});

describe('industries overview', () => {
  it('links its four cards to existing industry pages and leaves out federal agencies', () => {
    const links = overview.sectors.cards.map((c) => c.link);
    expect(links).toEqual(['/industries/healthcare', '/industries/financial-services', '/industries/enterprise-ai', '/industries/defense-dow']);
    const routes = industryPages.map((p) => industryRoute(p.slug));
    for (const link of links) expect(routes).toContain(link);
    expect(links).not.toContain('/industries/federal-agencies');
  });

  it('closes with Sign Up to the sign-up site', () => {
    expect(overview.cta.ctas).toEqual([{ label: 'Sign Up', kind: 'app' }]);
  });
});
