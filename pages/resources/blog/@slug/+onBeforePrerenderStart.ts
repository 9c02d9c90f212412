// https://vike.dev/onBeforePrerenderStart
import { allArticles } from '../../../../lib/content/articles.ts';

/** One page per file in content/articles/. */
export function onBeforePrerenderStart(): string[] {
  return allArticles().map((article) => article.url);
}
