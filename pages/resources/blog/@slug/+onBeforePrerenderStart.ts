// https://vike.dev/onBeforePrerenderStart
import { allArticles } from '../../../../lib/articles.ts';

/** One page per file in content/articles/. */
export function onBeforePrerenderStart(): string[] {
  return allArticles().map((article) => article.url);
}
