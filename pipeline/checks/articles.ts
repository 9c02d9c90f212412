/**
 * The rules of articles (`content/articles/*.md`) that the schema cannot state:
 *
 * - `featured`: at most one article has `featured: true` (the listing shows one featured article);
 * - `read-time` (a warning): a `readTime` the editor wrote is within half to double of the body's
 *   reading time (`lib/format/readingTime.ts`); left out, the site computes it;
 * - `article-slug`: `canonical`, when written, is an article's address (its own, `/resources/blog/<file
 *   name>`, is used when it is left out, as the page head does);
 * - `markdown-html`: the body has no raw HTML (the renderer drops it), with what to write instead.
 */
import path from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { problemAt } from './support.ts';
import { routePath } from '../../lib/routes.ts';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from '../../lib/format/readingTime.ts';

const ARTICLES = 'articles/';

type FrontMatter = Record<string, unknown>;

export const articleRules: Check = (content: LoadedContent) => {
  const out: Problem[] = [];
  let firstFeatured: SourceFile | undefined;
  const articleRoutes = new Set([...content.parsed.keys()].filter((id) => id.startsWith(ARTICLES)).map((id) => routePath('article', path.posix.basename(id))));
  for (const [id, source] of content.parsed) {
    if (!id.startsWith(ARTICLES) || source.kind !== 'markdown') continue;
    const fm = (source.data ?? {}) as FrontMatter;
    const slug = path.posix.basename(id);
    if (fm.featured === true) {
      if (firstFeatured) {
        out.push(
          problemAt(source, ['featured'], {
            rule: 'featured',
            message: `Only one article can be featured, and \`${firstFeatured.file}\` already is: the listing shows one featured article. Remove \`featured: true\` here or there.`,
          }),
        );
      } else firstFeatured = source;
    }
    const body = source.body ?? '';
    if (typeof fm.readTime === 'number' && Number.isInteger(fm.readTime) && fm.readTime > 0) {
      const computed = readingMinutes(body);
      // The editor's estimate stands within half to double of the computed time.
      if (fm.readTime * 2 < computed || fm.readTime > computed * 2) {
        out.push(
          problemAt(source, ['readTime'], {
            rule: 'read-time',
            severity: 'warning',
            message: `The body has ${countWords(body)} words, about ${computed} ${computed === 1 ? 'minute' : 'minutes'} at ${WORDS_PER_MINUTE} words a minute, so a ${fm.readTime}-minute read looks wrong. Write \`readTime: ${computed}\`, or leave \`readTime\` out to have it computed.`,
          }),
        );
      }
    }
    const route = routePath('article', slug);
    if (typeof fm.canonical === 'string' && fm.canonical !== route && !articleRoutes.has(fm.canonical)) {
      out.push(
        problemAt(source, ['canonical'], {
          rule: 'article-slug',
          message: `No article is published at \`${fm.canonical}\`. Leave \`canonical\` out to use this article's own address, \`${route}\` (from its file name), or write the address of the article that holds the original text.`,
        }),
      );
    }
    out.push(...rawHtml(source, body));
  }
  return out;
};

interface HtmlNode {
  type: string;
  value?: string;
  position?: { start: { line: number; column: number } };
  children?: HtmlNode[];
}

/** Raw HTML in a Markdown body: located, with what to write instead. HTML comments are allowed (notes for editors). */
export function rawHtml(source: SourceFile, body: string): Problem[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body) as unknown as HtmlNode;
  const out: Problem[] = [];
  const visit = (node: HtmlNode) => {
    if (node.type === 'html' && node.value !== undefined && !/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) {
      const tag = /<\/?\s*([A-Za-z][\w-]*)/.exec(node.value)?.[1]?.toLowerCase() ?? '';
      const start = node.position?.start ?? { line: 1, column: 1 };
      out.push(
        problemAt(source, ['body'], {
          rule: 'markdown-html',
          line: (source.bodyLine ?? 1) + start.line - 1,
          column: start.column,
          message: `Raw HTML (\`${truncate(node.value.trim())}\`) is not published: the site drops it. ${insteadOf(tag)}`,
        }),
      );
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(tree);
  return out;
}

function insteadOf(tag: string): string {
  switch (tag) {
    case 'script':
    case 'style':
      return "Scripts and styles cannot be added to an article (the site's security policy blocks them). Remove it.";
    case 'iframe':
    case 'video':
    case 'embed':
    case 'object':
      return 'To show a YouTube video with the article, remove the embed and set `video:` in the front matter (`title`, `duration`, `youtubeId`): the site shows it as a privacy-friendly player.';
    case 'img':
      return 'Write an image in Markdown: `![What the image shows](/images/articles/name.svg)` (the file under `public/`).';
    case 'a':
      return 'Write a link in Markdown: `[the text](/route)` or `[the text](https://example.com)`.';
    case 'br':
      return 'For a line break, end the line with a backslash (`\\`), or start a new paragraph with an empty line.';
    case 'b':
    case 'strong':
      return 'For bold, write `**text**`.';
    case 'i':
    case 'em':
      return 'For italics, write `*text*`.';
    case 'table':
      return 'Write a table in Markdown: `| Column | Column |`, then `| --- | --- |`, then one `| cell | cell |` line per row.';
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
      return 'Write a heading in Markdown: `## Heading` (the article title is the only h1).';
    case 'ul':
    case 'ol':
    case 'li':
      return 'Write a list in Markdown: one `- item` (or `1. item`) per line.';
    default:
      return 'Write it in Markdown instead: paragraphs separated by an empty line, `## Heading`, `- list item`, `**bold**`, `[link](/route)`.';
  }
}

function truncate(s: string): string {
  const line = s.split('\n')[0]!;
  return line.length > 40 ? `${line.slice(0, 37)}...` : line;
}
