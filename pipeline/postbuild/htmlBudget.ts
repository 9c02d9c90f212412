/**
 * Rule `html-budget`: every built page's HTML, compressed as the build serves it (gzip -9), within
 * `BUDGETS_KB.html`. A page over it is reported against the content that fills it, so that an editor
 * meets it in the build with what to shorten, not in a browser test: the route table says which
 * content files a page shows, the layout's files (site config, navigation) are on every page, and
 * the text or list among them that weighs most compressed is the one to shorten.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import type { SourceFile } from '../content/sourceFile.ts';
import { walkData } from '../content/walkData.ts';
import { fieldPath, type Problem } from '../core/problems.ts';
import { BUDGETS_KB, KB } from './budgets.ts';
import { gzip } from './compress.ts';

const RULE = 'html-budget';

/** Content ids shown on every page by the layout (header, footer, consent banner). */
export const LAYOUT_CONTENT = ['site', 'navigation'] as const;

export interface PageWeight {
  /** The page's route (`/about`; `/404` for the not-found page). */
  route: string;
  /** The HTML file, relative to the output folder. */
  file: string;
  /** Its size compressed with gzip -9, as the build's `.gz` copy. */
  gzipBytes: number;
  /** The page's HTML, to see how often a text appears in it (an FAQ answer is in the page and in its structured data). */
  html?: string;
}

/** The compressed size of each of `files` (HTML files relative to `clientDir`). */
export function pageWeights(clientDir: string, files: readonly { route: string; file: string }[]): PageWeight[] {
  return files.map((p) => {
    const html = readFileSync(path.join(clientDir, p.file), 'utf8');
    return { ...p, gzipBytes: gzip(html).length, html };
  });
}

/** A text or list of a content file, with the bytes it adds to a page once compressed. */
export interface Part {
  source: SourceFile;
  segments: (string | number)[];
  /** Characters of text it holds. */
  chars: number;
  /** Its text compressed on its own (deflate, level 9), times the times it appears on the page: about what it adds to the compressed page. */
  bytes: number;
  /** A list: how many items. */
  items?: number;
  /** A Markdown body: the line it starts on. */
  line?: number;
}

/**
 * One problem per page over `budgetKb`, located at the content part that weighs most in it.
 * `sourcesOf(route)` gives the content files the page shows.
 */
export function htmlBudgetProblems(pages: readonly PageWeight[], sourcesOf: (route: string) => readonly SourceFile[], budgetKb: number = BUDGETS_KB.html): Problem[] {
  const budget = budgetKb * KB;
  const out: Problem[] = [];
  for (const page of pages) {
    if (page.gzipBytes <= budget) continue;
    const excess = page.gzipBytes - budget;
    const size = `The page \`${page.route}\` is ${kb(page.gzipBytes)} of compressed HTML (gzip -9), ${kb(excess)} over its budget of ${budgetKb} KB (pipeline/postbuild/budgets.ts): a page that heavy is slow to arrive on a phone.`;
    const part = heaviestPart(sourcesOf(page.route), excess, page.html ?? '');
    if (!part) {
      out.push({
        file: 'content/',
        line: 1,
        column: 1,
        field: '',
        severity: 'error',
        rule: RULE,
        message: `${size} No content file of the page holds enough text to explain it: tell the site's developers.`,
      });
      continue;
    }
    const pos = part.line !== undefined ? { line: part.line, column: 1 } : part.source.locate(part.segments);
    out.push({ file: part.source.file, ...pos, field: fieldPath(part.segments), severity: 'error', rule: RULE, message: `${size} ${advice(part, excess)}` });
  }
  return out;
}

/** What to cut from `part` to save `excess` compressed bytes. */
export function advice(part: Part, excess: number, elsewhere = 'move the detail to an article and link to it'): string {
  // Characters to cut, at the compression this text gets on its own (a text shown twice, as an FAQ
  // answer is in the page and in its structured data, needs less).
  const cut = Math.min(part.chars, Math.ceil((excess / part.bytes) * part.chars));
  if (cut >= part.chars)
    return `Its largest ${part.items !== undefined ? `list is this one (${part.items} items)` : 'text is this field'}, ${part.chars.toLocaleString('en-US')} characters, about ${kb(part.bytes)} compressed: less than the excess, so shorten it and other texts too${elsewhere ? `, or ${elsewhere}` : ''}.`;
  if (part.items !== undefined)
    return `Its largest list is this one: ${part.items} items, ${part.chars.toLocaleString('en-US')} characters, about ${kb(part.bytes)} compressed. Remove items or shorten them by about ${cut.toLocaleString('en-US')} characters in all${elsewhere ? `, or ${elsewhere}` : ''}.`;
  return `Its largest text is this field: ${part.chars.toLocaleString('en-US')} characters, about ${kb(part.bytes)} compressed. Shorten it by about ${cut.toLocaleString('en-US')} characters (to about ${(part.chars - cut).toLocaleString('en-US')})${elsewhere ? `, or ${elsewhere}` : ''}.`;
}

/**
 * The text to shorten: the heaviest single text when cutting it alone can bring the page back
 * within budget, else the heaviest list (many items, each modest), else the heaviest text. A text
 * counts as many times as it appears in `html` (once when `html` is empty).
 */
export function heaviestPart(sources: readonly SourceFile[], excess: number, html = ''): Part | undefined {
  const part = (source: SourceFile, segments: (string | number)[], text: string): Part => ({
    source,
    segments,
    chars: text.length,
    bytes: deflateRawSync(text, { level: 9 }).length * Math.max(1, appearances(text, html)),
  });
  const texts: Part[] = [];
  const lists: Part[] = [];
  for (const source of sources) {
    for (const v of walkData(source.data)) {
      if (typeof v.value === 'string' && v.value) texts.push(part(source, v.segments, v.value));
      if (Array.isArray(v.value) && v.value.length > 1) {
        const text = [...walkData(v.value)].flatMap((w) => (typeof w.value === 'string' ? [w.value] : [])).join('\n');
        if (text) lists.push({ ...part(source, v.segments, text), items: v.value.length });
      }
    }
    if (source.body) texts.push({ ...part(source, ['body'], source.body), line: source.bodyLine ?? 1 });
  }
  const heaviest = (parts: Part[]) => parts.reduce<Part | undefined>((best, p) => (!best || p.bytes > best.bytes ? p : best), undefined);
  const text = heaviest(texts);
  if (text && text.bytes >= excess) return text;
  return heaviest(lists.filter((l) => l.bytes >= excess)) ?? text;
}

/** How many times a text appears in the page, judged by its first run of plain words (the same whatever the markup escapes). */
function appearances(text: string, html: string): number {
  if (!html) return 1;
  const probe = /[A-Za-z0-9 ]{24,}/.exec(text)?.[0];
  return probe ? html.split(probe).length - 1 : 1;
}

export function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
