import type { Element } from '../builtDocument.ts';
import { expect } from '../fixtures.ts';

/** A link that opens `href` in a new tab without handing it the page (`noopener`). */
export function expectExternal(link: Element | undefined, href: string): void {
  expect.soft(link, `a link to ${href}`).toBeDefined();
  expect.soft(link?.getAttribute('href')).toBe(href);
  expect.soft(link?.getAttribute('target')).toBe('_blank');
  expect.soft(link?.getAttribute('rel')).toMatch(/noopener/);
}
