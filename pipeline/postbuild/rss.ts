import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import listing from '#content/resources/listing';
import { allArticles, type Article } from '../../lib/content/articles.ts';
import { siteFiles } from '../../lib/routes.ts';
import { toDate } from '../../lib/format/dates.ts';
import { routes, site } from '../../lib/content/site.ts';

export interface FeedSettings {
  /** The site's origin, `https://www.example.com` (every link in the feed is absolute). */
  siteUrl: string;
  title: string;
  description: string;
  copyright: string;
  language: string;
}

/**
 * The articles as an RSS 2.0 document, newest first. Deterministic: the channel's date is the newest
 * article's, never the build time, so an unchanged site gives an unchanged feed.
 */
export function buildRssFeed(articles: Article[], settings: FeedSettings): string {
  const url = (p: string) => new URL(p, settings.siteUrl + '/').href;
  const newest = articles[0];
  const feed = new Feed({
    title: settings.title,
    description: settings.description,
    id: url(routes.resources),
    link: url(routes.resources),
    language: settings.language,
    copyright: settings.copyright,
    updated: newest ? toDate(newest.frontMatter.modifiedTime ?? newest.frontMatter.publishedTime) : new Date(0),
    generator: false,
    feedLinks: { rss: url(siteFiles.feed) },
  });
  for (const article of articles) {
    const fm = article.frontMatter;
    feed.addItem({
      title: fm.title,
      id: url(article.url),
      link: url(article.url),
      description: fm.description,
      date: toDate(fm.publishedTime),
      published: toDate(fm.publishedTime),
      category: [{ name: fm.category }, ...fm.tags.filter((t) => t !== fm.category).map((name) => ({ name }))],
    });
  }
  return feed.rss2();
}

/** Writes `rss.xml` into the built site (the CLI's build runs this after prerendering). */
export function writeRssFeed(outDir: string): { file: string; items: number } {
  const articles = allArticles();
  const xml = buildRssFeed(articles, {
    siteUrl: site.siteUrl,
    title: `${site.brand.product} ${listing.hero.eyebrow}`,
    description: listing.seo.description,
    copyright: `${site.copyrightLine} ${site.brand.company}`,
    language: site.locale.replace('_', '-'),
  });
  const file = path.join(outDir, siteFiles.feed.slice(1));
  mkdirSync(outDir, { recursive: true });
  writeFileSync(file, xml);
  return { file, items: articles.length };
}
