import type { ArticleMeta, FaqEntry } from './jsonld.ts';

/** Everything the head needs to know about a page. */
export interface PageSeo {
  title: string;
  description: string;
  keywords?: string[];
  /** Path under `public/` of the social preview image; the site's default otherwise. */
  ogImage?: string;
  /** The canonical URL or route, when it is not the page's own (an article's front matter may name one); aliases take theirs from lib/routes.ts. */
  canonical?: string;
  ogType?: 'website' | 'article';
  /** The page's FAQ: becomes FAQPage structured data. */
  faq?: FaqEntry[];
  /** Extra structured data for product pages. */
  structuredData?: ('softwareApplication' | 'offerCatalog')[];
  /** Article pages: article meta tags and Article structured data. */
  article?: ArticleMeta & { modifiedTime?: string };
  /** Keep the page out of search indexes (the not-found page). */
  noindex?: boolean;
}
