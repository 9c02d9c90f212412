import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';

export type HtmlElement = DefaultTreeAdapterMap['element'];
type HtmlNode = DefaultTreeAdapterMap['node'];

/** Parses a whole HTML document (spec-compliant, as a browser would); `locations: false` when no message needs a line (a third of the time). */
export function parseHtml(html: string, { locations = true }: { locations?: boolean } = {}) {
  return parse(html, { sourceCodeLocationInfo: locations });
}

/** Every element of the tree, in document order (template contents included). */
export function* elements(node: HtmlNode): Generator<HtmlElement> {
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if ('tagName' in child) {
      yield child;
      if (child.tagName === 'template' && 'content' in child) yield* elements(child.content);
    }
    yield* elements(child);
  }
}

export function attr(el: HtmlElement, name: string): string | undefined {
  return el.attrs.find((a) => a.name === name)?.value;
}

export function hasAttr(el: HtmlElement, name: string): boolean {
  return el.attrs.some((a) => a.name === name);
}

/** The text of an element and its descendants (a script's source, a heading's words). */
export function textContent(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  const children = 'childNodes' in node ? node.childNodes : [];
  return children.map((c) => textContent(c)).join('');
}

/** The first element matching `test`, or undefined. */
export function find(node: HtmlNode, test: (el: HtmlElement) => boolean): HtmlElement | undefined {
  for (const el of elements(node)) if (test(el)) return el;
  return undefined;
}

export function findAll(node: HtmlNode, test: (el: HtmlElement) => boolean): HtmlElement[] {
  return [...elements(node)].filter(test);
}
