import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { isPair, isScalar, parseDocument, visit } from 'yaml';
import { discoverContent } from '../content/discover.ts';
import { cmsConfig, FORMS_ONLY } from './config.ts';
import { readAsCms, saveAsCms } from './serialiser.ts';

/**
 * Writes every content file in the content manager's own YAML style (`npx tenetry-site
 * normalise-content`), so that a save through the admin page changes only what the editor changed.
 * Re-runnable: a file already in that style is left as it is. It changes no content: it stops on a
 * file whose data would differ, and on a file with YAML comments (a save would drop them: move each
 * note into the schema's `description`, which the form shows as the hint, or into the docs first).
 */

export interface NormaliseResult {
  /** Files rewritten (or, with `check`, that would be). */
  changed: string[];
  /** Files that could not be normalised, with the reason. */
  refused: { file: string; reason: string }[];
}

/** The top-level field order of each content file's form, as the admin page saves it. */
export function fieldsOrders(root: string): Map<string, string[]> {
  const config = cmsConfig(root, FORMS_ONLY) as {
    collections: { folder?: string; fields?: { name: string }[]; files?: { file: string; fields: { name: string }[] }[] }[];
  };
  const orders = new Map<string, string[]>();
  for (const c of config.collections) {
    for (const f of c.files ?? [])
      orders.set(
        f.file,
        f.fields.map((x) => x.name),
      );
    if (c.folder)
      orders.set(
        `${c.folder}/`,
        (c.fields ?? []).map((x) => x.name),
      );
  }
  return orders;
}

export function orderFor(orders: Map<string, string[]>, file: string): string[] {
  return formOrder(orders, file) ?? [];
}

/** The field order of a file's form, or undefined when no form edits the file (no save rewrites it). */
export function formOrder(orders: Map<string, string[]>, file: string): string[] | undefined {
  return orders.get(file) ?? orders.get(`${path.posix.dirname(file)}/`);
}

/** Where a file's text first differs from what a save through the content manager writes. */
export interface LayoutDifference {
  /** 1-based line and column of the first difference in the committed file. */
  line: number;
  column: number;
  /** That line as the file has it, and as the content manager would write it ('' past the end). */
  found: string;
  expected: string;
  /** The line is a YAML comment, which a save drops. */
  comment: boolean;
}

/**
 * The one rule that keeps saves minimal, shared by `validate` (rule `layout`) and the save test:
 * a content file must be byte-identical to what the content manager writes when it saves the file
 * unchanged. Undefined when it is.
 */
export function layoutDifference(file: string, fileText: string, fieldsOrder: string[]): LayoutDifference | undefined {
  // A byte-order mark (which validate accepts) is dropped by a save and changes no line: not a difference.
  const text = fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText;
  const saved = saveAsCms(file, text, fieldsOrder);
  if (saved === text) return undefined;
  const a = text.split('\n');
  const b = saved.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const found = a[i] ?? '';
  const expected = b[i] ?? '';
  let column = 0;
  while (column < found.length && found[column] === expected[column]) column++;
  const comment = /^\s*#/.test(found) || (found.includes(' #') && yamlComments(file, text).length > 0);
  return { line: i + 1, column: column + 1, found, expected, comment };
}

export interface YamlComment {
  /** Where it stood: `(top of the file)` or the field path (`rows[2].oneYear`). */
  at: string;
  text: string;
}

/** The YAML comments in a file (its front matter for Markdown), with the field each stood at. */
export function yamlComments(file: string, text: string): YamlComment[] {
  const yamlText = file.endsWith('.md') ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text;
  const doc = parseDocument(yamlText);
  const found: YamlComment[] = [];
  const add = (at: string, comment: string | null | undefined) => {
    if (comment)
      found.push({
        at,
        text: comment
          .split('\n')
          .map((l) => l.trim())
          .join('\n')
          .trim(),
      });
  };
  add('(top of the file)', doc.commentBefore);
  add('(end of the file)', doc.comment);
  visit(doc, (key, node, ancestors) => {
    const n = node as { commentBefore?: string | null; comment?: string | null };
    if (!n.commentBefore && !n.comment) return;
    const parts: string[] = [];
    for (const a of [...ancestors, node]) {
      if (isPair(a) && isScalar(a.key)) parts.push(String(a.key.value));
    }
    void key;
    const at = parts.join('.') || '(top of the file)';
    add(at, n.commentBefore);
    add(at, n.comment);
  });
  return found;
}

/** Where the notes that lived in YAML comments are kept (`--move-comments` adds to it). */
export const NOTES_FILE = 'docs/content-notes.md';

const NOTES_INTRO = `# Editorial notes on the content files

The content manager rewrites a file when it saves it, and YAML comments do not survive that. The
notes that lived in comments are kept here, by file and by the field they stood at; the rules among
them are also in the schemas' descriptions, which the forms show as hints. Add new notes here (or to
the schema), not as comments: \`npx tenetry-site normalise-content\` refuses a file with a comment
that is not recorded here.
`;

function notesText(root: string): string {
  try {
    return readFileSync(path.join(root, NOTES_FILE), 'utf8');
  } catch {
    return '';
  }
}

/** A comment is recorded when its text appears in the notes file (whitespace aside). */
function recorded(notes: string, comment: YamlComment): boolean {
  const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
  return squash(notes).includes(squash(comment.text));
}

/** Adds the comments not yet recorded to the notes file, under their file's heading. */
export function recordComments(root: string): number {
  let notes = notesText(root) || NOTES_INTRO;
  let added = 0;
  for (const entry of discoverContent(root)) {
    const file = path.relative(root, entry.absolutePath).split(path.sep).join('/');
    const fresh = yamlComments(file, readFileSync(entry.absolutePath, 'utf8')).filter((c) => !recorded(notes, c));
    if (!fresh.length) continue;
    const heading = `\n## \`${file}\`\n`;
    const lines = fresh.map((c) => `- **${c.at}**: ${c.text.replace(/\n/g, ' ')}`).join('\n');
    const at = notes.indexOf(heading);
    notes = at === -1 ? `${notes.trimEnd()}\n${heading}\n${lines}\n` : `${notes.slice(0, at + heading.length)}\n${lines}${notes.slice(at + heading.length)}`;
    added += fresh.length;
  }
  writeFileSync(path.join(root, NOTES_FILE), notes);
  return added;
}

export function normaliseContent(root: string, options: { check: boolean }): NormaliseResult {
  const orders = fieldsOrders(root);
  const notes = notesText(root);
  const result: NormaliseResult = { changed: [], refused: [] };
  for (const entry of discoverContent(root)) {
    const file = path.relative(root, entry.absolutePath).split(path.sep).join('/');
    const text = readFileSync(entry.absolutePath, 'utf8');
    const lost = yamlComments(file, text).filter((c) => !recorded(notes, c));
    if (lost.length) {
      result.refused.push({
        file,
        reason: `a save would drop its YAML comment at ${lost[0]!.at} (${lost[0]!.text.split('\n')[0]!.slice(0, 60)}…): record it in ${NOTES_FILE} (--move-comments) or the schema's description first`,
      });
      continue;
    }
    const normalised = saveAsCms(file, text, orderFor(orders, file));
    if (normalised === text) continue;
    if (!isDeepStrictEqual(readAsCms(file, normalised), readAsCms(file, text))) {
      result.refused.push({ file, reason: "its data would change when written in the content manager's style" });
      continue;
    }
    result.changed.push(file);
    if (!options.check) writeFileSync(entry.absolutePath, normalised);
  }
  return result;
}
