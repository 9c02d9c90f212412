// https://vike.dev/guard
import { render } from 'vike/abort';
import type { GuardSync } from 'vike/types';
import { industryPages } from '../../../lib/content/industries.ts';

/** A segment without a record is the not-found page (matters in development; the build only prerenders known slugs). */
export const guard: GuardSync = (pageContext) => {
  if (!industryPages.some((page) => page.slug === pageContext.routeParams['slug'])) throw render(404);
};
