/**
 * Finds the links and image paths in a content file, with their positions:
 *
 * - YAML (and article front matter): a text field whose name says it holds a link (`href`, `link`,
 *   `url`, `path`, `to`, `canonical`, `route`, `parent`, or a name ending in `Href`, `Link`, `Url`,
 *   `Path`, `Route`, `Src`), any `/…` text inside a call to action (an object with `label` and
 *   `kind`), and Markdown links written inside any text (`[the terms](/terms)`).
 * - Image fields: `image`, `src`, `logo`, `poster`, `thumbnail`, `avatar`, `photo`, names ending in
 *   `Image` or `Logo`, and any `/…` path ending in an image extension.
 * - Markdown bodies: links, images, link definitions and `href`/`src` in raw HTML (CommonMark
 *   parsing finds links inside GFM tables too; GFM itself adds only external autolinks).
 *
 * Only references inside the site (`/…`, `#…`, or an absolute URL on the site's own host) are
 * returned; other addresses are external and not checked here.
 */
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { SourceFile } from './sourceFile.ts';
import { isRecord, walkData } from './walkData.ts';

export type ReferenceKind = 'link' | 'image';

export interface Reference {
  kind: ReferenceKind;
  /** The address as written (`/about#team`), or converted to a path when it was an absolute URL on the site's host. */
  href: string;
  /** Field path in the YAML data; `['body']` for the Markdown body. */
  segments: (string | number)[];
  /** Set for references in a Markdown body: their exact position. */
  line?: number;
  column?: number;
}

export const IMAGE_EXTENSION = /\.(png|jpe?g|webp|avif|gif|svg|ico)$/i;
const LINK_KEY = /^(href|link|links|url|urls|path|to|canonical|route|routes|parent)$/;
const LINK_KEY_SUFFIX = /(Href|Link|Links|Url|Urls|Path|Route|Routes|Src)$/;
const IMAGE_KEY = /^(image|images|src|logo|logos|poster|thumbnail|avatar|photo|cover)$/;
const IMAGE_KEY_SUFFIX = /(Image|Images|Logo)$/;
const MARKDOWN_LINK = /(!?)\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g;

export function isLinkKey(key: string): boolean {
  return LINK_KEY.test(key) || LINK_KEY_SUFFIX.test(key);
}

export function isImageKey(key: string): boolean {
  return IMAGE_KEY.test(key) || IMAGE_KEY_SUFFIX.test(key);
}

/** The nearest field name that holds a value (list items take their list's name). */
function fieldName(segments: readonly (string | number)[]): string | undefined {
  for (let i = segments.length - 1; i >= 0; i--) if (typeof segments[i] === 'string') return segments[i] as string;
  return undefined;
}

/** `https://www.site.example.com/about#x` → `/about#x` when the host is the site's own; else null. */
export function sitePath(value: string, siteHost: string | undefined): string | null {
  if (!siteHost || !/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.host === siteHost ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Every internal link and image path in the YAML data of `source`. */
export function yamlReferences(source: SourceFile, siteHost?: string): Reference[] {
  const out: Reference[] = [];
  for (const v of walkData(source.data)) {
    if (typeof v.value !== 'string') continue;
    const name = fieldName(v.segments) ?? '';
    const raw = v.value.trim();
    const own = sitePath(raw, siteHost);
    const value = own ?? raw;
    const imageField = isImageKey(name);
    const inCta = isRecord(v.parent) && 'label' in v.parent && 'kind' in v.parent;
    // An image field holding a path (a bare name such as `nvidia` may be a logo id, not a file).
    if (imageField && !/^(https?:)?\/\//i.test(value) && (value.includes('/') || IMAGE_EXTENSION.test(value))) {
      out.push({ kind: 'image', href: value, segments: v.segments });
      continue;
    }
    if (value.startsWith('/') && !value.startsWith('//')) {
      if (IMAGE_EXTENSION.test(value.split(/[?#]/)[0]!)) out.push({ kind: 'image', href: value, segments: v.segments });
      else if (own !== null || isLinkKey(name) || inCta) out.push({ kind: 'link', href: value, segments: v.segments });
      continue;
    }
    if (value.startsWith('#') && value.length > 1 && (isLinkKey(name) || inCta)) {
      out.push({ kind: 'link', href: value, segments: v.segments });
      continue;
    }
    // Markdown written inside a text field.
    for (const m of raw.matchAll(MARKDOWN_LINK)) {
      const target = sitePath(m[2]!, siteHost) ?? m[2]!;
      if (!isInternal(target)) continue;
      out.push({ kind: m[1] ? 'image' : 'link', href: target, segments: v.segments });
    }
  }
  return out;
}

export interface MdNode {
  type: string;
  url?: string;
  value?: string;
  alt?: string | null;
  depth?: number;
  position?: { start: { line: number; column: number } };
  children?: MdNode[];
}

/** The trees of the bodies parsed last: validate's checks, the route anchors and the build each read every article's tree. */
const parsedBodies = new Map<string, MdNode>();
const PARSED_BODIES_KEPT = 64;

/** A Markdown body's syntax tree (CommonMark), with positions. Shared by every caller that parses the same body: read it, never change it. */
export function parseMarkdown(body: string): MdNode {
  let tree = parsedBodies.get(body);
  if (!tree) {
    tree = unified().use(remarkParse).parse(body) as MdNode;
    if (parsedBodies.size >= PARSED_BODIES_KEPT) parsedBodies.delete(parsedBodies.keys().next().value!);
    parsedBodies.set(body, tree);
  }
  return tree;
}

/** Every internal link and image in a Markdown body; `bodyLine` is the body's first line in the file. */
export function markdownReferences(body: string, bodyLine: number, siteHost?: string): Reference[] {
  const tree = parseMarkdown(body);
  const out: Reference[] = [];
  const at = (node: MdNode) => ({ line: (node.position?.start.line ?? 1) + bodyLine - 1, column: node.position?.start.column ?? 1 });
  const add = (kind: ReferenceKind, target: string, node: MdNode) => {
    const href = sitePath(target, siteHost) ?? target;
    if (isInternal(href)) out.push({ kind, href, segments: ['body'], ...at(node) });
  };
  const visit = (node: MdNode) => {
    if ((node.type === 'link' || node.type === 'definition') && node.url) add('link', node.url, node);
    else if (node.type === 'image' && node.url) add('image', node.url, node);
    else if (node.type === 'html' && node.value) {
      for (const m of node.value.matchAll(/\b(href|src)\s*=\s*["']([^"']+)["']/g)) add(m[1] === 'src' ? 'image' : 'link', m[2]!, node);
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return out;
}

/** Links and images of a whole file: its YAML data, and for an article its Markdown body too. */
export function fileReferences(source: SourceFile, siteHost?: string): Reference[] {
  const refs = yamlReferences(source, siteHost);
  if (source.kind === 'markdown' && source.body !== undefined) refs.push(...markdownReferences(source.body, source.bodyLine ?? 1, siteHost));
  return refs;
}

function isInternal(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || (href.startsWith('#') && href.length > 1);
}
