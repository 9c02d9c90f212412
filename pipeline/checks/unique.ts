/**
 * Rule `unique`: things that name or address one thing are not used twice.
 *
 * - `id` values within a file (they become anchors on a page), and ids that two content files
 *   of the same page both declare, or that one declares and the site makes for that page (How It Works).
 * - In a list of records: `name`, `title`, `question`, `slug` and `key` (two nav items called
 *   'Pricing', two FAQ items asking the same question), and `href` in lists of named links (nav).
 * - Across the files of a collection (`content/articles/*.md`): top-level `id`, `slug`, `canonical`.
 * - Routes: no route is built twice, and a file name that becomes a route is lower-case-with-hyphens.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import { slugify } from '../../components/markdown/slug.ts';
import { fieldPath, type Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { eachFile, internalProblem, problemAt, siteContext } from './support.ts';

const RULE = 'unique';
const LIST_KEYS = ['name', 'title', 'question', 'slug', 'key'] as const;
const COLLECTION_KEYS = ['id', 'slug', 'canonical'] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface Duplicate {
  /** Path of the later occurrence. */
  segments: (string | number)[];
  /** Path of the first occurrence. */
  first: (string | number)[];
  value: string;
  what: string;
}

/** Duplicates inside one file's data: `id` anywhere, and list fields (names, titles, nav hrefs). */
export function duplicatesInData(data: unknown): Duplicate[] {
  const out: Duplicate[] = [];
  const ids = new Map<string, (string | number)[]>();
  for (const v of walkData(data)) {
    if (v.key === 'id' && typeof v.value === 'string') {
      const first = ids.get(v.value);
      if (first) out.push({ segments: v.segments, first, value: v.value, what: 'id' });
      else ids.set(v.value, v.segments);
    }
    if (!Array.isArray(v.value)) continue;
    const records = v.value.map((item, i) => [item, i] as const).filter(([item]) => isRecord(item)) as [Record<string, unknown>, number][];
    const navLike = records.length > 0 && records.every(([item]) => 'name' in item && 'href' in item);
    for (const key of [...LIST_KEYS, ...(navLike ? (['href'] as const) : [])]) {
      const seen = new Map<string, number>();
      for (const [item, i] of records) {
        const value = item[key];
        if (typeof value !== 'string' || !value.trim()) continue;
        const norm = key === 'href' ? value.trim() : value.trim().toLowerCase();
        const first = seen.get(norm);
        if (first !== undefined) out.push({ segments: [...v.segments, i, key], first: [...v.segments, first, key], value, what: key });
        else seen.set(norm, i);
      }
    }
  }
  return out;
}

export const uniqueness: Check = (content: LoadedContent) => {
  const out: Problem[] = [];
  out.push(
    ...eachFile(content, RULE, (source) =>
      duplicatesInData(source.data).map((d) =>
        problemAt(source, d.segments, {
          rule: RULE,
          message:
            d.what === 'id'
              ? `The id \`${d.value}\` is already used in this file (line ${source.locate(d.first).line}, \`${fieldPath(d.first)}\`). Ids become anchors on the page: give each one its own.`
              : `${describe(d.what)} \`${d.value}\` appears twice in this list (first at line ${source.locate(d.first).line}, \`${fieldPath(d.first)}\`). Remove the repeat or make the two entries different.`,
        }),
      ),
    ),
  );
  try {
    out.push(...collectionDuplicates(content), ...routeDuplicates(content), ...pageAnchorDuplicates(content));
  } catch (error) {
    out.push(internalProblem(RULE, null, error));
  }
  return out;
};

function describe(key: string): string {
  return { name: 'The name', title: 'The title', question: 'The question', slug: 'The slug', key: 'The key', href: 'The link' }[key] ?? `The \`${key}\``;
}

/** Top-level `id`, `slug` and `canonical` values across the files of one collection folder. */
function collectionDuplicates(content: LoadedContent): Problem[] {
  const out: Problem[] = [];
  const byFolder = new Map<string, [string, SourceFile][]>();
  for (const entry of content.entries) {
    const source = content.parsed.get(entry.id);
    if (!source || !entry.id.includes('/') || !entry.schemaPath?.endsWith(`${entry.id.split('/').slice(0, -1).join('/')}.schema.json`)) continue;
    const folder = entry.id.split('/').slice(0, -1).join('/');
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), [entry.id, source]]);
  }
  for (const [folder, files] of byFolder) {
    for (const key of COLLECTION_KEYS) {
      const seen = new Map<string, SourceFile>();
      for (const [, source] of files) {
        const value = isRecord(source.data) ? source.data[key] : undefined;
        if (typeof value !== 'string' || !value) continue;
        const first = seen.get(value);
        if (first) {
          out.push(problemAt(source, [key], { rule: RULE, message: `\`${key}: ${value}\` is already used by \`${first.file}\`; each file of \`content/${folder}/\` needs its own.` }));
        } else seen.set(value, source);
      }
    }
  }
  return out;
}

/** A problem with a file as a whole (its name or its address), reported at its first line. */
function fileProblem(file: string, message: string): Problem {
  return { file, line: 1, column: 1, field: '', severity: 'error', rule: RULE, message };
}

/** A route built twice, and collection file names that are not valid route segments. */
function routeDuplicates(content: LoadedContent): Problem[] {
  const { routes } = siteContext(content);
  const out: Problem[] = [];
  const seen = new Map<string, string>();
  for (const r of routes.routes) {
    const file = r.file ?? r.page.pageFile;
    const name = r.route.split('/').pop() ?? '';
    if (r.contentId && !SLUG.test(name)) {
      out.push(fileProblem(file, `This file's name becomes the address \`${r.route}\`: rename it with lower-case letters, digits and hyphens only (for example \`${slugify(name)}\`).`));
    }
    const first = seen.get(r.route);
    if (first !== undefined) {
      out.push(fileProblem(file, `The route \`${r.route}\` is already built by \`${first}\`; two pages cannot share an address. Rename or remove one of them.`));
    } else seen.set(r.route, file);
  }
  return out;
}

/** Two content files of the same page that declare the same id, or a content id that is the page's made one. */
function pageAnchorDuplicates(content: LoadedContent): Problem[] {
  const out: Problem[] = [];
  const reported = new Set<string>();
  const sourceOf = (file: string) => [...content.parsed.values()].find((s) => s.file === file);
  for (const [route, anchors] of siteContext(content).anchors) {
    for (const [id, sources] of anchors.ids) {
      const fromContent = sources.filter((s) => s.from === 'content');
      const derived = sources.find((s) => s.from === 'derived');
      const written = fromContent[0];
      const writtenIn = written && sourceOf(written.file);
      if (derived && written && writtenIn && !reported.has(`${written.file}|${id}`)) {
        reported.add(`${written.file}|${id}`);
        out.push(
          problemAt(writtenIn, written.segments ?? [], {
            rule: RULE,
            message: `The id \`${id}\` is already the id of a section of \`${route}\` that the site makes from \`${fieldPath(derived.segments ?? [])}\` in \`${derived.file}\`: ids must be unique on a page. Give this section another id.`,
          }),
        );
      }
      const files = [...new Set(fromContent.map((s) => s.file))];
      if (files.length < 2) continue;
      const first = fromContent[0]!;
      const later = fromContent.find((s) => s.file === files[1])!;
      const key = `${later.file}|${id}`;
      if (reported.has(key)) continue;
      reported.add(key);
      const source = sourceOf(later.file);
      if (!source) continue;
      const firstSource = sourceOf(first.file);
      const where = firstSource && first.segments ? ` (line ${firstSource.locate(first.segments).line}, \`${fieldPath(first.segments)}\`)` : '';
      out.push(
        problemAt(source, later.segments ?? [], {
          rule: RULE,
          message: `The id \`${id}\` is also declared by \`${files[0]}\`${where}, and both files are shown on \`${route}\`: ids must be unique on a page. Give one of the two sections another id, and point the links that meant it at the new one.`,
        }),
      );
    }
  }
  return out;
}
