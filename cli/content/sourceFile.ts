import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import YAML, { LineCounter, isNode, parseDocument, type Document } from 'yaml';
import { fieldPath, type Problem } from '../problems.ts';

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
}

export type ParseResult = { ok: true; source: SourceFile } | { ok: false; problems: Problem[] };

export function readSourceFile(root: string, absolutePath: string): ParseResult {
  const file = path.relative(root, absolutePath).split(path.sep).join('/');
  const text = readFileSync(absolutePath, 'utf8');
  if (absolutePath.endsWith('.md')) return parseMarkdown(file, text);
  return parseYaml(file, text, 0);
}

function parseYaml(file: string, text: string, lineOffset: number, kind: 'yaml' | 'markdown' = 'yaml'): ParseResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  if (doc.errors.length > 0) {
    return {
      ok: false,
      problems: doc.errors.map((e) => ({
        file,
        ...pos(e.pos[0]),
        field: '',
        message: `${kind === 'markdown' ? 'The front matter is not valid YAML' : 'This is not valid YAML'}: ${firstLine(e.message)}. Check the indentation and quoting on this line and the one above.`,
        severity: 'error' as const,
        rule: 'yaml',
      })),
    };
  }
  const data: unknown = doc.toJS({ maxAliasCount: 100 });
  return {
    ok: true,
    source: {
      file,
      kind,
      data,
      locate: (segments) => pos(nodeOffset(doc, segments, false)),
      locateKey: (segments) => pos(nodeOffset(doc, segments, true)),
    },
  };
}

function parseMarkdown(file: string, text: string): ParseResult {
  if (!/^---\r?\n/.test(text)) {
    return {
      ok: false,
      problems: [{ file, line: 1, column: 1, field: '', message: 'An article must start with front matter between two `---` lines.', severity: 'error', rule: 'yaml' }],
    };
  }
  // One YAML engine for everything: gray-matter only splits; `yaml` parses (with positions).
  const parsed = matter(text, { engines: { yaml: (s: string) => YAML.parse(s) as object } });
  const frontMatter = parsed.matter;
  const result = parseYaml(file, frontMatter.replace(/^\r?\n/, ''), 1, 'markdown');
  if (!result.ok) return result;
  const fmLines = frontMatter.replace(/^\r?\n/, '').split('\n').length;
  return { ok: true, source: { ...result.source, body: parsed.content, bodyLine: fmLines + 2 } };
}

/** Walks the YAML tree along `segments`; returns the deepest existing node's start offset. */
function nodeOffset(doc: Document, segments: readonly (string | number)[], wantKey: boolean): number {
  let node: unknown = doc.contents;
  let offset = doc.contents && isNode(doc.contents) ? (doc.contents.range?.[0] ?? 0) : 0;
  for (const [i, seg] of segments.entries()) {
    if (!YAML.isMap(node) && !YAML.isSeq(node)) break;
    if (YAML.isMap(node)) {
      const pair = node.items.find((p) => (YAML.isScalar(p.key) ? p.key.value : p.key) === seg);
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

function firstLine(s: string): string {
  return (s.split('\n')[0] ?? s).replace(/ at line \d+, column \d+:?$/, '').trim();
}

export { fieldPath };
