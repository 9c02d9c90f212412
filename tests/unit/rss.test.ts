import { describe, expect, it } from 'vitest';
import { allArticles } from '../../lib/articles.ts';
import { buildRssFeed } from '../../lib/rss.ts';

const settings = { siteUrl: 'https://www.example.com', title: 'Example Resources', description: 'Articles.', copyright: 'Copyright 2025 Example', language: 'en-US' };

describe('buildRssFeed', () => {
  const xml = buildRssFeed(allArticles(), settings);

  it('is an RSS 2.0 channel with one item per article, newest first', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<rss version="2.0"/);
    expect(xml.match(/<item>/g)).toHaveLength(8);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links[0]).toBe('https://www.example.com/resources/blog/implementing-governance-modernize');
    expect(links.at(-1)).toBe('https://www.example.com/resources/blog/regtech-award');
  });

  it('uses absolute links and the articles’ own dates (deterministic: no build time)', () => {
    expect(xml).toContain('<link>https://www.example.com/resources</link>');
    expect(xml).toContain('<atom:link href="https://www.example.com/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain('<lastBuildDate>Mon, 20 Jan 2025 00:00:00 GMT</lastBuildDate>');
    expect(xml).toContain('<pubDate>Wed, 15 Jan 2025 09:00:00 GMT</pubDate>');
    expect(buildRssFeed(allArticles(), settings)).toBe(xml);
  });

  it('lists the category first, then the tags', () => {
    expect(xml).toMatch(/<category>Company News<\/category>\s*<category>Award<\/category>/);
  });
});
