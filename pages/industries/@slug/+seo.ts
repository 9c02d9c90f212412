// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import type { PageContextServer } from 'vike/types';
import type { IndustryPage } from '../../../lib/content/industries.ts';
import type { PageSeo } from '../../../renderer/head/types.ts';

/** The page's record (from its +data.ts) decides its title and its FAQPage data. */
export default function seo(pageContext: PageContextServer): PageSeo {
  const page = pageContext.data as IndustryPage;
  return {
    ...page.seo,
    faq: page.faq.items,
  };
}
