/**
 * What a built page makes the browser load from other hosts, per CSP directive: images, media and
 * frames, including the ones the video facade creates on play (`data-video-src`, `data-youtube-id`).
 * The build and the end-to-end tests compare them with the generated policy.
 */
import { EMBED_ORIGIN } from '../../lib/video.ts';
import { attr, elements } from '../core/html.ts';
import type { parseHtml } from '../core/html.ts';
import type { ContentDirective } from '../content/contentUrls.ts';

export interface LoadedUrl {
  directive: ContentDirective;
  url: string;
  /** The element and attribute it came from (`img[src]`). */
  from: string;
}

const srcsetUrls = (value: string) =>
  value
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Every URL the page's markup loads (or loads on play) under img-src, media-src or frame-src. */
export function loadedUrls(document: ReturnType<typeof parseHtml>): LoadedUrl[] {
  const out: LoadedUrl[] = [];
  const add = (directive: ContentDirective, url: string | undefined, from: string) => {
    if (url) out.push({ directive, url, from });
  };
  for (const el of elements(document)) {
    const tag = el.tagName;
    if (tag === 'img' || (tag === 'input' && attr(el, 'type') === 'image')) add('img-src', attr(el, 'src'), `${tag}[src]`);
    if (tag === 'img' || tag === 'source')
      for (const u of srcsetUrls(attr(el, 'srcset') ?? ''))
        add(tag === 'source' && el.parentNode && 'tagName' in el.parentNode && el.parentNode.tagName !== 'picture' ? 'media-src' : 'img-src', u, `${tag}[srcset]`);
    if (tag === 'video' || tag === 'audio' || tag === 'track') add('media-src', attr(el, 'src'), `${tag}[src]`);
    if (tag === 'source' && el.parentNode && 'tagName' in el.parentNode && el.parentNode.tagName !== 'picture') add('media-src', attr(el, 'src'), 'source[src]');
    if (tag === 'video') add('img-src', attr(el, 'poster'), 'video[poster]');
    if (tag === 'iframe' || tag === 'frame') add('frame-src', attr(el, 'src'), `${tag}[src]`);
    if (tag === 'image' || tag === 'use') add('img-src', attr(el, 'href') ?? attr(el, 'xlink:href'), `${tag}[href]`);
    add('media-src', attr(el, 'data-video-src'), `${tag}[data-video-src]`);
    const playerId = attr(el, 'data-youtube-id');
    if (playerId) add('frame-src', `${EMBED_ORIGIN}/embed/${encodeURIComponent(playerId)}`, `${tag}[data-youtube-id]`);
  }
  return out;
}

/** Whether a source list (`'self' https://a.example https://*.b.example`) allows an absolute URL. */
export function sourcesAllow(sources: readonly string[], url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return sources.some((source) => {
    const m = /^(https?):\/\/(\*\.)?([^/:]+)(:\d+)?$/.exec(source);
    if (!m) return false;
    if (parsed.protocol !== `${m[1]}:`) return false;
    if (m[4] && parsed.port !== m[4].slice(1)) return false;
    return m[2] ? parsed.hostname.endsWith(`.${m[3]}`) : parsed.hostname === m[3];
  });
}

/** Whether a URL written in a page is absolute (loads from a host of its own). */
export const isAbsoluteUrl = (url: string) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url.trim());
