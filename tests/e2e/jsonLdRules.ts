/**
 * The schema.org vocabulary the site may use in its JSON-LD, and a checker for it. A type missing
 * here fails the test on purpose: look the type up on schema.org (and in Google's structured-data
 * documentation), then add it with its properties and the ones search engines require.
 */

interface TypeRule {
  /** Properties schema.org defines on the type (or its parents) that the site may use. */
  properties: string[];
  /** Properties that must be present (schema.org + Google's required fields). */
  required: string[];
  /** Alternatives: at least one of each group must be present. */
  oneOf?: string[][];
}

const THING = ['name', 'description', 'url', 'image', 'sameAs', 'identifier', 'alternateName', 'mainEntityOfPage'];
const CREATIVE_WORK = [
  ...THING,
  'headline',
  'author',
  'publisher',
  'datePublished',
  'dateModified',
  'keywords',
  'inLanguage',
  'about',
  'isPartOf',
  'thumbnailUrl',
  'video',
  'articleSection',
  'articleBody',
  'wordCount',
  'timeRequired',
  'genre',
  'abstract',
  'copyrightHolder',
  'copyrightYear',
  'creator',
  'mainEntity',
  'text',
  'license',
  'speakable',
];
const ARTICLE: TypeRule = { properties: CREATIVE_WORK, required: ['headline', 'datePublished', 'author'] };
const WEB_PAGE: TypeRule = { properties: [...CREATIVE_WORK, 'breadcrumb', 'primaryImageOfPage', 'significantLink', 'relatedLink', 'lastReviewed'], required: ['name'] };
const PRICE_SPEC = [
  'price',
  'priceCurrency',
  'minPrice',
  'maxPrice',
  'unitText',
  'unitCode',
  'referenceQuantity',
  'billingDuration',
  'billingIncrement',
  'valueAddedTaxIncluded',
  'eligibleQuantity',
  'validFrom',
  'validThrough',
  'name',
  'description',
];

export const SCHEMA_TYPES: Record<string, TypeRule> = {
  Organization: {
    properties: [
      ...THING,
      'logo',
      'email',
      'telephone',
      'address',
      'contactPoint',
      'legalName',
      'foundingDate',
      'founder',
      'brand',
      'slogan',
      'award',
      'member',
      'memberOf',
      'knowsAbout',
      'areaServed',
      'parentOrganization',
      'department',
      'employee',
    ],
    // Nested organisations (an article's author) may be a bare name; the site's own has its URL (checked in the spec).
    required: ['name'],
  },
  PostalAddress: {
    properties: ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry', 'postOfficeBoxNumber', 'name'],
    required: ['streetAddress', 'addressLocality', 'addressCountry'],
  },
  ContactPoint: {
    properties: ['contactType', 'email', 'telephone', 'areaServed', 'availableLanguage', 'hoursAvailable', 'name', 'url'],
    required: ['contactType'],
    oneOf: [['email', 'telephone', 'url']],
  },
  OpeningHoursSpecification: { properties: ['dayOfWeek', 'opens', 'closes', 'validFrom', 'validThrough'], required: ['dayOfWeek', 'opens', 'closes'] },
  Person: { properties: [...THING, 'jobTitle', 'worksFor', 'affiliation', 'alumniOf', 'knowsAbout', 'honorificPrefix', 'honorificSuffix', 'givenName', 'familyName', 'email'], required: ['name'] },
  Brand: { properties: [...THING, 'logo'], required: ['name'] },
  WebSite: { properties: [...CREATIVE_WORK, 'potentialAction'], required: ['name', 'url'] },
  WebPage: WEB_PAGE,
  AboutPage: WEB_PAGE,
  ContactPage: WEB_PAGE,
  CollectionPage: WEB_PAGE,
  FAQPage: { properties: [...WEB_PAGE.properties], required: ['mainEntity'] },
  Question: { properties: ['name', 'text', 'acceptedAnswer', 'suggestedAnswer', 'answerCount', 'url'], required: ['name', 'acceptedAnswer'] },
  Answer: { properties: ['text', 'url'], required: ['text'] },
  BreadcrumbList: { properties: ['itemListElement', 'numberOfItems', 'name'], required: ['itemListElement'] },
  ItemList: { properties: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'], required: ['itemListElement'] },
  ListItem: { properties: ['position', 'name', 'item', 'url', 'description', 'image'], required: ['position'] },
  Article: ARTICLE,
  BlogPosting: ARTICLE,
  NewsArticle: ARTICLE,
  TechArticle: { ...ARTICLE, properties: [...ARTICLE.properties, 'proficiencyLevel', 'dependencies'] },
  ImageObject: {
    properties: [...THING, 'contentUrl', 'width', 'height', 'caption', 'license', 'creator', 'creditText', 'copyrightNotice', 'acquireLicensePage', 'encodingFormat'],
    required: [],
    oneOf: [['url', 'contentUrl']],
  },
  VideoObject: {
    properties: [...CREATIVE_WORK, 'thumbnailUrl', 'uploadDate', 'duration', 'contentUrl', 'embedUrl', 'isFamilyFriendly', 'transcript'],
    required: ['name', 'description', 'thumbnailUrl', 'uploadDate'],
  },
  SoftwareApplication: {
    properties: [
      ...THING,
      'applicationCategory',
      'applicationSubCategory',
      'operatingSystem',
      'offers',
      'publisher',
      'provider',
      'author',
      'screenshot',
      'featureList',
      'softwareVersion',
      'aggregateRating',
      'brand',
      'review',
      'isAccessibleForFree',
    ],
    required: ['name'],
    oneOf: [['offers', 'aggregateRating', 'review']],
  },
  WebApplication: {
    properties: [...THING, 'applicationCategory', 'operatingSystem', 'offers', 'publisher', 'provider', 'featureList', 'browserRequirements', 'brand'],
    required: ['name'],
    oneOf: [['offers', 'aggregateRating', 'review']],
  },
  Product: { properties: [...THING, 'brand', 'offers', 'sku', 'mpn', 'category', 'manufacturer', 'model', 'additionalProperty', 'isRelatedTo'], required: ['name'] },
  Service: { properties: [...THING, 'provider', 'serviceType', 'areaServed', 'offers', 'category', 'brand', 'audience', 'hasOfferCatalog', 'termsOfService'], required: ['name'] },
  Offer: {
    properties: [
      ...THING,
      'price',
      'priceCurrency',
      'priceSpecification',
      'itemOffered',
      'availability',
      'priceValidUntil',
      'category',
      'eligibleDuration',
      'eligibleQuantity',
      'seller',
      'offeredBy',
      'validFrom',
      'validThrough',
      'businessFunction',
    ],
    required: [],
    oneOf: [['price', 'priceSpecification']],
  },
  AggregateOffer: { properties: [...THING, 'lowPrice', 'highPrice', 'priceCurrency', 'offerCount', 'offers', 'itemOffered'], required: ['lowPrice', 'priceCurrency'] },
  OfferCatalog: { properties: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'], required: ['name', 'itemListElement'] },
  PriceSpecification: { properties: PRICE_SPEC, required: ['priceCurrency'] },
  UnitPriceSpecification: { properties: [...PRICE_SPEC, 'priceType', 'priceComponentType'], required: ['priceCurrency'] },
  CompoundPriceSpecification: { properties: [...PRICE_SPEC, 'priceComponent', 'priceType'], required: ['priceCurrency'] },
  QuantitativeValue: { properties: ['value', 'unitCode', 'unitText', 'minValue', 'maxValue'], required: [] },
  Audience: { properties: [...THING, 'audienceType', 'geographicArea'], required: ['audienceType'] },
  Place: { properties: [...THING, 'address', 'geo'], required: [] },
  Country: { properties: THING, required: ['name'] },
  AdministrativeArea: { properties: THING, required: ['name'] },
  DefinedTerm: { properties: [...THING, 'termCode', 'inDefinedTermSet'], required: ['name'] },
  SpeakableSpecification: { properties: ['cssSelector', 'xpath'], required: [], oneOf: [['cssSelector', 'xpath']] },
  Event: { properties: [...THING, 'startDate', 'endDate', 'location', 'organizer', 'eventAttendanceMode', 'eventStatus', 'offers', 'performer'], required: ['name', 'startDate', 'location'] },
};

/** Properties whose values must be absolute URLs. */
const URL_PROPERTIES = new Set(['url', 'item', 'logo', 'image', 'sameAs', 'mainEntityOfPage', 'thumbnailUrl', 'contentUrl', 'embedUrl', 'license', 'acquireLicensePage', 'termsOfService']);
const DATE_PROPERTIES = new Set(['datePublished', 'dateModified', 'uploadDate', 'startDate', 'endDate', 'foundingDate', 'priceValidUntil', 'validFrom', 'validThrough', 'lastReviewed']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Node = { [key: string]: Json };

const isNode = (v: Json): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Checks one page's JSON-LD blocks (already parsed): types from the allow-list, only their
 * properties, required ones present, URLs absolute, dates ISO 8601, breadcrumb positions 1..n on
 * the site, and every `@id` reference defined on the page. Returns readable problems.
 */
export function checkJsonLd(blocks: Json[], siteOrigin: string): string[] {
  const problems: string[] = [];
  const topNodes = blocks.flatMap((b) => (Array.isArray(b) ? b : [b]));
  const defined = new Set<string>();
  const referenced: [string, string][] = [];

  const visit = (node: Node, where: string, top: boolean) => {
    if (top && node['@context'] !== 'https://schema.org') problems.push(`${where}: "@context" must be "https://schema.org", found ${JSON.stringify(node['@context'])}`);
    if (!top && '@context' in node) problems.push(`${where}: "@context" belongs on top-level nodes only`);
    const keys = Object.keys(node).filter((k) => !k.startsWith('@'));
    if (!('@type' in node)) {
      // A bare reference to a node defined elsewhere on the page: { "@id": "…" }.
      if (typeof node['@id'] === 'string' && keys.length === 0) referenced.push([node['@id'], where]);
      else problems.push(`${where}: a node without "@type" (only { "@id" } references may omit it)`);
      return;
    }
    const type = node['@type'];
    if (typeof type !== 'string') {
      problems.push(`${where}: "@type" must be one schema.org type name, found ${JSON.stringify(type)}`);
      return;
    }
    const rule = SCHEMA_TYPES[type];
    if (!rule) {
      problems.push(`${where}: "${type}" is not in the allow-list of schema.org types (tests/e2e/jsonLdRules.ts)`);
      return;
    }
    const label = `${where} (${type})`;
    if (typeof node['@id'] === 'string') {
      if (!node['@id'].startsWith(siteOrigin + '/')) problems.push(`${label}: "@id" ${node['@id']} should be an absolute URL on ${siteOrigin}`);
      defined.add(node['@id']);
    }
    for (const key of keys) if (!rule.properties.includes(key)) problems.push(`${label}: "${key}" is not a property of ${type} on schema.org`);
    for (const key of rule.required) if (isEmpty(node[key])) problems.push(`${label}: the required "${key}" is missing or empty`);
    for (const group of rule.oneOf ?? []) if (group.every((k) => isEmpty(node[k]))) problems.push(`${label}: needs one of ${group.map((k) => `"${k}"`).join(', ')}`);
    for (const key of keys) {
      const value = node[key] as Json;
      const values = Array.isArray(value) ? value : [value];
      values.forEach((v, i) => {
        const at = `${label}.${key}${Array.isArray(value) ? `[${i}]` : ''}`;
        if (typeof v === 'string') {
          if (URL_PROPERTIES.has(key) && !isAbsoluteHttps(v)) problems.push(`${at}: expected an absolute https URL, found ${JSON.stringify(v)}`);
          if (DATE_PROPERTIES.has(key) && !ISO_DATE.test(v)) problems.push(`${at}: expected an ISO 8601 date, found ${JSON.stringify(v)}`);
          if (v.trim() === '') problems.push(`${at}: empty text`);
        } else if (isNode(v)) {
          visit(v, at, false);
        } else if (v === null || Array.isArray(v)) {
          problems.push(`${at}: unexpected ${JSON.stringify(v)}`);
        }
      });
    }
    if (type === 'Offer' || type === 'AggregateOffer' || type.endsWith('PriceSpecification')) checkPrice(node, label, problems);
    if (type === 'BreadcrumbList') checkBreadcrumbs(node, label, siteOrigin, problems);
  };

  topNodes.forEach((node, i) => {
    if (!isNode(node)) problems.push(`block ${i}: expected a JSON object, found ${JSON.stringify(node)}`);
    else visit(node, `block ${i}`, true);
  });
  for (const [id, where] of referenced) if (!defined.has(id)) problems.push(`${where}: references "@id" ${id}, which no node on this page defines`);
  return problems;
}

function checkPrice(node: Node, label: string, problems: string[]) {
  for (const key of ['price', 'lowPrice', 'highPrice', 'minPrice', 'maxPrice']) {
    const v = node[key];
    if (v === undefined) continue;
    if (!(typeof v === 'number' || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v)))) problems.push(`${label}.${key}: a price is a plain number ("1234.50"), found ${JSON.stringify(v)}`);
  }
  const currency = node['priceCurrency'];
  if (currency !== undefined && !(typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)))
    problems.push(`${label}.priceCurrency: an ISO 4217 code such as "USD", found ${JSON.stringify(currency)}`);
}

function checkBreadcrumbs(node: Node, label: string, siteOrigin: string, problems: string[]) {
  const items = node['itemListElement'];
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${label}: itemListElement must be a non-empty list`);
    return;
  }
  items.forEach((item, i) => {
    const at = `${label}.itemListElement[${i}]`;
    if (!isNode(item) || item['@type'] !== 'ListItem') {
      problems.push(`${at}: must be a ListItem`);
      return;
    }
    if (item['position'] !== i + 1) problems.push(`${at}: position must be ${i + 1}, found ${JSON.stringify(item['position'])}`);
    if (typeof item['name'] !== 'string' || item['name'].trim() === '') problems.push(`${at}: needs a name`);
    const target = item['item'];
    const isLast = i === items.length - 1;
    if (target === undefined && isLast) return; // Google allows the current page without "item".
    if (typeof target !== 'string' || !target.startsWith(siteOrigin + '/')) problems.push(`${at}: item must be an absolute URL on ${siteOrigin}, found ${JSON.stringify(target)}`);
  });
}

function isEmpty(v: Json | undefined): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function isAbsoluteHttps(v: string): boolean {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export type { Json };
