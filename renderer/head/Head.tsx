import type { Thing, WithContext } from 'schema-dts';
import { articleLd, breadcrumbLd, faqLd, offerCatalogLd, organizationLd, serializeJsonLd, softwareApplicationLd } from './jsonld.ts';
import { pageTitle } from './seo.ts';
import { absoluteUrl, site } from '../../lib/content/site.ts';
import { canonicalPath, type BreadcrumbItem } from '../../lib/routes.ts';
import type { PageSeo } from './types.ts';

interface HeadProps {
  seo: PageSeo;
  /** The path the page is served at (`/about`). */
  pathname: string;
  /** From Home to the page (`lib/routes.ts`). */
  trail: BreadcrumbItem[];
}

/** The one place that writes meta tags and structured data. */
export function Head({ seo, pathname, trail }: HeadProps) {
  const title = pageTitle(seo.title);
  const canonical = absoluteUrl(seo.canonical ?? canonicalPath(pathname));
  const image = absoluteUrl(seo.ogImage ?? site.defaultOgImage);
  const ogType = seo.ogType ?? (seo.article ? 'article' : 'website');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      {seo.keywords?.length ? <meta name="keywords" content={seo.keywords.join(', ')} /> : null}
      {seo.noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <OpenGraph title={title} description={seo.description} url={canonical} image={image} type={ogType} />
      <TwitterCard title={title} description={seo.description} image={image} />
      {seo.article ? <ArticleTags article={seo.article} /> : null}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structuredData(seo, trail)) }} />
    </>
  );
}

function OpenGraph(props: { title: string; description: string; url: string; image: string; type: string }) {
  return (
    <>
      <meta property="og:type" content={props.type} />
      <meta property="og:site_name" content={site.brand.product} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={props.title} />
      <meta property="og:description" content={props.description} />
      <meta property="og:url" content={props.url} />
      <meta property="og:image" content={props.image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
    </>
  );
}

function TwitterCard(props: { title: string; description: string; image: string }) {
  return (
    <>
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={site.twitterHandle} />
      <meta name="twitter:title" content={props.title} />
      <meta name="twitter:description" content={props.description} />
      <meta name="twitter:image" content={props.image} />
    </>
  );
}

function ArticleTags({ article }: { article: NonNullable<PageSeo['article']> }) {
  return (
    <>
      <meta property="article:published_time" content={article.datePublished} />
      <meta property="article:modified_time" content={article.dateModified ?? article.datePublished} />
      <meta property="article:author" content={article.author} />
      {article.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
    </>
  );
}

/** Organization and breadcrumbs on every page; the rest where the page asks for it. */
export function structuredData(seo: PageSeo, trail: BreadcrumbItem[]): WithContext<Thing>[] {
  // Home's trail is Home alone, at `/` (also on the not-found page, whose own path is no page).
  const blocks: WithContext<Thing>[] = [organizationLd(), breadcrumbLd(trail)];
  if (seo.structuredData?.includes('softwareApplication')) blocks.push(softwareApplicationLd());
  if (seo.structuredData?.includes('offerCatalog')) blocks.push(offerCatalogLd());
  if (seo.faq?.length) blocks.push(faqLd(seo.faq));
  if (seo.article) blocks.push(articleLd(seo.article));
  return blocks;
}
