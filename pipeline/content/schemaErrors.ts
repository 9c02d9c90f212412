import type { ErrorObject } from 'ajv';
import { closestName } from '../core/closestName.ts';
import { fieldPath, type Problem } from '../core/problems.ts';
import { renamedTo } from './renamedFields.ts';
import type { SourceFile } from './sourceFile.ts';

/**
 * `/tiers/2/price` → `['tiers', 2, 'price']` (JSON Pointer, `~1` and `~0` decoded). With the data,
 * a segment is a number only where it indexes a list (a map key `2025` stays text).
 */
export function pointerSegments(instancePath: string, data?: unknown): (string | number)[] {
  if (!instancePath) return [];
  const raw = instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (data === undefined) return raw.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const out: (string | number)[] = [];
  let node: unknown = data;
  for (const s of raw) {
    const index = Array.isArray(node) && /^\d+$/.test(s);
    out.push(index ? Number(s) : s);
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[s] : undefined;
  }
  return out;
}

/**
 * For an unknown field: the field that replaced it where it stands (a renamed field), or else the
 * closest allowed name, a missing one preferred. Both the message and the check that a missing field
 * is already explained by the unknown one use this.
 */
function replacementFor(error: ErrorObject, missing: ReadonlySet<string> | undefined): { renamed: string | undefined; guess: string | undefined } {
  const extra = (error.params as { additionalProperty: string }).additionalProperty;
  const known = knownProperties(error);
  const renamed = renamedTo(extra, known, missing);
  return { renamed, guess: renamed ?? closestName(extra, known, { preferred: missing }) };
}

/** Turns ajv's errors into located problems a content editor can act on. */
export function schemaProblems(source: SourceFile, errors: readonly ErrorObject[]): Problem[] {
  const meaningful = errors.filter((e) => !['if', 'anyOf', 'oneOf', '$ref'].includes(e.keyword) || errors.length === 1);
  // A misspelt field gives two ajv errors (unknown `heding`, missing `heading`): say it once, at the misspelling.
  const missingAt = new Map<string, Set<string>>();
  for (const e of meaningful) {
    if (e.keyword === 'required') {
      const set = missingAt.get(e.instancePath) ?? new Set<string>();
      set.add((e.params as { missingProperty: string }).missingProperty);
      missingAt.set(e.instancePath, set);
    }
  }
  const explainedMissing = new Set<string>();
  for (const e of meaningful) {
    if (e.keyword !== 'additionalProperties') continue;
    const { guess } = replacementFor(e, missingAt.get(e.instancePath));
    if (guess && missingAt.get(e.instancePath)?.has(guess)) explainedMissing.add(`${e.instancePath}|${guess}`);
  }
  // One message per field and kind of mistake.
  const seen = new Set<string>();
  const out: Problem[] = [];
  for (const error of meaningful) {
    const segments = pointerSegments(error.instancePath, source.data);
    let target = segments;
    let pos = source.locate(segments);
    let message: string;
    const found = describe(error.data);
    switch (error.keyword) {
      case 'required': {
        const missing = (error.params as { missingProperty: string }).missingProperty;
        if (explainedMissing.has(`${error.instancePath}|${missing}`)) continue;
        target = [...segments, missing];
        const holder = segments.length === 0 ? (source.kind === 'markdown' ? 'the front matter' : 'this file') : typeof segments[segments.length - 1] === 'number' ? 'this item' : `\`${fieldPath(segments)}\``;
        message = `The required field \`${missing}\`${propDescription(error, missing)} is missing. Add \`${missing}: …\` to ${holder}.`;
        break;
      }
      case 'additionalProperties': {
        const extra = (error.params as { additionalProperty: string }).additionalProperty;
        target = [...segments, extra];
        pos = source.locateKey(target);
        const known = knownProperties(error);
        const missing = missingAt.get(error.instancePath);
        const { renamed, guess } = replacementFor(error, missing);
        const required = guess && missing?.has(guess) ? ' It is required here.' : '';
        const hint = renamed ? ` It is now called \`${renamed}\`: rename it.${required}` : guess ? ` Did you mean \`${guess}\`?${required}` : '';
        message = `\`${extra}\` is not a field here.${hint} Allowed fields: ${known.map((k) => `\`${k}\``).join(', ')}.`;
        break;
      }
      case 'type': {
        const expected = (error.params as { type: string }).type;
        message = `Expected ${article(expected)}${ownDescription(error)}, found ${found}.${typeHint(expected, error.data, segments[segments.length - 1])}`;
        break;
      }
      case 'enum': {
        const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
        const guess = typeof error.data === 'string' ? closestName(error.data, allowed) : undefined;
        message = `Expected one of ${allowed.map((v) => `\`${v}\``).join(', ')}, found ${found}.${guess ? ` Did you mean \`${guess}\`?` : ''}`;
        break;
      }
      case 'const':
        message = `Expected \`${String((error.params as { allowedValue: unknown }).allowedValue)}\`, found ${found}.`;
        break;
      case 'minItems':
      case 'maxItems': {
        const limit = (error.params as { limit: number }).limit;
        const count = Array.isArray(error.data) ? error.data.length : 0;
        const sch = error.parentSchema as { minItems?: number; maxItems?: number } | undefined;
        const exact = sch?.minItems !== undefined && sch.minItems === sch.maxItems;
        const limits = exact ? `exactly ${limit}` : `${error.keyword === 'minItems' ? 'at least' : 'at most'} ${limit}`;
        const what = (error.parentSchema as { description?: string } | undefined)?.description;
        message = `This list must have ${limits} item${limit === 1 ? '' : 's'}, found ${count}.${what ? ` The list: ${what}` : ''}`;
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

/** The property names the schema at this spot allows. */
function knownProperties(error: ErrorObject): string[] {
  return Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60,
};

/** What to write instead, when a number was written as text (`twelve`, `"12"`, `15 min`). */
function typeHint(expected: string, data: unknown, key: string | number | undefined): string {
  if ((expected !== 'integer' && expected !== 'number') || typeof data !== 'string') return '';
  const name = typeof key === 'string' ? `${key}: ` : '';
  const text = data.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return ` Remove the quotes: \`${name}${text}\`.`;
  // `15,330` or `$15,330`: thousands separators and currency signs are for the page, not the data.
  const grouped = /^\$?\s*(-?\d{1,3}(?:[,\s]\d{3})+(?:\.\d+)?)$/.exec(text) ?? /^\$\s*(-?\d+(?:\.\d+)?)$/.exec(text);
  if (grouped) return ` Write the number without \`$\` or thousands separators: \`${name}${grouped[1]!.replace(/[,\s]/g, '')}\` (the site formats it).`;
  const word = NUMBER_WORDS[text.toLowerCase()];
  if (word !== undefined) return ` Write the number in digits: \`${name}${word}\`.`;
  const leading = /^(-?\d+(?:\.\d+)?)\s*\D/.exec(text);
  if (leading) return ` Write the number only, without units: \`${name}${leading[1]}\`.`;
  return ` Write the number in digits, for example \`${name}${expected === 'integer' ? '12' : '12.5'}\`.`;
}

/** ` (what the field is)` from the failing schema's own description. */
function ownDescription(error: ErrorObject): string {
  const d = (error.parentSchema as { description?: string } | undefined)?.description;
  return d && d.length <= 80 ? ` (${lowerFirst(d.replace(/\.$/, ''))})` : '';
}

function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `\`${value.length > 60 ? value.slice(0, 57) + '...' : value}\``;
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'number' || typeof value === 'boolean') return `\`${String(value)}\``;
  return 'a value';
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
  return d && d.length <= 80 ? ` (${lowerFirst(d.replace(/\.$/, ''))})` : '';
}
