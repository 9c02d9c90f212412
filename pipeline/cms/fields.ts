import { BRAND_PLACEHOLDERS } from '../../lib/format/brandText.ts';
import type { CmsWidget } from '../../lib/cmsWidgets.ts';
import { labelOf } from './labels.ts';
import { flatten, typeOf, type Located, type Schema, type SchemaReader } from './schemaNodes.ts';

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
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: CmsWidget };

export interface FieldContext {
  /** Lucide's icon names, for `iconName` selects. */
  iconNames: string[];
}

const PROSE_KEY = /(description|answer|text|lead|summary|intro|note|explanation|disclaimer|excerpt|quote|paragraph|meaning|body|statement|bio|message|detail)s?$/i;

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
