import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import site from '#content/site';
import { Cta } from '../../../components/ui/Cta.tsx';
import { resolveCta, type CtaKind } from '../../../lib/content/cta.ts';

describe('resolveCta', () => {
  const cases: [CtaKind, string | undefined, string, boolean][] = [
    ['app', undefined, site.appUrl, true],
    ['partner-portal', undefined, `${site.appUrl}/welcome`, true],
    ['scheduler', undefined, site.schedulerUrl, true],
    ['press', undefined, site.pressArticleUrl, true],
    ['contact', undefined, '/contact', false],
    ['page', '/pricing', '/pricing', false],
    ['page', '/solutions/proof-of-governance#how-tenetry-makes-it-work', '/solutions/proof-of-governance#how-tenetry-makes-it-work', false],
  ];
  it.each(cases)('kind %s (href %s) → %s, external %s', (kind, href, expectedHref, external) => {
    expect(resolveCta(href === undefined ? { kind } : { kind, href })).toEqual({ href: expectedHref, external });
  });

  it('refuses a page link without a route', () => {
    expect(() => resolveCta({ kind: 'page' })).toThrow(/needs an `href`/);
  });
});

describe('<Cta>', () => {
  it('opens external destinations in a new tab, safely, and says so', () => {
    const html = renderToStaticMarkup(createElement(Cta, { cta: { label: 'Start Free 30-Day Trial', kind: 'app' } }));
    expect(html).toContain(`href="${site.appUrl}"`);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('data-cta-kind="app"');
    expect(html).toContain(`<span class="sr-only"> ${site.ui.newTabNote}</span>`);
  });

  it('keeps internal destinations in the same tab', () => {
    const html = renderToStaticMarkup(createElement(Cta, { cta: { label: 'Contact Sales', kind: 'contact', variant: 'secondary' } }));
    expect(html).toContain('href="/contact"');
    expect(html).not.toContain('target=');
    expect(html).toContain('btn-secondary');
  });

  it('gives a generic label its purpose in hidden words after it', () => {
    const html = renderToStaticMarkup(createElement(Cta, { cta: { label: 'Learn More', kind: 'contact', context: 'about governed storage' } }));
    expect(html).toMatch(/>Learn More<span class="sr-only"> about governed storage<\/span>/);
    expect(renderToStaticMarkup(createElement(Cta, { cta: { label: 'Contact Sales', kind: 'contact' } }))).not.toContain('sr-only');
  });
});
