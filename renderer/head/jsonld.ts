import type {
  AnswerLeaf,
  ArticleLeaf,
  BreadcrumbListLeaf,
  FAQPageLeaf,
  IdReference,
  OfferCatalogLeaf,
  OfferLeaf,
  OrganizationLeaf,
  QuestionLeaf,
  ServiceLeaf,
  SoftwareApplicationLeaf,
  Thing,
  WithContext,
} from 'schema-dts';
import { absoluteUrl, site } from '../../lib/content/site.ts';
import { routes, type BreadcrumbItem } from '../../lib/routes.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

export interface ArticleMeta {
  title: string;
  description: string;
  image: string;
  datePublished: string;
  dateModified?: string;
  author: string;
  url: string;
  tags: string[];
}

// Objects are typed by schema-dts's leaf types (`OrganizationLeaf`, not `Organization`): checked against
// the full unions of every subtype, this file took seconds of each type check and typed lint.
const organizationId = () => absoluteUrl('/#organization');
const organizationRef = (): IdReference => ({ '@id': organizationId() });

export function organizationLd(): WithContext<OrganizationLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.brand.company,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/logo.svg'),
    email: site.email.general,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: site.social.map((s) => s.url),
  };
}

const trialOffer: OfferLeaf = {
  '@type': 'Offer',
  name: `${site.freeTrialDays}-day free trial`,
  description: `${site.freeTrialDays}-day free trial available`,
  price: '0',
  priceCurrency: 'USD',
  url: site.appUrl,
};

export function softwareApplicationLd(): WithContext<SoftwareApplicationLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: `${site.brand.product} Proof of Governance`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    description: site.brand.tagline,
    url: absoluteUrl(routes.governanceModule),
    publisher: organizationRef(),
    offers: trialOffer,
  };
}

export function offerCatalogLd(): WithContext<OfferCatalogLeaf> {
  const service: ServiceLeaf = { '@type': 'Service', name: `${site.brand.product} Proof of Governance`, provider: organizationRef() };
  const offer: OfferLeaf = { ...trialOffer, itemOffered: service };
  return {
    '@context': 'https://schema.org',
    '@type': 'OfferCatalog',
    name: `${site.brand.product} services`,
    url: absoluteUrl(routes.pricing),
    itemListElement: [offer],
  };
}

/** Home first, then the trail; the last item is the current page. */
export function breadcrumbLd(trail: BreadcrumbItem[]): WithContext<BreadcrumbListLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.url),
    })),
  };
}

export function faqLd(items: FaqEntry[]): WithContext<FAQPageLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i): QuestionLeaf => {
      const answer: AnswerLeaf = { '@type': 'Answer', text: i.answer };
      return { '@type': 'Question', name: i.question, acceptedAnswer: answer };
    }),
  };
}

export function articleLd(meta: ArticleMeta): WithContext<ArticleLeaf> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: meta.title,
    description: meta.description,
    image: absoluteUrl(meta.image),
    datePublished: meta.datePublished,
    dateModified: meta.dateModified ?? meta.datePublished,
    author: { '@type': 'Organization', name: meta.author },
    publisher: organizationRef(),
    mainEntityOfPage: absoluteUrl(meta.url),
    keywords: meta.tags.join(', '),
  };
}

/** JSON for a `<script type="application/ld+json">`, safe against `</script>` in copy. */
export function serializeJsonLd(data: WithContext<Thing> | WithContext<Thing>[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
