// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { industryBySlug, type IndustryPage } from '../../../lib/content/industries.ts';

/** The page's record, from the route's `@slug` (`content/industries/<slug>.yaml`). */
export function data(pageContext: PageContextServer): IndustryPage {
  return industryBySlug(pageContext.routeParams['slug'] ?? '');
}
