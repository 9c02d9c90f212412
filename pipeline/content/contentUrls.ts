/**
 * Every address the content makes a page link to or load: links, images, media and embedded frames,
 * with where each is written. The security checks (`pipeline/checks/urlSafety.ts`,
 * `pipeline/checks/contentHosts.ts`) and the Content-Security-Policy (`contentSources` below) read it, so
 * the policy allows exactly the hosts the content uses.
 *
 * - YAML and front matter: a text field named for a link or an image (`pipeline/content/references.ts`),
 *   a field named for a video source (`videoSrc`, `…VideoSrc`, `audioSrc`) and a video-player id
 *   (`youtubeId`, framed from the privacy-enhanced player's origin), and Markdown links written inside
 *   any text.
 * - Markdown bodies: links, images and link definitions.
 */
import { EMBED_ORIGIN } from '../../lib/video.ts';
import type { LoadedContent } from './contentSet.ts';
import { isImageKey, isLinkKey, parseMarkdown } from './references.ts';
import type { SourceFile } from './sourceFile.ts';
import { isRecord, walkData } from './walkData.ts';

export type UrlKind = 'link' | 'image' | 'media' | 'frame';

export interface ContentUrl {
  kind: UrlKind;
  /** The address as written (for a video-player id: the player's embed address). */
  url: string;
  /** Field path in the YAML data; `['body']` for the Markdown body. */
  segments: (string | number)[];
  /** Set in a Markdown body (and for Markdown inside a text field): the exact position. */
  line?: number;
  column?: number;
}

const MEDIA_KEY = /^(videoSrc|audioSrc|video|audio)$|(VideoSrc|AudioSrc)$/;
const PLAYER_ID_KEY = /^youtubeId$/;
const MARKDOWN_LINK = /(!?)\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g;
/** Text that is an address rather than a name or a sentence: a scheme, `//`, `/`, `#`, `?` or `.` first. */
const ADDRESS = /^([a-z][a-z0-9+.\-\t\n\r]*:|\/|#|\?|\.)/i;

/** The nearest field name that holds a value (list items take their list's name). */
function fieldName(segments: readonly (string | number)[]): string {
  for (let i = segments.length - 1; i >= 0; i--) if (typeof segments[i] === 'string') return segments[i] as string;
  return '';
}

/** Every address in the YAML data (and front matter) of `source`. */
function yamlUrls(source: SourceFile): ContentUrl[] {
  const out: ContentUrl[] = [];
  for (const v of walkData(source.data)) {
    if (typeof v.value !== 'string') continue;
    const name = fieldName(v.segments);
    const value = v.value.trim();
    if (PLAYER_ID_KEY.test(name)) {
      if (value) out.push({ kind: 'frame', url: `${EMBED_ORIGIN}/embed/${encodeURIComponent(value)}`, segments: v.segments });
      continue;
    }
    const inCta = isRecord(v.parent) && 'label' in v.parent && 'kind' in v.parent;
    const kind: UrlKind | undefined = MEDIA_KEY.test(name) ? 'media' : isImageKey(name) ? 'image' : isLinkKey(name) || inCta ? 'link' : undefined;
    if (kind && ADDRESS.test(value)) {
      out.push({ kind, url: value, segments: v.segments });
      continue;
    }
    // Markdown written inside a text field.
    for (const m of value.matchAll(MARKDOWN_LINK)) out.push({ kind: m[1] ? 'image' : 'link', url: m[2]!, segments: v.segments });
  }
  return out;
}

interface MdNode {
  type: string;
  url?: string;
  position?: { start: { line: number; column: number } };
  children?: MdNode[];
}

/** Every link and image of a Markdown body; `bodyLine` is the body's first line in the file. */
function markdownUrls(body: string, bodyLine: number): ContentUrl[] {
  const tree = parseMarkdown(body) as MdNode;
  const out: ContentUrl[] = [];
  const visit = (node: MdNode) => {
    if ((node.type === 'link' || node.type === 'definition' || node.type === 'image') && node.url !== undefined) {
      out.push({
        kind: node.type === 'image' ? 'image' : 'link',
        url: node.url,
        segments: ['body'],
        line: (node.position?.start.line ?? 1) + bodyLine - 1,
        column: node.position?.start.column ?? 1,
      });
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return out;
}

const extracted = new WeakMap<SourceFile, ContentUrl[]>();

/** Links, images, media and frames of one content file (read once per file: several checks ask). */
export function contentUrls(source: SourceFile): ContentUrl[] {
  let urls = extracted.get(source);
  if (!urls) {
    urls = yamlUrls(source);
    if (source.kind === 'markdown' && source.body !== undefined) urls.push(...markdownUrls(source.body, source.bodyLine ?? 1));
    extracted.set(source, urls);
  }
  return urls;
}

/** The scheme of an address as a browser reads it (it drops tabs, newlines and leading spaces), lower case; '' when relative. */
export function schemeOf(url: string): string {
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return m ? m[1]!.toLowerCase() : '';
}

/** The CSP directive that governs what a page loads for each kind of address (links need none). */
export const DIRECTIVE_OF = { image: 'img-src', media: 'media-src', frame: 'frame-src' } as const;
export type ContentDirective = (typeof DIRECTIVE_OF)[keyof typeof DIRECTIVE_OF];
export type ContentSources = Record<ContentDirective, string[]>;

/**
 * The origin a policy may allow for a loaded address, or why no policy allows it. Only `https:`
 * addresses on a named host qualify: `http:` is mixed content (blocked, or upgraded to a host that
 * may not answer), `//host` depends on the page's scheme, and credentials or bare IP addresses
 * are never this site's hosts.
 */
export function policyOrigin(url: string): { origin: string } | { problem: string } {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return { problem: 'is not a valid address' };
  }
  if (parsed.protocol !== 'https:') return { problem: `uses \`${parsed.protocol}\`; only \`https:\` addresses can be allowed (a secure page blocks \`http:\` content)` };
  if (parsed.username || parsed.password) return { problem: 'carries a user name or password' };
  if (/^\[|^\d+(\.\d+){3}$/.test(parsed.hostname) || parsed.hostname === 'localhost') return { problem: 'names an IP address or localhost, not a public host' };
  // The host goes into the policy header as written: anything but a plain name (`*`, `;`, a quote
  // or a space, which the URL parser lets through) could widen a directive or add one.
  if (!isPlainHostName(parsed.hostname))
    return { problem: `names the host \`${parsed.hostname}\`, which is not a plain host name (letters, digits and hyphens in dot-separated labels; no \`*\`, \`;\`, spaces or quotes)` };
  return { origin: `https://${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}` };
}

/** A DNS name of two or more labels (letters, digits, inner hyphens; punycode for other scripts), as the URL parser lower-cases it. */
export function isPlainHostName(hostname: string): boolean {
  const labels = hostname.split('.');
  return hostname.length <= 253 && labels.length >= 2 && labels.every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label));
}

/** Whether an address is absolute (has a scheme, or starts with `//`): it loads from a host of its own. */
export function isAbsolute(url: string): boolean {
  return schemeOf(url) !== '' || url.trim().startsWith('//');
}

/**
 * The origins the content loads images, media and frames from, per directive, sorted: what the
 * Content-Security-Policy adds to `'self'`. An address no policy can allow is left out here and
 * reported by `validate` (rule `content-host`).
 */
export function contentSources(content: LoadedContent): ContentSources {
  const sources: Record<ContentDirective, Set<string>> = { 'img-src': new Set(), 'media-src': new Set(), 'frame-src': new Set() };
  for (const source of content.parsed.values()) {
    for (const u of contentUrls(source)) {
      if (u.kind === 'link' || !isAbsolute(u.url)) continue;
      const allowed = policyOrigin(u.url);
      if ('origin' in allowed) sources[DIRECTIVE_OF[u.kind]].add(allowed.origin);
    }
  }
  return { 'img-src': [...sources['img-src']].sort(), 'media-src': [...sources['media-src']].sort(), 'frame-src': [...sources['frame-src']].sort() };
}
