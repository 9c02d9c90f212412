import { describe, expect, it } from 'vitest';
import { allArticles } from '../../../lib/content/articles.ts';
import { buildRssFeed } from '../../../pipeline/postbuild/rss.ts';
import { fixtureArticle } from '../helpers/articles.ts';

const settings = { siteUrl: 'https://www.example.com', title: 'Example Resources', description: 'Articles.', copyright: 'Copyright 2025 Example', language: 'en-US' };

describe('buildRssFeed (fixture articles)', () => {
  const articles = [
    fixtureArticle('newest', '2025-01-15T09:00:00Z', { modifiedTime: '2025-01-20' }),
    fixtureArticle('middle', '2024-06-01'),
    fixtureArticle('oldest', '2021-12-01', { category: 'Company News', tags: ['Company News', 'Award'] }),
  ];
  const xml = buildRssFeed(articles, settings);

  it('is an RSS 2.0 channel with one item per article, in the order given (newest first)', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(articles.length);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links).toEqual(articles.map((a) => `https://www.example.com${a.url}`));
  });

  it('uses absolute links and the articles’ own dates (deterministic: no build time)', () => {
    expect(xml).toContain('<link>https://www.example.com/resources</link>');
    expect(xml).toContain('<atom:link href="https://www.example.com/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Mon, 20 Jan 2025 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<pubDate>Wed, 15 Jan 2025 09:00:00 GMT</pubDate>');
    expect(buildRssFeed(articles, settings)).toBe(xml);
  });

  it('lists the category first, then the other tags', () => {
    expect(xml).toMatch(/<category>Company News<\/category>\s*<category>Award<\/category>/);
  });
});

describe('the feed of the real articles', () => {
  it('has one item per article', () => {
    expect(buildRssFeed(allArticles(), settings).match(/<item>/g)).toHaveLength(allArticles().length);
  });
});
