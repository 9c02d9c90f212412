import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import site from '#content/site';
import { articleLd, breadcrumbLd, faqLd, offerCatalogLd, organizationLd, serializeJsonLd, softwareApplicationLd } from '../../../renderer/head/jsonld.ts';
import { Head, structuredData } from '../../../renderer/head/Head.tsx';
import type { PageSeo } from '../../../renderer/head/types.ts';

describe('JSON-LD builders', () => {
  it('breadcrumbs number their items from 1 with absolute URLs', () => {
    const ld = breadcrumbLd([
      { name: 'Home', url: '/' },
      { name: 'Industries', url: '/industries' },
      { name: 'Healthcare', url: '/industries/healthcare' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Industries', item: `${site.siteUrl}/industries` },
      { '@type': 'ListItem', position: 3, name: 'Healthcare', item: `${site.siteUrl}/industries/healthcare` },
    ]);
  });

  it('the offer catalog and software application advertise the 30-day trial at 0 USD', () => {
    const offer = (offerCatalogLd() as unknown as { itemListElement: object[] }).itemListElement[0];
    expect(offer).toMatchObject({ price: '0', priceCurrency: 'USD', description: '30-day free trial available' });
    expect(softwareApplicationLd().offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
  });

  it('the organization carries the configured address and social profiles', () => {
    expect(organizationLd()).toMatchObject({ name: site.brand.company, sameAs: site.social.map((s) => s.url) });
  });

  it('FAQ items become Question/Answer pairs', () => {
    expect(faqLd([{ question: 'Q?', answer: 'A.' }]).mainEntity).toEqual([{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }]);
  });

  it('articles carry dates, author and absolute image', () => {
    const ld = articleLd({ title: 'T', description: 'D', image: '/images/a.svg', datePublished: '2025-01-15', author: 'Team', url: '/resources/blog/a', tags: ['x', 'y'] });
    expect(ld).toMatchObject({ '@type': 'Article', datePublished: '2025-01-15', dateModified: '2025-01-15', image: `${site.siteUrl}/images/a.svg`, keywords: 'x, y' });
  });

  it('serialization cannot close the script element', () => {
    expect(serializeJsonLd(faqLd([{ question: '</script><script>alert(1)</script>', answer: 'a' }]))).not.toContain('</script>');
  });
});

describe('<Head>', () => {
  const seo: PageSeo = {
    title: 'Pricing',
    description: 'Governance licenses, GPU infrastructure, enterprise AI software and storage prices.',
    keywords: ['pricing', 'governance license'],
    faq: [{ question: 'Is there a trial?', answer: 'Yes, 30 days.' }],
  };
  const trail = [
    { name: 'Home', url: '/' },
    { name: 'Pricing', url: '/pricing' },
  ];

  it('writes title with brand suffix, canonical, Open Graph and Twitter tags', () => {
    const html = renderToStaticMarkup(createElement(Head, { seo, pathname: '/pricing', trail }));
    expect(html).toContain('<title>Pricing | Tenetry</title>');
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/pricing"/>`);
    expect(html).toContain('<meta property="og:type" content="website"/>');
    expect(html).toContain(`<meta property="og:image" content="${site.siteUrl}${site.defaultOgImage}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="keywords" content="pricing, governance license"/>');
  });

  it('an alias page (lib/routes.ts) points its canonical at the main route', () => {
    const html = renderToStaticMarkup(createElement(Head, { seo, pathname: '/resources/blog', trail }));
    expect(html).toContain(`<link rel="canonical" href="${site.siteUrl}/resources"/>`);
  });

  it('article pages get og:type article and article meta', () => {
    const article = { title: 'A', description: 'B', image: '/i.svg', datePublished: '2025-01-15T09:00:00Z', author: 'Tenetry Team', url: '/resources/blog/a', tags: ['audit'] };
    const html = renderToStaticMarkup(createElement(Head, { seo: { ...seo, article }, pathname: '/resources/blog/a', trail }));
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:published_time" content="2025-01-15T09:00:00Z"/>');
    expect(html).toContain('<meta property="article:tag" content="audit"/>');
  });

  it('structured data: organization and breadcrumbs always, FAQ when the page has one', () => {
    const types = structuredData(seo, trail).map((b) => (b as { '@type': string })['@type']);
    expect(types).toEqual(['Organization', 'BreadcrumbList', 'FAQPage']);
    const withProducts = structuredData({ ...seo, faq: [], structuredData: ['softwareApplication', 'offerCatalog'] }, trail).map((b) => (b as { '@type': string })['@type']);
    expect(withProducts).toEqual(['Organization', 'BreadcrumbList', 'SoftwareApplication', 'OfferCatalog']);
  });

  it('the not-found page is kept out of the index', () => {
    const html = renderToStaticMarkup(createElement(Head, { seo: { ...seo, noindex: true }, pathname: '/x', trail }));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});
