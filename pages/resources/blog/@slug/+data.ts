// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { articleBySlug, type Article } from '../../../../lib/content/articles.ts';

/** The article, from the route's `@slug` (`content/articles/<slug>.md`). */
export function data(pageContext: PageContextServer): Article {
  return articleBySlug(pageContext.routeParams['slug'] ?? '');
}
