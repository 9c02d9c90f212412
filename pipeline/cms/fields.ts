import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_PLACEHOLDERS } from '../../lib/format/brandText.ts';

/**
 * JSON Schema → the content manager's form fields (Decap CMS widgets). The forms are generated,
 * never written by hand, so a form cannot drift from its schema:
 * - labels and hints: each property's `title` (unless it is a type name) and `description`;
 * - strings: `string`, or `text` for prose; enums → `select`; `format: date` → a date picker;
 *   `pattern`, `minLength` and `maxLength` → the widget's `pattern`;
 * - numbers and integers → `number` with `min`/`max`; booleans → `boolean` (a toggle);
 * - objects → `object` (a group); arrays → `list` with `min`/`max` (add, remove, reorder);
 * - icon names (`iconName`) → a `select` of the icon set's names;
 * - image paths (`src` of an image) → `image` (the media library), without a `pattern` (see below).
 * What a form cannot express (a cross-file rule, `uniqueItems`, `if`/`then`) is left to `validate`,
 * which the local content manager runs after every save.
 */

export type Schema = {
  $ref?: string;
  $id?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  definitions?: Record<string, Schema>;
};

export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

/** A schema node together with the file it was read from (to resolve its relative `$ref`s). */
interface Located {
  schema: Schema;
  file: string;
  /** The definition name when the node was reached through `#/definitions/<name>`. */
  definition?: string | undefined;
}

export interface FieldContext {
  /** Lucide's icon names, for `iconName` selects. */
  iconNames: string[];
}

/** Reads schemas once per file and follows `$ref`s (relative files and `#/definitions/…`). */
export class SchemaReader {
  private readonly cache = new Map<string, Schema>();

  read(file: string): Schema {
    let schema = this.cache.get(file);
    if (!schema) {
      schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
      this.cache.set(file, schema);
    }
    return schema;
  }

  /** The node a `$ref` points at; the referring node's own keywords (its description) win. */
  resolve(node: Located): Located {
    let current = node;
    for (let depth = 0; current.schema.$ref && depth < 20; depth++) {
      const { $ref, ...own } = current.schema;
      const [filePart, pointer = ''] = $ref.split('#');
      const file = filePart ? path.resolve(path.dirname(current.file), filePart) : current.file;
      let target: Schema = this.read(file);
      let definition: string | undefined;
      for (const part of pointer.split('/').filter(Boolean)) {
        target = (target as Record<string, Schema>)[part] as Schema;
        definition = part;
        if (!target) throw new Error(`${path.basename(current.file)}: \`$ref: ${$ref}\` points at nothing`);
      }
      current = { schema: { ...target, ...own }, file, definition: definition ?? current.definition };
    }
    return current;
  }
}

const PROSE_KEY = /(description|answer|text|lead|summary|intro|note|explanation|disclaimer|excerpt|quote|paragraph|meaning|body|statement|bio|message|detail)s?$/i;

/** `fiveYear` → `Five year`, `seo` → `SEO`, `ctas` → `CTAs`. */
export function humanise(key: string): string {
  const special: Record<string, string> = { seo: 'SEO', cta: 'Call to action', ctas: 'Calls to action', faq: 'FAQ', url: 'URL', href: 'Link (route)', id: 'Id (anchor)', og: 'OG' };
  if (special[key]) return special[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .replace(/\b(seo|faq|url|gpu|gpus|ai|cta|ctas|og)\b/g, (w) => (w === 'ctas' ? 'CTAs' : w === 'gpus' ? 'GPUs' : w.toUpperCase()));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A PascalCase title with two or more words names a generated type (`GpuModelPrice`), not a label. */
function isTypeName(title: string): boolean {
  return /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(title);
}

function labelOf(key: string, schema: Schema): string {
  return schema.title && !isTypeName(schema.title) ? schema.title : humanise(key);
}

function typeOf(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.enum) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
  return undefined;
}

/**
 * Merges `allOf` parts and the variants of a `oneOf`/`anyOf` of objects into one object node: the
 * form shows every variant's fields, and requires only what every variant requires. Which
 * combination is valid is then `validate`'s to say.
 */
function flatten(reader: SchemaReader, node: Located): Located {
  const resolved = reader.resolve(node);
  const { schema } = resolved;
  const parts = schema.allOf?.map((s) => flatten(reader, { schema: s, file: resolved.file }));
  const variants = (schema.oneOf ?? schema.anyOf)?.map((s) => flatten(reader, { schema: s, file: resolved.file }));
  if (!parts && !variants) return resolved;
  const { allOf: _allOf, oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  let merged: Schema = { ...rest };
  for (const part of parts ?? []) {
    const p = relocate(part.schema, part.file, resolved.file);
    merged = {
      ...p,
      ...merged,
      properties: { ...(p.properties ?? {}), ...(merged.properties ?? {}) },
      required: [...new Set([...(merged.required ?? []), ...(p.required ?? [])])],
    };
    // An `allOf` part that only adds constraints (`if`/`then`) contributes no properties.
    if (!merged.properties || Object.keys(merged.properties).length === 0) delete merged.properties;
    if (merged.required?.length === 0) delete merged.required;
  }
  if (variants) {
    const objects = variants.filter((v) => typeOf(v.schema) === 'object');
    if (objects.length === variants.length) {
      const properties: Record<string, Schema> = {};
      for (const v of objects) for (const [k, p] of Object.entries(v.schema.properties ?? {})) properties[k] ??= relocate(p, v.file, resolved.file);
      const required = objects.map((v) => v.schema.required ?? []).reduce((a, b) => a.filter((k) => b.includes(k)));
      merged = { ...merged, type: 'object', properties, ...(required.length ? { required } : {}) };
      const names = objects
        .map((v) =>
          (v.schema.required ?? [])
            .filter((k) => !required.includes(k))
            .map((k) => `\`${k}\``)
            .join(' and '),
        )
        .filter(Boolean);
      if (names.length > 1) merged.description = `${merged.description ?? ''} Fill in one of: ${names.join(', or ')}.`.trim();
    } else if (variants.every((v) => typeOf(v.schema) === 'string')) {
      // `anyOf: [{format: date}, {format: date-time}]` is a date.
      const formats = variants.map((v) => v.schema.format);
      merged = { ...merged, type: 'string', ...(formats.includes('date') ? { format: 'date' } : {}) };
    } else {
      merged = { ...merged, type: 'mixed' };
    }
  }
  return { schema: merged, file: resolved.file, definition: resolved.definition };
}

/** A property read from another file keeps its `$ref`s working: rewrite them against `toFile`. */
function relocate(schema: Schema, fromFile: string, toFile: string): Schema {
  if (fromFile === toFile) return schema;
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) => {
      if (key !== '$ref' || typeof value !== 'string') return value;
      const [filePart, pointer] = value.split('#');
      const target = filePart ? path.resolve(path.dirname(fromFile), filePart) : fromFile;
      return `${path.relative(path.dirname(toFile), target).split(path.sep).join('/')}#${pointer ?? ''}`;
    }),
  ) as Schema;
}

function escapeRegExpClass(n: number | undefined): string {
  return n === undefined ? '' : String(n);
}

/**
 * A value that holds a brand placeholder (`/solutions/proof-of-governance#how-{product}-makes-it-work`)
 * is checked by the schema's pattern only once the names are filled in, which the form cannot do: the
 * form lets it through, and `validate`, run after every save, checks the filled-in value.
 */
const BRAND_PLACEHOLDER_SOURCE = `\\{(?:${BRAND_PLACEHOLDERS.join('|')})\\}`;

/** The widget's `pattern` ([regexp, message]) from the schema's `pattern`, `minLength` and `maxLength`. */
function stringPattern(schema: Schema): [string, string] | undefined {
  if (schema.pattern) return [`(?:${schema.pattern})|${BRAND_PLACEHOLDER_SOURCE}`, schema.description ? `Not in the expected form. ${schema.description}` : 'Not in the expected form.'];
  const min = schema.minLength ?? 0;
  const max = schema.maxLength;
  if (min <= 1 && max === undefined) return undefined;
  const range = `{${escapeRegExpClass(min)},${escapeRegExpClass(max)}}`;
  const message = max === undefined ? `Write at least ${min} characters.` : min > 1 ? `Write ${min} to ${max} characters.` : `Write at most ${max} characters.`;
  return [`^[\\s\\S]${range}$`, message];
}

function isImagePath(key: string, schema: Schema, definition: string | undefined): boolean {
  return (key === 'src' && definition === 'image') || /^\^\/images\//.test(schema.pattern ?? '');
}

/**
 * One form field for property `key`. `required` says whether the parent requires it; `optionalParent`
 * relaxes the children of an optional group (an empty optional group must not block saving).
 */
export function fieldFor(reader: SchemaReader, key: string, node: Located, required: boolean, context: FieldContext, parentDefinition?: string): CmsField | undefined {
  const located = flatten(reader, node);
  const { schema } = located;
  const definition = located.definition;
  const base: CmsField = { name: key, label: labelOf(key, schema), widget: 'string' };
  if (schema.description) base['hint'] = schema.description;
  if (!required) base['required'] = false;
  const type = typeOf(schema);

  if (definition === 'iconName' || (key === 'icon' && type === 'string')) {
    return { ...base, widget: 'select', options: context.iconNames };
  }
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  if (schema.enum) {
    return { ...base, widget: 'select', options: schema.enum.map(String) };
  }
  switch (type) {
    case 'string': {
      if (schema.format === 'date') {
        return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
      }
      if (isImagePath(key, schema, parentDefinition ?? definition)) {
        // No `pattern`: Decap tests an image's pattern against the file's base name
        // (`audit-readiness.svg`), never the stored path, so a path pattern blocks every save. The
        // media library writes the path (public folder + file name); validate checks it after the save.
        return { ...base, widget: 'image', choose_url: false };
      }
      const prose = (schema.maxLength ?? 0) > 120 || (schema.maxLength === undefined && PROSE_KEY.test(key));
      const pattern = stringPattern(schema);
      return { ...base, widget: prose ? 'text' : 'string', ...(pattern ? { pattern } : {}) };
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (type === 'integer' ? 1 : 0) : undefined);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (type === 'integer' ? 1 : 0) : undefined);
      return {
        ...base,
        widget: 'number',
        value_type: type === 'integer' ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(type === 'number' ? { step: 0.1 } : {}),
      };
    }
    case 'boolean':
      return { ...base, widget: 'boolean', ...(required ? {} : { default: false }) };
    case 'object': {
      const fields = objectFields(reader, located, context, !required);
      if (fields.length === 0) return undefined;
      return { ...base, widget: 'object', collapsed: false, fields };
    }
    case 'array': {
      if (!schema.items) return undefined;
      const items = flatten(reader, { schema: schema.items, file: located.file });
      const limits = { ...(schema.minItems ? { min: schema.minItems } : {}), ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}) };
      const itemType = typeOf(items.schema);
      if (itemType === 'object') {
        const fields = objectFields(reader, items, context, false);
        const summaryKey = ['name', 'title', 'question', 'label', 'term', 'tier', 'key', 'heading', 'subheading', 'paragraph'].find((k) =>
          fields.some((f) => f.name === k && f.widget !== 'object' && f.widget !== 'list'),
        );
        return { ...base, widget: 'list', collapsed: true, ...(summaryKey ? { summary: `{{fields.${summaryKey}}}` } : {}), ...limits, fields };
      }
      if (itemType === 'mixed') return undefined;
      const item = fieldFor(reader, singular(key), items, true, context, items.definition);
      if (!item) return undefined;
      return { ...base, widget: 'list', ...limits, field: item };
    }
    default:
      return undefined;
  }
}

/** The fields of an object node, in the schema's order. In an optional group, nothing is required. */
export function objectFields(reader: SchemaReader, node: Located, context: FieldContext, optionalGroup: boolean): CmsField[] {
  const located = flatten(reader, node);
  const required = new Set(located.schema.required ?? []);
  const fields: CmsField[] = [];
  const skipped: string[] = [];
  for (const [key, property] of Object.entries(located.schema.properties ?? {})) {
    const field = fieldFor(reader, key, { schema: property, file: located.file }, !optionalGroup && required.has(key), context, located.definition);
    if (field) fields.push(field);
    else skipped.push(key);
  }
  // A shape the form cannot hold (a list mixing text and groups) is kept as it is in the file: the
  // form leaves it untouched, and says where to edit it.
  if (skipped.length && fields.length) {
    const note = `Edited in the file, not here: ${skipped.map((k) => `\`${k}\``).join(', ')} (a list that mixes text and groups).`;
    const first = fields[0]!;
    first['hint'] = first['hint'] ? `${first['hint'] as string} ${note}` : note;
  }
  return fields;
}

function singular(key: string): string {
  return key.endsWith('ies') ? `${key.slice(0, -3)}y` : key.endsWith('s') ? key.slice(0, -1) : key;
}
