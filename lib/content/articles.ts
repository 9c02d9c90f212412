import all from '#content/articles/index';
import { timeOf } from '../format/dates.ts';
import { readingMinutes } from '../format/readingTime.ts';
import { routePath } from '../routes.ts';
import { buildDate, publicationStatus, showsUnpublished, type PublicationStatus } from './publication.ts';

type Entry = (typeof all)[keyof typeof all];
/** The front matter, with `readTime` computed from the body where the file leaves it out. */
export type ArticleFrontMatter = Entry['frontMatter'] & { readTime: number };

export interface Article {
  slug: string;
  /** `/resources/blog/<slug>` */
  url: string;
  frontMatter: ArticleFrontMatter;
  /** The Markdown body (rendered at build time by `components/markdown`). */
  body: string;
  /** Anything but `published` is shown only on the dev server, with a badge. */
  status: PublicationStatus;
}

/**
 * The published articles (no drafts, none scheduled after the build's date: `publicationStatus`; the
 * dev server adds those, see `showsUnpublished`), newest
 * first; articles published at the same moment by slug. Adding a file in content/articles/ adds it here.
 */
export function allArticles(now: Date = buildDate(), withUnpublished: boolean = showsUnpublished()): Article[] {
  return Object.values(all)
    .map((entry) => ({ entry, status: publicationStatus(entry.frontMatter, now) }))
    .filter(({ status }) => withUnpublished || status === 'published')
    .map(({ entry, status }) => ({
      slug: entry.slug,
      url: routePath('article', entry.slug),
      frontMatter: { ...entry.frontMatter, readTime: entry.frontMatter.readTime ?? readingMinutes(entry.body) },
      body: entry.body,
      status,
    }))
    .sort((a, b) => timeOf(b.frontMatter.publishedTime) - timeOf(a.frontMatter.publishedTime) || a.slug.localeCompare(b.slug));
}

export function articleBySlug(slug: string): Article {
  const article = allArticles().find((a) => a.slug === slug);
  if (!article) throw new Error(`No article \`${slug}\` in content/articles/.`);
  return article;
}

/** The article marked `featured: true`, else the newest. */
export function featuredArticle(articles: Article[] = allArticles()): Article {
  const featured = articles.find((a) => a.frontMatter.featured) ?? articles[0];
  if (!featured) throw new Error('content/articles/ has no articles: the resources listing needs at least one.');
  return featured;
}

/** The newest other articles, for 'Keep reading'. */
export function relatedArticles(slug: string, count: number): Article[] {
  return allArticles().filter((a) => a.slug !== slug).slice(0, count);
}

/** `15` → `15 min read` */
export function readTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}
