import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The schemas as the form generator reads them: JSON Schema nodes, each with the file it came from,
 * `$ref`s followed and `allOf`/`oneOf`/`anyOf` merged into one node (./fields.ts turns a node into
 * a form field).
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

/** A schema node together with the file it was read from (to resolve its relative `$ref`s). */
export interface Located {
  schema: Schema;
  file: string;
  /** The definition name when the node was reached through `#/definitions/<name>`. */
  definition?: string | undefined;
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
export function typeOf(schema: Schema): string | undefined {
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
export function flatten(reader: SchemaReader, node: Located): Located {
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
