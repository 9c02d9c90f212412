/**
 * The final word on links: after prerendering, every internal link of every built page must open a
 * page or a file of the build, and its fragment an element id on that page. `validate` checks the
 * content's links beforehand from the route table's declared anchors; this pass sees what the
 * pages really are (heading ids of articles, ids of sections written in components, the layout).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { attr, elements } from '../core/html.ts';
import { parseBuiltPages, type ParsedPage } from './builtPages.ts';

export interface BrokenLink {
  /** The page the link is on (`/about`). */
  page: string;
  href: string;
  reason: string;
}

/** Elements whose attribute is a link a visitor (or the browser) follows. */
const LINK_ATTRS: Record<string, string> = { a: 'href', area: 'href' };

/** Every broken internal link and fragment of the build in `clientDir` (`dist/client`), whose pages are `parsed`. */
export function checkBuiltLinks(clientDir: string, parsed: readonly ParsedPage[] = parseBuiltPages(clientDir)): BrokenLink[] {
  const ids = new Map<string, Set<string>>();
  const links: { page: string; href: string }[] = [];
  for (const { route, doc } of parsed) {
    const pageIds = new Set<string>();
    for (const el of elements(doc)) {
      const id = attr(el, 'id');
      if (id) pageIds.add(id);
      const name = LINK_ATTRS[el.tagName];
      const href = name ? attr(el, name) : undefined;
      if (href !== undefined && isInternal(href)) links.push({ page: route, href });
    }
    ids.set(route, pageIds);
  }
  const broken: BrokenLink[] = [];
  for (const { page, href } of links) {
    const reason = checkOne(clientDir, ids, page, href);
    if (reason) broken.push({ page, href, reason });
  }
  return broken;
}

/** One line per broken link, as the build prints it. */
export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  return broken.map((b) => `  ${b.page}: \`${b.href}\` ${b.reason}`).join('\n');
}

/** A path of this site (`/about`, `/about#team`) or a fragment of the page itself (`#faq`); not `//host`. */
function isInternal(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

function checkOne(clientDir: string, ids: ReadonlyMap<string, ReadonlySet<string>>, page: string, href: string): string | undefined {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const fragment = hashAt >= 0 ? safeDecode(href.slice(hashAt + 1)) : '';
  if (fragment === undefined) return 'has a malformed fragment';
  const pathname = beforeHash.split('?')[0]!;
  const target = pathname === '' ? page : pathname;
  const targetIds = ids.get(target);
  if (!targetIds) {
    if (fileExists(clientDir, target)) return fragment ? 'points into a file, which has no ids' : undefined;
    return `opens no page or file of the build (no \`${target}\`)`;
  }
  // `#` alone, and `#top`, scroll to the top of the page in every browser.
  if (fragment === '' || fragment === 'top') return undefined;
  if (!targetIds.has(fragment)) return `names no element of \`${target}\`: it has no id \`${fragment}\``;
  return undefined;
}

function fileExists(clientDir: string, urlPath: string): boolean {
  const decoded = safeDecode(urlPath);
  if (decoded === undefined) return false;
  const file = path.join(clientDir, decoded);
  return file.startsWith(clientDir + path.sep) && existsSync(file) && statSync(file).isFile();
}

function safeDecode(s: string): string | undefined {
  try {
    return decodeURIComponent(s);
  } catch {
    return undefined;
  }
}
