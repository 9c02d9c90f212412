import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { fieldPath, type Problem } from '../problems.ts';
import type { SourceFile } from './sourceFile.ts';

/** `/tiers/2/price` → `['tiers', 2, 'price']` (JSON Pointer, `~1` and `~0` decoded). */
export function pointerSegments(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Turns ajv's errors into located problems a content editor can act on. */
export function schemaProblems(source: SourceFile, errors: readonly ErrorObject[]): Problem[] {
  const meaningful = errors.filter((e) => !['if', 'anyOf', 'oneOf', '$ref'].includes(e.keyword) || errors.length === 1);
  // Keep the deepest error per field so that one mistake gives one message.
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const error of meaningful) {
    const segments = pointerSegments(error.instancePath);
    let target = segments;
    let pos = source.locate(segments);
    let message: string;
    const found = describe(error.data);
    switch (error.keyword) {
      case 'required': {
        const missing = (error.params as { missingProperty: string }).missingProperty;
        target = [...segments, missing];
        message = `The required field \`${missing}\` is missing. Add it here${propDescription(error, missing)}.`;
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        target = [...segments, extra];
        pos = source.locateKey(target);
        const known = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
        const guess = known.length ? closest(extra, known) : undefined;
        const hint = guess && distance(extra, guess) <= Math.max(2, Math.floor(guess.length / 3)) ? ` Did you mean \`${guess}\`?` : '';
        message = `\`${extra}\` is not a field here.${hint} Allowed fields: ${known.map((k) => `\`${k}\``).join(', ')}.`;
        break;
      }
      case 'type':
        message = `Expected ${article((error.params as { type: string }).type)}, found ${found}.`;
        break;
      case 'enum':
        message = `Expected one of ${(error.params as { allowedValues: unknown[] }).allowedValues.map((v) => `\`${String(v)}\``).join(', ')}, found ${found}.`;
        break;
      case 'const':
        message = `Expected \`${String((error.params as { allowedValue: unknown }).allowedValue)}\`, found ${found}.`;
        break;
      case 'minItems':
      case 'maxItems': {
        const limit = (error.params as { limit: number }).limit;
        const count = Array.isArray(error.data) ? error.data.length : 0;
        const sch = error.parentSchema as { minItems?: number; maxItems?: number } | undefined;
        const exact = sch?.minItems !== undefined && sch.minItems === sch.maxItems;
        message = exact
          ? `This list must have exactly ${limit} items (the site publishes that count), found ${count}.`
          : `This list must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${limit} items, found ${count}.`;
        break;
      }
      case 'minLength':
        message = (error.params as { limit: number }).limit === 1 ? 'This text must not be empty.' : `Expected at least ${(error.params as { limit: number }).limit} characters, found ${String(error.data).length}.`;
        break;
      case 'maxLength':
        message = `Expected at most ${(error.params as { limit: number }).limit} characters, found ${String(error.data).length}.`;
        break;
      case 'pattern':
        message = `${found} does not have the expected form${schemaDescription(error)}.`;
        break;
      case 'format':
        message = `Expected ${article((error.params as { format: string }).format)} (${(error.params as { format: string }).format} format), found ${found}.`;
        break;
      default:
        message = `${error.message ?? 'is not valid'}; found ${found}.`;
    }
    const field = fieldPath(target);
    const key = `${field}|${error.keyword}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ file: source.file, ...pos, field, message, severity: 'error', rule: 'schema' });
  }
  return out;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `\`${value.length > 60 ? value.slice(0, 57) + '...' : value}\``;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a group of fields';
  return `\`${String(value)}\``;
}

function article(type: string): string {
  const names: Record<string, string> = {
    string: 'text', number: 'a number', integer: 'a whole number', boolean: '`true` or `false`', array: 'a list', object: 'a group of fields',
    uri: 'an address', email: 'an e-mail address', date: 'a date like 2025-01-15', 'date-time': 'a date and time like 2025-01-15T09:00:00Z', uuid: 'an id like 00000000-0000-4000-8000-000000000000',
  };
  return names[type] ?? type;
}

function schemaDescription(error: ErrorObject): string {
  const d = (error.parentSchema as { description?: string } | undefined)?.description;
  return d ? ` (${d.replace(/\.$/, '')})` : ` \`${(error.params as { pattern: string }).pattern}\``;
}

function propDescription(error: ErrorObject, prop: string): string {
  const d = (error.parentSchema as { properties?: Record<string, { description?: string }> } | undefined)?.properties?.[prop]?.description;
  return d ? `: ${d.replace(/\.$/, '')}` : '';
}
