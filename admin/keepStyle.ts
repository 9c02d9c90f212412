import { Document, isAlias, isMap, isNode, isScalar, isSeq, parseDocument, Scalar, stringify, type Node, type Pair } from 'yaml';

/**
 * A content-manager save written into the file as it stands (as Renovate and Dependabot edit a
 * file): only the text of the values that changed is rewritten, so every untouched line keeps its
 * quotes, folding, flow style and comments, and a one-field change is a one-line diff. The content
 * manager adapts to the file, never the file to it. When a change cannot be written in place (a
 * value changes shape), the file's parsed document is updated and written whole (comments and
 * quotes kept), and the result is always read back and compared with what was saved.
 */

type Data = Record<string, unknown>;
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The front matter of a Markdown file: its opening line, its YAML, its closing line. */
const FRONT_MATTER = /^(---[ \t]*\r?\n)([\s\S]*?\r?\n)?(---[ \t]*(?:\r?\n|$))/;

/** The YAML text with `data` saved into it; an empty `original` (a new file) is written in the form's field order. */
export function saveYaml(original: string, data: Data, fieldsOrder: readonly string[] = []): string {
  const wanted = plain(data) as Data;
  const crlf = original.includes('\r\n');
  const text = original.replace(/\r\n/g, '\n');
  const attempts = [() => spliced(text, wanted, fieldsOrder), () => rewritten(text, wanted)];
  for (const attempt of attempts) {
    const result = attempt();
    if (result !== undefined && sameData(readYamlOrUndefined(result), wanted)) return crlf ? result.replace(/\n/g, '\r\n') : result;
  }
  return new Document(ordered(wanted, fieldsOrder)).toString();
}

/** A Markdown file with front matter: the front matter saved as above, the body as given. */
export function saveFrontMatter(original: string, data: Data, fieldsOrder: readonly string[] = []): string {
  const { body = '', ...meta } = data;
  const bodyText = withFinalNewline(typeof body === 'string' ? body : String(body));
  const parts = FRONT_MATTER.exec(original);
  if (!parts) return `---\n${saveYaml('', meta, fieldsOrder)}---\n${bodyText}`;
  const [, open, yamlText = '', close] = parts as unknown as [string, string, string | undefined, string];
  const newline = open.endsWith('\r\n') ? '\r\n' : '\n';
  return `${open}${saveYaml(yamlText, meta, fieldsOrder)}${close.endsWith('\n') ? close : `${close}${newline}`}${bodyText}`;
}

/** What the content manager reads from a YAML file. */
export function readYaml(text: string): Data {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`);
  const value: unknown = doc.toJS();
  return isRecord(value) ? value : {};
}

/** What the content manager reads from a Markdown file: its front matter, and `body` when it has one. */
export function readFrontMatter(text: string): Data {
  const parts = FRONT_MATTER.exec(text);
  if (!parts) return text.trim() ? { body: text } : {};
  const body = text.slice(parts[0].length);
  return { ...readYaml(parts[2] ?? ''), ...(body.trim() ? { body } : {}) };
}

function readYamlOrUndefined(text: string): Data | undefined {
  try {
    return readYaml(text);
  } catch {
    return undefined;
  }
}

/** The text with only the changed values rewritten, or undefined when a change cannot be made in place. */
function spliced(text: string, data: Data, fieldsOrder: readonly string[]): string | undefined {
  if (!text.trim()) return undefined;
  const doc = parseDocument(text);
  if (doc.errors.length || !isMap(doc.contents)) return undefined;
  const edits: Edit[] = [];
  try {
    collectEdits(doc, text, doc.contents, data, edits, fieldsOrder);
  } catch (error) {
    if (error instanceof NotInPlace) return undefined;
    throw error;
  }
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start || b.end - a.end)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The file's parsed document with the data applied, written whole (comments and quotes kept, long lines refolded). */
function rewritten(text: string, data: Data): string | undefined {
  const doc = text.trim() ? parseDocument(text) : undefined;
  if (!doc || doc.errors.length || !isMap(doc.contents)) return undefined;
  applyTo(doc, doc.contents, data);
  return doc.toString();
}

/** Applies `value` to the node in place (untouched nodes keep their style and comments); returns the node to keep. */
function applyTo(doc: Document, node: Node, value: unknown): Node {
  if (sameData(toJs(doc, node), value)) return node;
  if (isMap(node) && isRecord(value)) {
    for (const pair of [...node.items]) if (!(String(isScalar(pair.key) ? pair.key.value : pair.key) in value)) node.delete(pair.key);
    for (const [key, next] of Object.entries(value)) {
      const pair = node.items.find((p) => String(isScalar(p.key) ? p.key.value : p.key) === key);
      if (pair) pair.value = isNode(pair.value) ? applyTo(doc, pair.value, next) : doc.createNode(next);
      else node.items.push(doc.createPair(key, next));
    }
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items.splice(value.length);
    value.forEach((item, i) => {
      const existing = node.items[i];
      node.items[i] = isNode(existing) ? applyTo(doc, existing, item) : doc.createNode(item);
    });
    return node;
  }
  if (isScalar(node) && typeof node.value === typeof value) {
    node.value = value;
    return node;
  }
  return doc.createNode(value);
}

class NotInPlace extends Error {}

function collectEdits(doc: Document, text: string, node: Node, value: unknown, edits: Edit[], fieldsOrder: readonly string[] = []): void {
  if (sameData(toJs(doc, node), value)) return;
  if (isMap(node) && isRecord(value) && !node.flow) return mapEdits(doc, text, node.items as Pair<Node, Node | null>[], value, edits, fieldsOrder);
  if (isSeq(node) && Array.isArray(value) && !node.flow) return seqEdits(doc, text, node.items as Node[], value, edits);
  if (isScalar(node) && !isRecord(value) && !Array.isArray(value) && node.range) {
    edits.push({ start: node.range[0], end: node.range[1], text: scalarText(text, node, value) });
    return;
  }
  // A flow collection (`{ a: 1 }`, `[a, b]`) rewritten on its own line, still in flow style.
  if ((isMap(node) || isSeq(node)) && node.flow && node.range && (isRecord(value) || Array.isArray(value)) && !text.slice(node.range[0], node.range[1]).includes('\n')) {
    edits.push({ start: node.range[0], end: node.range[1], text: flowText(value) });
    return;
  }
  throw new NotInPlace();
}

function mapEdits(doc: Document, text: string, pairs: Pair<Node, Node | null>[], value: Data, edits: Edit[], fieldsOrder: readonly string[]): void {
  const keyOf = (p: Pair<Node, Node | null>) => (isScalar(p.key) ? String(p.key.value) : String(p.key));
  const first = pairs[0];
  if (!first?.key?.range) throw new NotInPlace();
  const indent = columnOf(text, first.key.range[0]);
  pairs.forEach((pair, i) => {
    const key = keyOf(pair);
    if (key in value) {
      if (!pair.value) throw new NotInPlace();
      collectEdits(doc, text, pair.value, value[key], edits);
      return;
    }
    // The first key of a list item shares its line with the `- `: removing its line would remove the item.
    if (i === 0 && /-\s*$/.test(text.slice(lineStart(text, first.key.range![0]), first.key.range![0]))) throw new NotInPlace();
    const end = pair.value?.range?.[2] ?? pair.key.range![2];
    edits.push({ start: lineStart(text, pair.key.range![0]), end: lineEnd(text, end) + 1, text: '' });
  });
  const present = pairs.map(keyOf);
  for (const [key, next] of Object.entries(value)) {
    if (present.includes(key)) continue;
    const after = pairs[insertionIndex(present, key, fieldsOrder) - 1] ?? pairs.at(-1)!;
    const at = lineEnd(text, after.value?.range?.[2] ?? after.key.range![2]);
    edits.push({ start: at, end: at, text: `\n${indented(stringify({ [key]: next }), indent)}` });
  }
}

function seqEdits(doc: Document, text: string, items: Node[], value: unknown[], edits: Edit[]): void {
  const first = items[0];
  if (!first?.range) throw new NotInPlace();
  const dash = text.lastIndexOf('-', first.range[0]);
  if (dash < lineStart(text, first.range[0])) throw new NotInPlace();
  const indent = columnOf(text, dash);
  items.forEach((item, i) => {
    if (i < value.length) return collectEdits(doc, text, item, value[i], edits);
    if (!item.range) throw new NotInPlace();
    edits.push({ start: lineStart(text, item.range[0]), end: lineEnd(text, item.range[2]) + 1, text: '' });
  });
  const last = items.at(-1)!;
  const at = lineEnd(text, last.range![2]);
  for (const next of value.slice(items.length)) edits.push({ start: at, end: at, text: `\n${indented(stringify([next]), indent)}` });
}

/** A changed scalar in the style it was written in: plain, quoted or a folded/literal block at its indentation. */
function scalarText(text: string, node: Scalar, value: unknown): string {
  const block = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
  if (block && typeof value === 'string') {
    const indent = ' '.repeat(firstContentColumn(text, node.range![0]) ?? columnOf(text, node.range![0]) + 2);
    const scalar = new Scalar(value);
    if (node.type) scalar.type = node.type;
    const written = new Document(scalar).toString().replace(/\n$/, '');
    const [header, ...lines] = written.split('\n');
    return `${header}\n${lines.map((l) => (l ? indent + l.replace(/^ {2}/, '') : l)).join('\n')}\n`;
  }
  const type = typeof value === 'string' && typeof node.value === 'string' && !block ? node.type : undefined;
  const written = stringify(value, { lineWidth: 0, ...(type ? { defaultStringType: type } : {}) }).replace(/\n$/, '');
  if (written.includes('\n')) throw new NotInPlace();
  return written;
}

function flowText(value: unknown): string {
  const doc = new Document(value);
  if (isMap(doc.contents) || isSeq(doc.contents)) doc.contents.flow = true;
  return doc.toString({ lineWidth: 0 }).replace(/\n$/, '');
}

function toJs(doc: Document, node: Node): unknown {
  return isAlias(node) ? node.resolve(doc)?.toJS(doc) : isNode(node) ? node.toJS(doc) : node;
}

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

/** The offset of the line break that ends the line of the last character before `end` (or the text's end). */
function lineEnd(text: string, end: number): number {
  let last = end - 1;
  while (last > 0 && /\s/.test(text[last]!)) last--;
  const at = text.indexOf('\n', last);
  return at === -1 ? text.length : at;
}

function columnOf(text: string, offset: number): number {
  return offset - lineStart(text, offset);
}

function firstContentColumn(text: string, blockStart: number): number | undefined {
  const next = text.indexOf('\n', blockStart) + 1;
  const line = /^( *)\S/m.exec(text.slice(next));
  return next > 0 && line ? line[1]!.length : undefined;
}

function indented(block: string, indent: number): string {
  const pad = ' '.repeat(indent);
  return block
    .replace(/\n$/, '')
    .split('\n')
    .map((l) => (l ? pad + l : l))
    .join('\n');
}

function withFinalNewline(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

function ordered(data: Data, fieldsOrder: readonly string[]): Data {
  const rank = (key: string) => (fieldsOrder.includes(key) ? fieldsOrder.indexOf(key) : fieldsOrder.length);
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)));
}

/** Where a new key goes: after the nearest key before it in the form's order, else at the end. */
function insertionIndex(keys: string[], key: string, fieldsOrder: readonly string[]): number {
  const rank = fieldsOrder.indexOf(key);
  for (let r = rank - 1; r >= 0; r--) {
    const at = keys.indexOf(fieldsOrder[r]!);
    if (at >= 0) return at + 1;
  }
  return keys.length;
}

function isRecord(value: unknown): value is Data {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
}

/** The data as YAML holds it: undefined fields dropped, dates as the text the file holds. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Date) return value.toISOString();
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === undefined ? [] : [[k, plain(v)]])));
  return value;
}

function sameData(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  if (isRecord(a) || isRecord(b)) {
    if (!isRecord(a) || !isRecord(b)) return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameData(a[k], b[k]));
  }
  return a === b || (a instanceof Date && b === a.toISOString());
}
