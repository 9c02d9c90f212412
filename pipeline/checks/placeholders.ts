/**
 * Rule `placeholder`: each entry of a `placeholders` marker names a field (or a path inside its
 * record) that holds a value, and its `text`, when given, is in that value; so `npm run preflight`
 * lists real values (a typo, or a value replaced without removing its entry, would otherwise hide a
 * placeholder until launch or list one that is gone).
 */
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, problemAt } from './support.ts';
import { escapeRegExp } from '../../lib/format/regExp.ts';

const RULE = 'placeholder';
export const MARKER = 'placeholders';
/** In an article's front matter, the field name that stands for the Markdown body. */
export const BODY_FIELD = 'body';

export interface MarkedPlaceholder {
  /** Path of the field that holds the placeholder value (`['body']` for an article's text). */
  segments: (string | number)[];
  value: unknown;
  /** The part of the value that is the placeholder; undefined when the whole value is. */
  text?: string;
  kind: string;
  supply: string;
}

export interface MarkerFault {
  /** Path of the faulty entry's field (`…placeholders[2].field` or `.text`). */
  segments: (string | number)[];
  message: string;
}

/** `people[0].name` → `['people', 0, 'name']`; undefined when it is not a path. */
export function parseFieldPath(field: string): (string | number)[] | undefined {
  if (!/^[A-Za-z][\w-]*(\[\d+\])*(\.[A-Za-z][\w-]*(\[\d+\])*)*$/.test(field)) return undefined;
  const out: (string | number)[] = [];
  for (const part of field.split('.')) {
    const [name, ...indexes] = part.split('[');
    out.push(name!, ...indexes.map((i) => Number(i.slice(0, -1))));
  }
  return out;
}

/** The words of `text` in `value`, whatever the line breaks and spaces between them. */
export function containsText(value: string, text: string): boolean {
  return textPattern(text).test(value);
}

/** A pattern for `text` that matches across any run of white space (a folded YAML line, a wrapped paragraph). */
export function textPattern(text: string): RegExp {
  const words = text.trim().split(/\s+/).map(escapeRegExp);
  return new RegExp(words.join('\\s+'));
}

/** Walks `segments` down from `record`; undefined when a step is missing. */
function valueAt(record: unknown, segments: readonly (string | number)[]): unknown {
  let node = record;
  for (const s of segments) {
    if (Array.isArray(node) && typeof s === 'number') node = node[s];
    else if (isRecord(node) && typeof s === 'string') node = node[s];
    else return undefined;
  }
  return node;
}

const isEmpty = (v: unknown) => v === undefined || v === null || v === '';

/** The placeholders a file marks, and the entries that point at nothing. */
export function markedPlaceholders(source: SourceFile): { marked: MarkedPlaceholder[]; faults: MarkerFault[] } {
  const marked: MarkedPlaceholder[] = [];
  const faults: MarkerFault[] = [];
  for (const v of walkData(source.data)) {
    if (v.key !== MARKER || !Array.isArray(v.value) || !isRecord(v.parent)) continue;
    const record = v.parent;
    const recordPath = v.segments.slice(0, -1);
    const atRoot = recordPath.length === 0;
    for (const [i, entry] of v.value.entries()) {
      // The schema reports entries of the wrong shape; only well-formed ones are followed here.
      if (!isRecord(entry) || typeof entry.field !== 'string' || typeof entry.kind !== 'string' || typeof entry.supply !== 'string') continue;
      const text = typeof entry.text === 'string' ? entry.text : undefined;
      const at = [...v.segments, i];
      const relative = parseFieldPath(entry.field);
      if (!relative) continue;
      const isBody = source.kind === 'markdown' && atRoot && entry.field === BODY_FIELD;
      const value = isBody ? source.body : valueAt(record, relative);
      if (isEmpty(value) || (relative[0] === MARKER && !isBody)) {
        const siblings = Object.keys(record).filter((k) => k !== MARKER);
        const head = String(relative[0]);
        const hint = relative.length === 1 ? didYouMean(head, siblings) : '';
        faults.push({
          segments: [...at, 'field'],
          message: `\`${entry.field}\` is not a field with a value in this record.${hint} Name the field that holds the placeholder (from ${siblings.map((s) => `\`${s}\``).join(', ')}${source.kind === 'markdown' && atRoot ? `, or \`${BODY_FIELD}\` for the article text` : ''}), or remove the entry.`,
        });
        continue;
      }
      if (isBody && text === undefined) {
        faults.push({ segments: [...at, 'field'], message: `Give \`text\` with \`field: ${BODY_FIELD}\`: the words of the article that are the placeholder.` });
        continue;
      }
      if (text !== undefined && (typeof value !== 'string' || !containsText(value, text))) {
        faults.push({
          segments: [...at, 'text'],
          message: `\`${text}\` is not in \`${entry.field}\` any more. If the real value has replaced it, remove this entry; otherwise copy the words exactly as they are written there.`,
        });
        continue;
      }
      marked.push({ segments: isBody ? [BODY_FIELD] : [...recordPath, ...relative], value, ...(text === undefined ? {} : { text }), kind: entry.kind, supply: entry.supply });
    }
  }
  return { marked, faults };
}

export const placeholders: Check = (content: LoadedContent) =>
  eachFile(content, RULE, (source) => markedPlaceholders(source).faults.map((f) => problemAt(source, f.segments, { rule: RULE, message: f.message })));
