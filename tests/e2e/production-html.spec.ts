import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { trailOf } from './breadcrumbs.ts';
import { expect, test } from './fixtures.ts';
import type { BuiltPage } from '../../pipeline/postbuild/builtPages.ts';
import { attr, elements, hasAttr, textContent, type HtmlElement } from '../../pipeline/core/html.ts';
import { checkJsonLd, type Json } from './jsonLdRules.ts';
import { dist, documentOf, fileForPath, pages, routedPages, siteOrigin } from './productionSupport.ts';

// The built HTML as a validator, a search engine and a link checker see it: no browser needed.

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every built page passes the W3C Nu HTML checker with zero errors', () => {
  test.setTimeout(120_000);
  const files = pages.map((p) => path.join(dist, p.file));
  expect(files.length).toBeGreaterThan(1);
  // One JVM for every file: much faster than a run per page. For a run of seconds, the quick compiler
  // alone and one garbage collector thread take a third of the JVM's default CPU, with the same report;
  // the checker needs a deeper stack than the default (it says so when it overflows).
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss4m'];
  const run = spawnSync('java', [...jvm, '-jar', vnuJar, '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.error, 'java must be installed (scripts/ensure-system-deps.sh installs it)').toBeUndefined();
  const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type !== 'info')
    .map((m) => `${path.relative(dist, new URL(m.url).pathname)}:${m.lastLine ?? '?'}  ${m.message}${m.extract ? `  «${m.extract.trim()}»` : ''}`);
  const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
  for (const w of warnings) test.info().annotations.push({ type: 'vnu warning', description: `${path.relative(dist, new URL(w.url).pathname)}: ${w.message}` });
  expect(errors).toEqual([]);
});

for (const page of pages) {
  test(`${page.file}: no inline script, style or event handler (the CSP stays strict)`, () => {
    const problems: string[] = [];
    let moduleScripts = 0;
    for (const el of elements(documentOf(page))) {
      const where = `<${el.tagName}> line ${el.sourceCodeLocation?.startLine ?? '?'}`;
      if (el.tagName === 'script') {
        const type = attr(el, 'type');
        if (hasAttr(el, 'src')) {
          if (type === 'module') moduleScripts += 1;
          if (!attr(el, 'src')!.startsWith('/assets/')) problems.push(`${where}: scripts load from /assets/, found ${attr(el, 'src')}`);
        } else if (type === 'application/ld+json' || type === 'application/json') {
          // Data, never run: JSON-LD, and the consent dialogs' copy the consent library is given.
          try {
            JSON.parse(textContent(el));
          } catch (error) {
            problems.push(`${where}: a JSON block that does not parse (${(error as Error).message})`);
          }
        } else {
          problems.push(`${where}: an inline script (type ${type ?? 'classic'}); move it into a module under client/`);
        }
      }
      if (el.tagName === 'style') problems.push(`${where}: a <style> element; use a class in styles/`);
      if (hasAttr(el, 'style')) problems.push(`${where}: a style attribute "${attr(el, 'style')}"; use a class`);
      for (const a of el.attrs) {
        if (/^on[a-z]+$/.test(a.name)) problems.push(`${where}: an inline event handler ${a.name}; attach it from client/`);
        if (['href', 'src', 'action', 'formaction'].includes(a.name) && /^\s*javascript:/i.test(a.value)) problems.push(`${where}: a javascript: URL`);
      }
    }
    expect(problems).toEqual([]);
    // Every page is enhanced by exactly one module entry (renderer/+client.ts).
    expect(moduleScripts).toBe(1);
  });
}

for (const page of pages) {
  test(`${page.file}: every JSON-LD block parses and uses schema.org types and properties correctly`, () => {
    const blocks = [...elements(documentOf(page))].filter((el) => el.tagName === 'script' && attr(el, 'type') === 'application/ld+json').map((el) => JSON.parse(textContent(el)) as Json);
    expect(blocks.length).toBeGreaterThan(0);
    expect(checkJsonLd(blocks, siteOrigin)).toEqual([]);

    const nodes = blocks.flatMap((b) => (Array.isArray(b) ? b : [b])) as { [k: string]: Json }[];
    const types = nodes.map((n) => n['@type']);
    // Every page names the organisation and its place in the site (every page has its breadcrumbs).
    expect(types).toContain('Organization');
    expect(types.filter((t) => t === 'BreadcrumbList')).toHaveLength(1);
    const organization = nodes.find((n) => n['@type'] === 'Organization')!;
    expect(organization['url']).toBe(`${siteOrigin}/`);
    expect(fileForPath(new URL(organization['logo'] as string).pathname), 'the Organization logo is a built file').toBeDefined();
    const breadcrumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')!['itemListElement'] as { name: string; item: string }[];
    expect(breadcrumbs[0]).toMatchObject({ name: trailOf('home')[0]!.name, item: `${siteOrigin}/` });

    // Every URL on this site that the structured data names (breadcrumbs, pages, images) is built.
    const broken: string[] = [];
    const walk = (value: Json, key: string): void => {
      if (Array.isArray(value)) value.forEach((v) => walk(v, key));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
      else if (typeof value === 'string' && key !== '@id' && value.startsWith(`${siteOrigin}/`)) {
        const { pathname } = new URL(value);
        if (!fileForPath(pathname)) broken.push(`${key}: ${value}`);
      }
    };
    blocks.forEach((b) => walk(b, ''));
    expect(broken).toEqual([]);
  });
}

/** Every URL an element points at: links, resources, forms, and the head's absolute site URLs. */
function urlsOf(el: HtmlElement): { url: string; kind: string }[] {
  const out: { url: string; kind: string }[] = [];
  const add = (name: string) => {
    const value = attr(el, name);
    if (value !== undefined) out.push({ url: value.trim(), kind: `<${el.tagName} ${name}>` });
  };
  const addSrcset = (name: string) => {
    for (const candidate of (attr(el, name) ?? '').split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) out.push({ url, kind: `<${el.tagName} ${name}>` });
    }
  };
  switch (el.tagName) {
    case 'a':
    case 'area':
    case 'link':
      add('href');
      break;
    case 'img':
    case 'script':
    case 'iframe':
    case 'audio':
    case 'track':
    case 'embed':
      add('src');
      if (el.tagName === 'img') addSrcset('srcset');
      break;
    case 'source':
      add('src');
      addSrcset('srcset');
      break;
    case 'video':
      add('src');
      add('poster');
      break;
    case 'form':
      add('action');
      break;
    case 'meta': {
      const key = attr(el, 'property') ?? attr(el, 'name') ?? '';
      if (['og:url', 'og:image', 'twitter:image'].includes(key)) add('content');
      break;
    }
  }
  return out;
}

const idsCache = new Map<string, Set<string>>();
function idsOf(page: BuiltPage): Set<string> {
  let ids = idsCache.get(page.file);
  if (!ids) {
    ids = new Set([...elements(documentOf(page))].map((el) => attr(el, 'id')).filter((id): id is string => Boolean(id)));
    idsCache.set(page.file, ids);
  }
  return ids;
}

for (const page of pages) {
  test(`${page.file}: no broken internal link or fragment; external links are well-formed https`, () => {
    const problems: string[] = [];
    for (const el of elements(documentOf(page))) {
      for (const { url, kind } of urlsOf(el)) {
        const where = `${kind} "${url}"`;
        if (url === '') {
          problems.push(`${where}: empty URL`);
          continue;
        }
        if (/^mailto:/i.test(url)) {
          if (!/^mailto:[^@\s?]+@[^@\s?]+\.[a-z]{2,}(\?.*)?$/i.test(url)) problems.push(`${where}: not a well-formed mailto: link`);
          continue;
        }
        if (/^tel:\+?[\d\s().-]+$/.test(url)) continue;
        const internal = url === siteOrigin || url.startsWith(`${siteOrigin}/`) || (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('#');
        if (!internal) {
          let wellFormed = false;
          try {
            const external = new URL(url);
            wellFormed = /^https:\/\/[^/?#\s]+/.test(url) && external.protocol === 'https:' && external.hostname.includes('.');
          } catch {
            // not a URL at all
          }
          if (!wellFormed) problems.push(`${where}: site links are root-relative ("/about"); external ones absolute https URLs`);
          continue;
        }
        const resolved = new URL(url, `${siteOrigin}${page.route}`);
        const pathname = resolved.pathname;
        if (pathname !== '/' && pathname.endsWith('/')) problems.push(`${where}: use the clean URL without the trailing slash`);
        if (pathname.endsWith('.html')) problems.push(`${where}: use the clean URL without .html`);
        const target = fileForPath(pathname);
        if (!target) {
          problems.push(`${where}: no built file answers ${pathname}`);
          continue;
        }
        if (resolved.hash && resolved.hash !== '#') {
          const targetPage = routedPages.find((p) => path.join(dist, p.file) === target) ?? pages.find((p) => path.join(dist, p.file) === target);
          const id = decodeURIComponent(resolved.hash.slice(1));
          if (!targetPage) problems.push(`${where}: a fragment on a file that is not a page`);
          else if (!idsOf(targetPage).has(id)) problems.push(`${where}: ${targetPage.route} has no element with id "${id}"`);
        } else if (url.endsWith('#')) {
          problems.push(`${where}: an empty fragment; link to a real target or use a button`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

for (const page of pages) {
  test(`${page.file}: images have their size, alt text and a modern format; nothing loads from a font or style CDN`, () => {
    const problems: string[] = [];
    for (const el of elements(documentOf(page))) {
      const where = `<${el.tagName}> line ${el.sourceCodeLocation?.startLine ?? '?'}`;
      if (el.tagName === 'img') {
        // Width and height reserve the space (no layout shift); alt is required (empty for decoration).
        if (!/^\d+$/.test(attr(el, 'width') ?? '') || !/^\d+$/.test(attr(el, 'height') ?? '')) problems.push(`${where}: width and height attributes in pixels`);
        if (!hasAttr(el, 'alt')) problems.push(`${where}: an alt attribute`);
        const src = attr(el, 'src') ?? '';
        const inPicture = el.parentNode && 'tagName' in el.parentNode && el.parentNode.tagName === 'picture';
        if (/\.(png|jpe?g|gif)$/i.test(src) && !inPicture) problems.push(`${where}: ${src} in AVIF or WebP (or a <picture> offering them)`);
        if (hasAttr(el, 'srcset') && !hasAttr(el, 'sizes') && /\d+w/.test(attr(el, 'srcset')!)) problems.push(`${where}: a width-described srcset needs sizes`);
      }
      if (el.tagName === 'link' && /\b(stylesheet|preload|preconnect|dns-prefetch|modulepreload)\b/.test(attr(el, 'rel') ?? '')) {
        const href = attr(el, 'href') ?? '';
        if (!href.startsWith('/') || href.startsWith('//')) problems.push(`${where}: ${attr(el, 'rel')} ${href} must come from this site (self-hosted, no CDN)`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test('the stylesheets load nothing from other hosts: system fonts, no @import', () => {
  const css = readdirSync(path.join(dist, 'assets', 'static')).filter((f) => f.endsWith('.css'));
  expect(css.length).toBeGreaterThan(0);
  for (const file of css) {
    const text = readFileSync(path.join(dist, 'assets', 'static', file), 'utf8');
    expect(text, file).not.toMatch(/@import/);
    expect(text.match(/url\((?!["']?(data:|\/|\.))[^)]*\)/g) ?? [], `${file}: external url()`).toEqual([]);
    for (const face of text.match(/@font-face\s*{[^}]*}/g) ?? []) expect(face, `${file}: self-hosted woff2 only`).toMatch(/url\(["']?\/[^)]*\.woff2/);
  }
});
