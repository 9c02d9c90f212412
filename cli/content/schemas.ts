import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { walk } from './discover.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

export interface SchemaSet {
  validatorFor(schemaPath: string): ValidateFunction;
}

/** Loads every schema under `schemas/` into one ajv instance so that relative `$ref`s resolve. */
export function loadSchemas(root: string): SchemaSet {
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true });
  addFormats(ajv);
  const byPath = new Map<string, string>();
  for (const file of walk(path.join(root, 'schemas')).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
    if (!schema.$id) throw new Error(`${path.relative(root, file)} has no $id`);
    ajv.addSchema(schema);
    byPath.set(file, schema.$id);
  }
  return {
    validatorFor(schemaPath) {
      const id = byPath.get(schemaPath);
      const validate = id ? ajv.getSchema(id) : undefined;
      if (!validate) throw new Error(`No schema loaded for ${schemaPath}`);
      return validate;
    },
  };
}

export type { ErrorObject };
