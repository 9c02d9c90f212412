// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import type { PageContextServer } from 'vike/types';
import { industryBreadcrumbs, industryBySlug } from '../../../lib/content/industries.ts';
import type { PageSeo } from '../../../renderer/head/types.ts';

/** The page's record decides its title, its trail (Home > Industries > page) and its FAQPage data. */
export default function seo(pageContext: PageContextServer): PageSeo {
  const page = industryBySlug(pageContext.routeParams['slug'] ?? '');
  return {
    ...page.seo,
    breadcrumbs: industryBreadcrumbs(page),
    faq: page.faq.items,
  };
}
