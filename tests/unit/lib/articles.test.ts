import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { allArticles, articleBySlug, featuredArticle, readTimeLabel, relatedArticles, type Article } from '../../../lib/content/articles.ts';
import { articleSeo } from '../../../renderer/head/articleSeo.ts';
import { fixtureArticle as fixture } from '../helpers/articles.ts';
import { formatDay, formatMonthYear, formatYear, timeOf } from '../../../lib/format/dates.ts';
import { fixtureProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

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

  it.each([
    ['2025-06-30', 'June 30, 2025'],
    ['2025-01-01', 'January 1, 2025'],
  ])('the legal pages write %s as %s, whatever the time zone', (iso, shown) => {
    expect(formatDay(iso)).toBe(shown);
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

describe('the articles (read from content/articles, whatever they are)', () => {
  const articles = allArticles();

  it('has one article per Markdown file, newest first', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(files.map((f) => f.replace(/\.md$/, '')).sort());
    for (const [i, article] of articles.entries()) {
      const next = articles[i + 1];
      if (next) expect(timeOf(article.frontMatter.publishedTime), `${article.slug} before ${next.slug}`).toBeGreaterThanOrEqual(timeOf(next.frontMatter.publishedTime));
    }
  });

  it('throws for an unknown slug', () => {
    expect(() => articleBySlug('nope')).toThrow(/No article `nope`/);
  });
});

describe('featured and related articles (fixtures)', () => {
  const older = fixture('older', '2024-01-10');
  const newer = fixture('newer', '2025-03-01');
  const marked = fixture('marked', '2023-05-05', { featured: true });

  it('features the article marked featured, else the newest', () => {
    expect(featuredArticle([newer, marked, older]).slug).toBe('marked');
    expect(featuredArticle([newer, older]).slug).toBe('newer');
    expect(() => featuredArticle([])).toThrow(/no articles/);
  });

  it('relates the newest other articles', () => {
    const related = relatedArticles(articles()[0]!.slug, 2);
    expect(related.map((a) => a.slug)).toEqual(
      articles()
        .slice(1, 3)
        .map((a) => a.slug),
    );
  });

  function articles(): Article[] {
    return allArticles();
  }
});

describe('an article’s head (fixtures)', () => {
  it('type article, own image, article meta', () => {
    const article = fixture('with-image', '2025-01-15T09:00:00Z', { ogImage: '/og/articles/with-image.png', modifiedTime: '2025-02-01' });
    const seo = articleSeo(article);
    expect(seo.ogType).toBe('article');
    expect(seo.ogImage).toBe('/og/articles/with-image.png');
    expect(seo.article).toMatchObject({
      datePublished: '2025-01-15T09:00:00Z',
      dateModified: '2025-02-01',
      author: 'Fixture Team',
      url: '/resources/blog/with-image',
      image: '/og/articles/with-image.png',
      tags: ['Fixture'],
    });
  });

  it('without `ogImage`: the site’s default share image, and the hero image in the Article data', () => {
    const seo = articleSeo(fixture('no-og', '2025-01-15'));
    expect(seo.ogImage).toBeUndefined();
    expect(seo.article?.image).toBe('/images/articles/no-og.svg');
  });
});

describe('an article’s canonical address: derived, overridable, and checked as the head uses it', () => {
  it('the head uses the article’s own address when the front matter has none, else the one written', () => {
    const own = fixture('own', '2025-01-15');
    expect(articleSeo(own).canonical).toBe(own.url);
    expect(articleSeo(fixture('copy', '2025-01-15', { canonical: '/resources/blog/original' })).canonical).toBe('/resources/blog/original');
  });

  it('validate accepts another article’s address and refuses one no article has, naming the default', () => {
    const root = fixtureProject('clean');
    const source = readFileSync(path.join(root, 'content/articles/audit-readiness.md'), 'utf8');
    const write = (slug: string, canonical: string) => writeFileSync(path.join(root, `content/articles/${slug}.md`), source.replace(/^canonical: .*$/m, `canonical: ${canonical}`));
    write('a-copy', '/resources/blog/audit-readiness');
    write('a-typo', '/resources/blog/audit-readyness');
    const problems = validateContent(root).problems.filter((p) => p.rule === 'article-slug');
    expect(problems.map((p) => [p.file, p.field])).toEqual([['content/articles/a-typo.md', 'canonical']]);
    expect(problems[0]!.message).toContain("Leave `canonical` out to use this article's own address, `/resources/blog/a-typo`");
  });
});
