import type { PageSeo } from './types.ts';
import type { Article } from '../../lib/content/articles.ts';

/** An article's head: its meta, Open Graph type `article` with its own image, article tags and Article JSON-LD. */
export function articleSeo(article: Article): PageSeo {
  const fm = article.frontMatter;
  return {
    title: fm.title,
    description: fm.description,
    keywords: fm.keywords,
    // Its own address unless the front matter names the article that holds the original (validate checks it is one).
    canonical: fm.canonical ?? article.url,
    ogType: 'article',
    ...(fm.ogImage ? { ogImage: fm.ogImage } : {}),
    article: {
      title: fm.title,
      description: fm.description,
      image: fm.ogImage ?? fm.heroImage.src,
      datePublished: fm.publishedTime,
      ...(fm.modifiedTime ? { dateModified: fm.modifiedTime, modifiedTime: fm.modifiedTime } : {}),
      author: fm.author,
      url: article.url,
      tags: fm.tags,
    },
  };
}
