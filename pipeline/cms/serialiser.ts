import path from 'node:path';
// The content manager's own serialisers (decap-cms-core, the version the admin page runs), so that
// the files are normalised and tested with the very code that writes them on every save.
// @ts-expect-error decap-cms-core ships no types for its format modules
import decapYaml from 'decap-cms-core/dist/esm/formats/yaml.js';
// @ts-expect-error decap-cms-core ships no types for its format modules
import { FrontmatterFormatter } from 'decap-cms-core/dist/esm/formats/frontmatter.js';

interface Formatter {
  fromFile(content: string): Record<string, unknown>;
  toFile(data: Record<string, unknown>, sortedKeys?: string[], comments?: Record<string, string>): string;
}

const yamlFormat = decapYaml as Formatter;
const frontMatterFormat = new (FrontmatterFormatter as new (format: string) => Formatter)('yaml');

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
  const content = format.toFile(format.fromFile(text), fieldsOrder, {});
  return content.endsWith('\n') ? content : `${content}\n`;
}

/** What the content manager reads from a file. */
export function readAsCms(file: string, text: string): Record<string, unknown> {
  return formatOf(file).fromFile(text);
}
