import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML, { LineCounter, isNode, parseDocument, type Document } from 'yaml';
import { fieldPath, type Problem } from '../core/problems.ts';
import { codeFrame, invisibleCharacters } from './codeFrame.ts';
import { decodeUtf8 } from './utf8.ts';
import { explainYamlError } from './yamlErrors.ts';

/** A parsed content file: its data, and a way to point at any of its fields' source positions. */
export interface SourceFile {
  /** Path relative to the project root. */
  file: string;
  kind: 'yaml' | 'markdown';
  data: unknown;
  /** Markdown body (articles only). */
  body?: string;
  /** First line of the Markdown body, 1-based. */
  bodyLine?: number;
  /** Position of the node at `segments`, or of its nearest existing ancestor. */
  locate(segments: readonly (string | number)[]): { line: number; column: number };
  /** Position of the key (not the value) of the last segment, for unknown-key errors. */
  locateKey(segments: readonly (string | number)[]): { line: number; column: number };
  /** Position of the first match of `pattern` in the source of the value at `segments` (a sentence of a folded text); else of the value. */
  locateText(segments: readonly (string | number)[], pattern: RegExp): { line: number; column: number };
}

export type ParseResult = { ok: true; source: SourceFile } | { ok: false; problems: Problem[] };

export function readSourceFile(root: string, absolutePath: string): ParseResult {
  const file = path.relative(root, absolutePath).split(path.sep).join('/');
  const decoded = decodeUtf8(file, readFileSync(absolutePath));
  return decoded.ok ? parseSourceText(file, decoded.text) : decoded;
}

/** Parses the text of a content file named `file` (`.md`: front matter and body; else YAML). */
export function parseSourceText(file: string, text: string): ParseResult {
  // Windows line endings read as Unix ones: the same lines and columns, the same messages.
  text = text.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  if (file.endsWith('.md')) return parseMarkdown(file, text);
  return parseYaml(file, text, 0);
}

function parseYaml(file: string, text: string, lineOffset: number, kind: 'yaml' | 'markdown' = 'yaml'): ParseResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  if (doc.errors.length > 0) return { ok: false, problems: syntaxProblems(file, text, lineOffset, kind) };
  const notFields = notAFieldSet(doc.contents, kind);
  if (notFields) return { ok: false, problems: [{ file, ...pos(isNode(doc.contents) ? (doc.contents.range?.[0] ?? 0) : 0), field: '', severity: 'error', rule: 'yaml', message: notFields }] };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: 100 });
    if (containsItself(data)) {
      return { ok: false, problems: [{ file, ...pos(0), field: '', message: 'This YAML cannot be read: an alias (`*name`) points at the item that contains it, so the content would contain itself. Copy the values instead.', severity: 'error', rule: 'yaml' }] };
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, problems: [{ file, ...pos(0), field: '', message: `This YAML cannot be read: ${firstLine(message)}.`, severity: 'error', rule: 'yaml' }] };
  }
  return {
    ok: true,
    source: {
      file,
      kind,
      data,
      locate: (segments) => pos(nodeOffset(doc, segments, false)),
      locateKey: (segments) => pos(nodeOffset(doc, segments, true)),
      locateText: (segments, pattern) => {
        const start = nodeOffset(doc, segments, false);
        const range = nodeRange(doc, segments);
        const match = range ? pattern.exec(text.slice(range[0], range[1])) : null;
        return pos(range && match ? range[0] + match.index : start);
      },
    },
  };
}

/** Why a parsed file is not a set of fields (`name: value` lines), or undefined when it is. */
function notAFieldSet(contents: unknown, kind: 'yaml' | 'markdown'): string | undefined {
  if (YAML.isMap(contents)) return undefined;
  const where = kind === 'markdown' ? 'The front matter' : 'This file';
  const fix = kind === 'markdown' ? 'Write its fields between the two `---` lines, one `name: value` per line (copy them from another article).' : 'Write its fields, one `name: value` per line (copy the shape of a file next to it), or delete the file.';
  if (contents === null || (YAML.isScalar(contents) && contents.value === null)) return `${where} is empty: it has no fields, so nothing can be published from it. ${fix}`;
  const what = YAML.isSeq(contents) ? 'a list (`- item` lines)' : 'a single text';
  return `${where} is ${what}, not a set of fields. ${fix}`;
}

/** Lines indented with a tab: one message at the first tab (the others follow from it), or none. */
function tabIndentation(file: string, text: string, lineOffset: number): Problem | undefined {
  const lines = text.split('\n');
  const tabbed = lines.flatMap((l, i) => (/^[ ]*\t/.test(l) ? [i] : []));
  if (tabbed.length === 0) return undefined;
  const first = tabbed[0]!;
  const line = lines[first]!;
  const column = line.indexOf('\t') + 1;
  const others = tabbed.slice(1).map((i) => i + 1 + lineOffset);
  const also = others.length ? ` ${others.length === 1 ? 'Line' : 'Lines'} ${others.slice(0, 8).join(', ')}${others.length > 8 ? ' …' : ''} too.` : '';
  return {
    file, line: first + 1 + lineOffset, column, field: '', severity: 'error', rule: 'yaml',
    message: `This line is indented with a tab. YAML needs spaces: replace the tab with spaces, lined up with the lines around it.${also}`,
    frame: codeFrame(line, first + 1 + lineOffset, column),
  };
}

/**
 * Every syntax mistake of a YAML text, one problem each, in order. After each error the line it
 * points at is blanked and the text parsed again, so that the parser's knock-on complaints about
 * one mistake (an unclosed quote runs into the next lines) are not reported as more mistakes.
 */
function syntaxProblems(file: string, text: string, lineOffset: number, kind: 'yaml' | 'markdown'): Problem[] {
  const where = kind === 'markdown' ? 'The front matter is not valid YAML' : 'This is not valid YAML';
  const problems: Problem[] = [];
  const seenLines = new Set<number>();
  let current = text;
  // Tabs make every line after them look misplaced: said once, at the first tab; the search for
  // other mistakes goes on with each indenting tab read as two spaces.
  const tab = tabIndentation(file, text, lineOffset);
  if (tab) {
    problems.push({ ...tab, message: `${where}. ${tab.message}${invisibleCharacters(text.split('\n')[tab.line - lineOffset - 1] ?? '')}` });
    current = text.replace(/^[ \t]+/gm, (indent) => indent.replace(/\t/g, '  '));
  }
  for (let round = 0; round < MAX_SYNTAX_ERRORS; round++) {
    const lineCounter = new LineCounter();
    const doc = parseDocument(current, { lineCounter, prettyErrors: false, uniqueKeys: true });
    const e = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0]).find((err) => !seenLines.has(lineCounter.linePos(err.pos[0]).line));
    if (!e) break;
    const explained = explainYamlError({ code: e.code, message: e.message, text: current, offset: e.pos[0] });
    const offset = explained.offset ?? e.pos[0];
    const { line, col } = lineCounter.linePos(offset);
    const sourceLine = text.split('\n')[line - 1] ?? '';
    problems.push({
      file, line: line + lineOffset, column: col, field: '', severity: 'error', rule: 'yaml',
      message: `${where}. ${explained.message}${invisibleCharacters(sourceLine)}`,
      frame: codeFrame(sourceLine, line + lineOffset, col),
    });
    seenLines.add(line);
    // Neutralise the line (keeping the line count and, where it has one, its field) and look for
    // the next mistake: `  - name: Detection: x` becomes `  - name: ~`, so the lines after it keep
    // their place in the structure.
    const lines = current.split('\n');
    const field = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):/.exec(lines[line - 1] ?? '');
    lines[line - 1] = field ? `${field[1]}${field[2]}: ~` : '';
    current = lines.join('\n');
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

const MAX_SYNTAX_ERRORS = 20;

function parseMarkdown(file: string, text: string): ParseResult {
  if (!/^---\r?\n/.test(text)) {
    return {
      ok: false,
      problems: [{ file, line: 1, column: 1, field: '', message: 'An article must start with front matter between two `---` lines.', severity: 'error', rule: 'yaml' }],
    };
  }
  if (!/\r?\n---[ \t]*(\r?\n|$)/.test(text.slice(3))) {
    return {
      ok: false,
      problems: [{ file, line: 1, column: 1, field: '', severity: 'error', rule: 'yaml', message: 'The front matter is not closed: add a line with just `---` after its last field, before the article text begins.' }],
    };
  }
  // One YAML engine for everything: gray-matter only splits the file; `yaml` parses the front
  // matter (with positions) below. gray-matter's own engine is a no-op so that a syntax error
  // is reported once, located, instead of being thrown from inside gray-matter.
  const parsed = matter(text, { engines: { yaml: () => ({}) } });
  const result = parseYaml(file, parsed.matter.replace(/^\r?\n/, ''), 1, 'markdown');
  if (!result.ok) return result;
  // The body is the rest of the file after the closing `---` line.
  const bodyStart = text.endsWith(parsed.content) ? text.length - parsed.content.length : text.indexOf(parsed.content);
  const bodyLine = text.slice(0, Math.max(0, bodyStart)).split('\n').length;
  return { ok: true, source: { ...result.source, body: parsed.content, bodyLine } };
}

/** Walks the YAML tree along `segments`; returns the deepest existing node's start offset. */
function nodeOffset(doc: Document, segments: readonly (string | number)[], wantKey: boolean): number {
  let node: unknown = doc.contents;
  let offset = doc.contents && isNode(doc.contents) ? (doc.contents.range?.[0] ?? 0) : 0;
  for (const [i, seg] of segments.entries()) {
    if (!YAML.isMap(node) && !YAML.isSeq(node)) break;
    if (YAML.isMap(node)) {
      // Compare as text: a key written `2024` is a number in YAML but a string in the data path.
      const pair = node.items.find((p) => String(YAML.isScalar(p.key) ? p.key.value : p.key) === String(seg));
      if (!pair) break;
      const isLast = i === segments.length - 1;
      if (isLast && wantKey && isNode(pair.key)) return pair.key.range?.[0] ?? offset;
      node = pair.value;
      if (isNode(pair.value) && pair.value.range) offset = pair.value.range[0];
      else if (isNode(pair.key) && pair.key.range) offset = pair.key.range[0];
    } else {
      const item = node.items[Number(seg)];
      if (!item) break;
      node = item;
      if (isNode(item) && item.range) offset = item.range[0];
    }
  }
  return offset;
}

/** The source range of the node at `segments`, undefined when the path does not reach one. */
function nodeRange(doc: Document, segments: readonly (string | number)[]): [number, number] | undefined {
  let node: unknown = doc.contents;
  for (const seg of segments) {
    if (YAML.isMap(node)) node = node.items.find((p) => String(YAML.isScalar(p.key) ? p.key.value : p.key) === String(seg))?.value;
    else if (YAML.isSeq(node)) node = node.items[Number(seg)];
    else return undefined;
  }
  return isNode(node) && node.range ? [node.range[0], node.range[1]] : undefined;
}

/** True when a value contains itself (a YAML alias to one of its own ancestors). */
function containsItself(value: unknown, ancestors: Set<unknown> = new Set()): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (ancestors.has(value)) return true;
  ancestors.add(value);
  const children = Array.isArray(value) ? value : Object.values(value);
  const found = children.some((child) => containsItself(child, ancestors));
  ancestors.delete(value);
  return found;
}

function firstLine(s: string): string {
  return (s.split('\n')[0] ?? s).replace(/ at line \d+, column \d+:?$/, '').trim();
}

export { fieldPath };
