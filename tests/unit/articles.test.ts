import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allArticles, articleBySlug, featuredArticle, readTimeLabel, relatedArticles } from '../../lib/articles.ts';
import { articleSeo } from '../../lib/articleSeo.ts';
import { formatMonthYear, formatYear, timeOf } from '../../lib/dates.ts';
import { publicImageSize } from '../../lib/markdown/index.ts';

describe('dates', () => {
  it.each([
    ['2025-01-15T09:00:00Z', 'January 2025'],
    ['2024-12-15', 'December 2024'],
    ['2021-12-01', 'December 2021'],
    // UTC throughout: the last minutes of a month stay in that month wherever the build runs.
    ['2025-01-31T23:59:00Z', 'January 2025'],
    ['2025-02-01T00:30:00+01:00', 'January 2025'],
  ])('%s is shown as %s', (iso, shown) => {
    expect(formatMonthYear(iso)).toBe(shown);
  });

  it.each([
    ['2025-01-20', '2025'],
    ['2021-12-01', '2021'],
    ['2024-12-31T23:00:00Z', '2024'],
  ])('the card year of %s is %s', (iso, year) => {
    expect(formatYear(iso)).toBe(year);
  });

  it('rejects a date that is not ISO 8601', () => {
    expect(() => formatMonthYear('January 2025')).toThrow(/not an ISO 8601 date/);
  });

  it('orders a date-time after the bare date of the same day', () => {
    expect(timeOf('2025-01-15T09:00:00Z')).toBeGreaterThan(timeOf('2025-01-15'));
  });

  it('labels read times as the listing does', () => {
    expect(readTimeLabel(15)).toBe('15 min read');
  });
});

const files = readdirSync(path.resolve('content/articles')).filter((f) => f.endsWith('.md'));

describe('the articles', () => {
  const articles = allArticles();

  it('has one article per Markdown file, newest first', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(files.map((f) => f.replace(/\.md$/, '')).sort());
    expect(articles.map((a) => a.slug)).toEqual([
      'implementing-governance-modernize',
      'proof-of-governance-essential',
      'ambiguity-in-policy',
      'audit-readiness',
      'empowering-governance-real-time-intelligence',
      'proof-of-governance-policy-performance',
      'governance-in-motion',
      'regtech-award',
    ]);
  });

  it('publishes the read times of the spec: 15, 12, 10, 8, 7, 6, 5 and 3 minutes', () => {
    expect(articles.map((a) => a.frontMatter.readTime).sort((a, b) => b - a)).toEqual([15, 12, 10, 8, 7, 6, 5, 3]);
  });

  it.each(allArticles().map((a) => [a.slug, a] as const))('%s: canonical is its own route, images exist at their stated size', (slug, article) => {
    const fm = article.frontMatter;
    expect(fm.canonical).toBe(`/resources/blog/${slug}`);
    expect(publicImageSize(fm.heroImage.src)).toEqual({ width: fm.heroImage.width, height: fm.heroImage.height });
    expect(fm.ogImage).toBe(`/og/articles/${slug}.png`);
    expect(publicImageSize(fm.ogImage!)).toEqual({ width: 1200, height: 630 });
  });

  it.each(allArticles().map((a) => [a.slug, a] as const))('%s: the body is long enough for its read time (170 to 240 words a minute)', (_slug, article) => {
    const words = article.body.split(/\s+/).filter((w) => /\w/.test(w)).length;
    const perMinute = words / article.frontMatter.readTime;
    expect(perMinute).toBeGreaterThanOrEqual(170);
    expect(perMinute).toBeLessThanOrEqual(240);
  });

  it('states the module’s limits in the flagship article', () => {
    expect(articleBySlug('proof-of-governance-essential').body).toMatch(/does not determine compliance status, does not run compliance checks and does not guarantee compliance/);
  });

  it('features the article marked featured, and relates the newest others', () => {
    expect(featuredArticle().slug).toBe('proof-of-governance-essential');
    expect(featuredArticle(allArticles().map((a) => ({ ...a, frontMatter: { ...a.frontMatter, featured: false } }))).slug).toBe('implementing-governance-modernize');
    expect(relatedArticles('implementing-governance-modernize', 2).map((a) => a.slug)).toEqual(['proof-of-governance-essential', 'ambiguity-in-policy']);
  });

  it('gives an article its head: type article, own image, article meta, trail Home > Resources > Blog', () => {
    const seo = articleSeo(articleBySlug('proof-of-governance-essential'));
    expect(seo.ogType).toBe('article');
    expect(seo.ogImage).toBe('/og/articles/proof-of-governance-essential.png');
    expect(seo.breadcrumbs).toEqual([
      { name: 'Resources', url: '/resources' },
      { name: 'Blog', url: '/resources/blog' },
    ]);
    expect(seo.article).toMatchObject({ datePublished: '2025-01-15T09:00:00Z', author: 'Tenetry Governance Team', url: '/resources/blog/proof-of-governance-essential' });
    expect(seo.article?.tags).toContain('Proof of Governance');
  });

  it('throws for an unknown slug', () => {
    expect(() => articleBySlug('nope')).toThrow(/No article `nope`/);
  });
});
