/**
 * Rule `placeholder`: a `placeholders` marker names fields of its own record that hold a value, so
 * `npm run preflight` lists real fields (a typo would hide a placeholder until launch).
 */
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, problemAt } from './support.ts';

const RULE = 'placeholder';
export const MARKER = 'placeholders';

export interface MarkedPlaceholder {
  /** Path of the field that holds the placeholder value. */
  segments: (string | number)[];
  value: unknown;
}

/** The fields of a file marked as placeholders, and the marker entries that name no field. */
export function markedPlaceholders(source: SourceFile): { marked: MarkedPlaceholder[]; unknown: { segments: (string | number)[]; name: string; siblings: string[] }[] } {
  const marked: MarkedPlaceholder[] = [];
  const unknown: { segments: (string | number)[]; name: string; siblings: string[] }[] = [];
  for (const v of walkData(source.data)) {
    if (v.key !== MARKER || !Array.isArray(v.value) || !isRecord(v.parent)) continue;
    const record = v.parent;
    const siblings = Object.keys(record).filter((k) => k !== MARKER);
    for (const [i, name] of v.value.entries()) {
      if (typeof name !== 'string') continue;
      const value = record[name];
      if (value === undefined || value === null || value === '') unknown.push({ segments: [...v.segments, i], name, siblings });
      else marked.push({ segments: [...v.segments.slice(0, -1), name], value });
    }
  }
  return { marked, unknown };
}

export const placeholders: Check = (content: LoadedContent) =>
  eachFile(content, RULE, (source) =>
    markedPlaceholders(source).unknown.map((u) =>
      problemAt(source, u.segments, {
        rule: RULE,
        message: `\`${MARKER}\` names \`${u.name}\`, which is not a field with a value in this record.${didYouMean(u.name, u.siblings)} Name the field that holds the placeholder (one of ${u.siblings.map((s) => `\`${s}\``).join(', ')}), or remove the entry.`,
      }),
    ),
  );
