import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RENAMED_FIELDS } from '../../../pipeline/content/renamedFields.ts';
import { isRecord, walkData } from '../../../pipeline/content/walkData.ts';
import { filesUnder } from '../../../pipeline/core/files.ts';

/**
 * The content schemas' naming and sharing rules (docs/editing-content.md, "Field names"): one name for
 * one meaning, and a record shape that several pages use is defined once under `schemas/defs/`.
 */

/** A schema file by its path under `schemas/` (`pages/home.schema.json`), parsed. */
export type SchemaSet = Record<string, unknown>;

export interface ConventionProblem {
  /** `pages/home.schema.json#/properties/hero`. */
  at: string;
  message: string;
}

/**
 * Renamed fields (pipeline/content/renamedFields.ts) whose old name has no meaning left: a schema must not
 * bring them back. (`text`, `cta`, `header` and `custom` were renamed where they meant something else,
 * and keep their own meanings.)
 */
const RETIRED: readonly string[] = ['desc', 'cards', 'points', 'link'];
const successors = (name: string) => (RENAMED_FIELDS[name] ?? []).map((n) => `\`${n}\``).join(' or ');

/** How many properties a shared record needs before an inline copy of it counts as a copy. */
const MIN_SHARED_PROPERTIES = 3;

type Node = Record<string, unknown>;

/** Every object schema with `properties`, with its JSON pointer. */
function objectSchemas(root: unknown): { pointer: string; properties: Node }[] {
  const out: { pointer: string; properties: Node }[] = [];
  for (const { segments, value } of walkData(root))
    if (isRecord(value) && isRecord(value['properties']))
      out.push({ pointer: ['#', ...segments.map((s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1'))].join('/'), properties: value['properties'] });
  return out;
}

const shapeOf = (properties: Node) => Object.keys(properties).sort().join(',');

export function conventionProblems(schemas: SchemaSet): ConventionProblem[] {
  const problems: ConventionProblem[] = [];
  // The shared records: the top-level definitions of schemas/defs/.
  const shared = new Map<string, string>();
  for (const [file, root] of Object.entries(schemas)) {
    if (!file.startsWith('defs/') || !isRecord(root) || !isRecord(root['definitions'])) continue;
    for (const [name, def] of Object.entries(root['definitions']))
      if (isRecord(def) && isRecord(def['properties']) && Object.keys(def['properties']).length >= MIN_SHARED_PROPERTIES)
        shared.set(shapeOf(def['properties']), `defs/${path.posix.basename(file)}#/definitions/${name}`);
  }
  for (const [file, root] of Object.entries(schemas)) {
    for (const { pointer, properties } of objectSchemas(root)) {
      const at = `${file}${pointer}`;
      const names = Object.keys(properties);
      for (const name of names) if (RETIRED.includes(name)) problems.push({ at: `${at}/properties/${name}`, message: `\`${name}\` is a retired field name: use ${successors(name)}.` });
      for (const [name, value] of Object.entries(properties))
        if (name !== 'heading' && isRecord(value) && typeof value['$ref'] === 'string' && value['$ref'].endsWith('/definitions/sectionHeading'))
          problems.push({ at: `${at}/properties/${name}`, message: `A section's heading block is named \`heading\`, not \`${name}\`.` });
      if (names.includes('text') && (names.includes('title') || names.includes('heading')))
        problems.push({
          at: `${at}/properties/text`,
          message: 'A record with its own heading names the words under it `description` (a card or a box) or `intro` (a section), not `text`.',
        });
      const copyOf = shared.get(shapeOf(properties));
      if (copyOf && at !== copyOf) problems.push({ at, message: `The same fields as the shared record \`${copyOf}\`: refer to it with \`$ref\` instead of a copy.` });
    }
  }
  return problems;
}

/** Every schema under `dir`, keyed by its path relative to `dir` with forward slashes. */
export function readSchemas(dir: string): SchemaSet {
  const files = filesUnder(dir).filter((f) => f.endsWith('.schema.json'));
  return Object.fromEntries(files.map((f) => [path.relative(dir, f).split(path.sep).join('/'), JSON.parse(readFileSync(f, 'utf8')) as unknown]));
}
