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

/** A schema file (relative to the root) and its text, or why it could not be read. */
type SchemaFile = { file: string; text: string; unreadable?: undefined } | { file: string; text?: undefined; unreadable: string };

/** Schemas compiled once: one ajv instance and what went wrong loading or compiling its schemas, by file (relative to the root). */
interface CompiledSchemas {
  ajv: Ajv;
  ids: Map<string, string>;
  loadFailures: Map<string, string>;
  compileFailures: Map<string, string>;
}

// Compiling is most of a validate's CPU time, and the schemas rarely change between two validates
// in one process (the content manager's saves, the tests' copies of the site): the same schema files
// reuse their compiled validators. A few sets are kept, the most recently used.
const compiledSets = new Map<string, CompiledSchemas>();
const KEPT_SETS = 8;

/** Loads every schema under `schemas/` into one ajv instance so that relative `$ref`s resolve. */
export function loadSchemas(root: string): SchemaSet {
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const files = filesUnder(path.join(root, 'schemas'))
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((file): SchemaFile => {
      try {
        return { file: rel(file), text: readFileSync(file, 'utf8') };
      } catch (error) {
        return { file: rel(file), unreadable: error instanceof Error ? error.message : String(error) };
      }
    });
  const compiled = compiledSchemas(files);
  const schemaProblem = (file: string, message: string): Problem => ({ file, line: 1, column: 1, field: '', severity: 'error', rule: 'schema', message });
  const loadMessage = (error: string) => `This schema cannot be loaded: ${error}. Content files it governs are not checked until it is fixed.`;
  const problems = [...compiled.loadFailures].map(([file, error]) => schemaProblem(file, loadMessage(error)));
  const results = new Map<string, ValidateFunction | Problem>();
  return {
    problems,
    validatorFor(schemaPath) {
      const file = rel(schemaPath);
      const known = results.get(file);
      if (known) return known;
      let result: ValidateFunction | Problem;
      if (compiled.loadFailures.has(file)) result = problems.find((p) => p.file === file)!;
      else {
        const validate = compiledValidator(compiled, file);
        if (typeof validate === 'function') result = validate;
        else {
          result = schemaProblem(file, `This schema cannot be compiled: ${validate}. Content files it governs are not checked until it is fixed.`);
          problems.push(result);
        }
      }
      results.set(file, result);
      return result;
    },
  };
}

/** The validator of a loaded schema file, or why it cannot be compiled (kept, like the validator). */
function compiledValidator(set: CompiledSchemas, file: string): ValidateFunction | string {
  const failure = set.compileFailures.get(file);
  if (failure !== undefined) return failure;
  try {
    const id = set.ids.get(file);
    const validate = id ? set.ajv.getSchema(id) : undefined;
    if (!validate) throw new Error('it was not loaded');
    return validate;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    set.compileFailures.set(file, message);
    return message;
  }
}

/** The compiled set for these schema files: the kept one when the files (names and text) are the same. */
function compiledSchemas(files: SchemaFile[]): CompiledSchemas {
  const key = JSON.stringify(files);
  const kept = compiledSets.get(key);
  if (kept) {
    compiledSets.delete(key);
    compiledSets.set(key, kept);
    return kept;
  }
  const set: CompiledSchemas = { ajv: createAjv(), ids: new Map(), loadFailures: new Map(), compileFailures: new Map() };
  for (const { file, text, unreadable } of files) {
    try {
      if (text === undefined) throw new Error(unreadable);
      const schema = JSON.parse(text) as { $id?: string };
      if (!schema.$id) throw new Error('it has no `$id`');
      set.ajv.addSchema(schema);
      set.ids.set(file, schema.$id);
    } catch (error) {
      set.loadFailures.set(file, error instanceof Error ? error.message : String(error));
    }
  }
  compiledSets.set(key, set);
  if (compiledSets.size > KEPT_SETS) compiledSets.delete(compiledSets.keys().next().value!);
  return set;
}

export type { ErrorObject };
