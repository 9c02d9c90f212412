import { readFileSync } from 'node:fs';
import { Window, type Document, type Element } from 'happy-dom';
import { expect } from '@playwright/test';
import { builtHtmlPath } from './builtPages.ts';

// The built pages as documents read without a browser, for checks of markup alone (texts,
// attributes, links, section order, JSON-LD): a test that uses them and no `page` starts no browser.
// happy-dom parses the file only: it runs no script and loads no style sheet, frame or image.

export type { Document, Element };

/** One node of the page's JSON-LD (arrays and single blocks alike). */
export interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
  },
});
const parsed = new Map<string, Document>();

/** The built page of a route (`/`, `/about`, `/industries/x`), parsed once per worker. */
export function builtDocument(route: string): Document {
  let doc = parsed.get(route);
  if (!doc) {
    doc = new window.DOMParser().parseFromString(readFileSync(builtHtmlPath(route), 'utf8'), 'text/html');
    parsed.set(route, doc);
  }
  return doc;
}

/** An element's text with its white space collapsed, as Playwright's `toHaveText` compares it ('' for none). */
export function text(el: Element | null | undefined): string {
  return (el?.textContent ?? '')
    .replace(/\u200b/g, '')
    .trim()
    .replace(/\s+/g, ' ');
}

/** The texts of every element a selector matches under `root`, in document order. */
export function texts(root: Document | Element, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((el) => text(el));
}

/** Every JSON-LD node of the page, blocks holding an array flattened. */
export function jsonLdOf(doc: Document): JsonLdNode[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((el) => [JSON.parse(el.textContent ?? '') as JsonLdNode | JsonLdNode[]].flat());
}

/** The BreadcrumbList's items in position order; fails unless the page has exactly one list, numbered from 1. */
export function breadcrumbsOf(doc: Document): { name: string; item: string }[] {
  const lists = jsonLdOf(doc).filter((node) => node['@type'] === 'BreadcrumbList');
  expect(lists, 'the page has one BreadcrumbList').toHaveLength(1);
  const items = [...(lists[0]!['itemListElement'] as { position: number; name: string; item: string }[])].sort((a, b) => a.position - b.position);
  expect(
    items.map((i) => i.position),
    'the trail is numbered 1, 2, 3 …',
  ).toEqual(items.map((_, i) => i + 1));
  return items.map(({ name, item }) => ({ name, item }));
}

/** The `data-section` names of the main content's sections, in document order. */
export function sectionOrderOf(doc: Document): string[] {
  return [...doc.querySelectorAll('main [data-section]')].map((el) => el.getAttribute('data-section') ?? '');
}

/** A link to `href` that opens in a new tab without handing the page to it (`noopener noreferrer`). */
export function expectNewTab(link: Element | undefined, href: string): void {
  expect.soft(link, `a link to ${href}`).toBeDefined();
  expect.soft(link?.getAttribute('href')).toBe(href);
  expect.soft(link?.getAttribute('target')).toBe('_blank');
  expect.soft(link?.getAttribute('rel')).toMatch(/\bnoopener\b/);
  expect.soft(link?.getAttribute('rel')).toMatch(/\bnoreferrer\b/);
}

/** The links under `root` whose text (aria-hidden parts left out) contains `label`, as a link's name would. */
export function linksNamed(root: Document | Element, label: string | RegExp): Element[] {
  return [...root.querySelectorAll('a[href]')].filter((a) => {
    const copy = a.cloneNode(true);
    copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
    const name = a.getAttribute('aria-label') ?? text(copy);
    return typeof label === 'string' ? name.includes(label) : label.test(name);
  });
}

/** The `<nav>` elements named `name`, by their aria-label or the text of the element their aria-labelledby points at. */
export function navigationsNamed(doc: Document, name: string): Element[] {
  return [...doc.querySelectorAll('nav')].filter((nav) => {
    const labelledBy = nav.getAttribute('aria-labelledby');
    const label = labelledBy
      ? labelledBy
          .split(/\s+/)
          .map((id) => text(doc.getElementById(id)))
          .join(' ')
      : nav.getAttribute('aria-label');
    return label === name;
  });
}
