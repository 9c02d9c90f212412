import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { Problem } from '../core/problems.ts';
import { filesUnder } from '../core/files.ts';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule);

export interface SchemaSet {
  /** The compiled validator, or a problem located at the schema file when the schema is unusable. */
  validatorFor(schemaPath: string): ValidateFunction | Problem;
  /** Schemas that could not be loaded at all (not JSON, no `$id`). */
  problems: Problem[];
}

/** The validator the content is checked with: every error at once, strict schemas, formats checked. */
export function createAjv(): Ajv {
  // `optimize: false`: compiling is most of validate's CPU time and the content is small, so
  // slimmer generated code is not worth it (about 3x faster to compile, same errors).
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true, code: { optimize: false } });
  addFormats(ajv);
  return ajv;
}

/** Loads every schema under `schemas/` into one ajv instance so that relative `$ref`s resolve. */
export function loadSchemas(root: string): SchemaSet {
  const ajv = createAjv();
  const byPath = new Map<string, string>();
  const problems: Problem[] = [];
  const broken = new Map<string, Problem>();
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const schemaProblem = (file: string, message: string): Problem => ({ file: rel(file), line: 1, column: 1, field: '', severity: 'error', rule: 'schema', message });
  for (const file of filesUnder(path.join(root, 'schemas')).filter((f) => f.endsWith('.schema.json')).sort()) {
    try {
      const schema = JSON.parse(readFileSync(file, 'utf8')) as { $id?: string };
      if (!schema.$id) throw new Error('it has no `$id`');
      ajv.addSchema(schema);
      byPath.set(file, schema.$id);
    } catch (error) {
      const p = schemaProblem(file, `This schema cannot be loaded: ${error instanceof Error ? error.message : String(error)}. Content files it governs are not checked until it is fixed.`);
      problems.push(p);
      broken.set(file, p);
    }
  }
  const compiled = new Map<string, ValidateFunction | Problem>();
  return {
    problems,
    validatorFor(schemaPath) {
      const known = broken.get(schemaPath) ?? compiled.get(schemaPath);
      if (known) return known;
      let result: ValidateFunction | Problem;
      try {
        const id = byPath.get(schemaPath);
        const validate = id ? ajv.getSchema(id) : undefined;
        if (!validate) throw new Error('it was not loaded');
        result = validate;
      } catch (error) {
        result = schemaProblem(schemaPath, `This schema cannot be compiled: ${error instanceof Error ? error.message : String(error)}. Content files it governs are not checked until it is fixed.`);
        problems.push(result);
      }
      compiled.set(schemaPath, result);
      return result;
    },
  };
}

export type { ErrorObject };
