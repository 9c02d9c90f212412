import type { Article } from '../../../lib/content/articles.ts';

/** A fixture article: only what the function under test reads. */
export function fixtureArticle(slug: string, publishedTime: string, extra: Partial<Article['frontMatter']> = {}, status: Article['status'] = 'published'): Article {
  const frontMatter: Article['frontMatter'] = {
    title: `Title ${slug}`,
    description: `About ${slug}.`,
    keywords: ['k'],
    publishedTime,
    author: 'Fixture Team',
    tags: ['Fixture'],
    category: 'Fixture',
    readTime: 4,
    excerpt: 'An excerpt.',
    heroImage: { src: `/images/articles/${slug}.svg`, alt: 'An image.', width: 1200, height: 630 },
    ...extra,
  };
  return { slug, url: `/resources/blog/${slug}`, frontMatter, body: 'Body.', status };
}
