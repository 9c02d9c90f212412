import path from 'node:path';
import matter from 'gray-matter';
import { Document, type Pair, parseDocument, type Scalar, type YAMLMap } from 'yaml';

// Decap has no public API for its built-in file formats (only `registerCustomFormat` for new ones),
// so this follows decap-cms-core's `formats/yaml` and `formats/frontmatter` step for step.

interface Formatter {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[]): string;
}

/** Decap's one custom tag: an ISO timestamp in UTC reads as a date. */
const timestampTag = {
  identify: (value: unknown) => value instanceof Date,
  default: true,
  tag: '!timestamp',
  test: /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2}(\.\d+)?)Z$/,
  resolve: (text: string) => new Date(text),
  stringify: (item: Scalar) => (item.value as Date).toISOString(),
};

const yamlFormat: Formatter = {
  fromFile(content) {
    const text = content.trim().endsWith('---') ? content.trim().slice(0, -3) : content;
    const doc = parseDocument(text, { customTags: [timestampTag], prettyErrors: true });
    if (doc.errors.length > 0) throw new Error(`YAML parsing error:\n${doc.errors.map((e) => e.message).join('\n')}`);
    return doc.toJSON() as Record<string, unknown>;
  },
  toFile(data, sortedKeys = []) {
    const doc = new Document();
    const contents = doc.createNode(data) as YAMLMap;
    // Keys the form names go in its order; a comparison with any other key is a tie, as in Decap.
    const rank = (item: Pair) => sortedKeys.indexOf(String(item.key));
    contents.items.sort((a, b) => (rank(a) === -1 || rank(b) === -1 ? 0 : rank(a) - rank(b)));
    doc.contents = contents;
    return doc.toString();
  },
};

function frontMatterEngines(sortedKeys: string[] = []) {
  return {
    yaml: {
      parse: (input: string) => yamlFormat.fromFile(input),
      stringify: (data: object) => yamlFormat.toFile(data as Record<string, unknown>, sortedKeys),
    },
  };
}

const frontMatterFormat: Formatter = {
  fromFile(content) {
    const result = matter(content, { engines: frontMatterEngines(), language: 'yaml', delimiters: '---' });
    return { ...result.data, ...(result.content.trim() && { body: result.content }) };
  },
  toFile(data, sortedKeys) {
    const { body = '', ...meta } = data as { body?: string };
    const file = matter.stringify(body, meta, { engines: frontMatterEngines(sortedKeys), language: 'yaml', delimiters: '---' });
    // gray-matter always ends with a line break; Decap drops it when the body had none.
    return body.slice(-1) !== '\n' && file.slice(-1) === '\n' ? file.slice(0, -1) : file;
  },
};

/** The format the content manager reads and writes a content file with (by its extension, as it does). */
export function formatOf(file: string): Formatter {
  return path.extname(file) === '.md' ? frontMatterFormat : yamlFormat;
}

/**
 * A file's text as the content manager saves it: parsed, then written with the top-level keys in
 * the form's field order (Decap's `entryToRaw`), ending with a line break.
 */
export function saveAsCms(file: string, text: string, fieldsOrder: string[]): string {
  const format = formatOf(file);
  const content = format.toFile(format.fromFile(text), fieldsOrder);
  return content.endsWith('\n') ? content : `${content}\n`;
}

/** What the content manager reads from a file. */
export function readAsCms(file: string, text: string): Record<string, unknown> {
  return formatOf(file).fromFile(text);
}
