/**
 * Rule `gpu-model`: copy that names a GPU model names one the site offers. The models are the row
 * names of the GPU price table (`content/pricing/gpu-infrastructure.yaml`); rename a row there and
 * every text that still uses the old name is reported where it is written, with the pages it is on.
 *
 * What looks like a model name is learnt from the table, not listed: a word with the same pattern
 * of capitals and digits as a model of the table (`B200`, `H100`: a capital and three digits;
 * `L40S`: a capital, two digits and a capital), or any word with a digit written after `NVIDIA`
 * (`NVIDIA A100`). Such a word that is no word of a model's name is reported: an error in the site's
 * copy, a warning in an article (which may discuss a model the site does not offer). Fields named
 * `model` pick a row by name and are checked by `name-reference`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, listNames, problemAt, siteContext } from './support.ts';

const RULE = 'gpu-model';
const GPU_TABLE = 'pricing/gpu-infrastructure';
/** Content shown on every page (the header, the footer). */
const LAYOUT = new Set(['site', 'navigation']);

/** The row names of the GPU price table. */
export function gpuModelNames(table: unknown): string[] {
  const rows = isRecord(table) && Array.isArray(table.rows) ? table.rows : [];
  return rows.flatMap((row) => (isRecord(row) && typeof row.name === 'string' && row.name.trim() ? [row.name.trim()] : []));
}

/** `H100` → `[A-Z]{1}\d{3}`: the runs of capitals, small letters and digits of a word with a digit. */
function shapeOf(word: string): string | undefined {
  if (!/\d/.test(word) || !/^[A-Za-z0-9]+$/.test(word)) return undefined;
  return word.replace(/[A-Z]+|[a-z]+|\d+/g, (run) => `${/\d/.test(run) ? '\\d' : /[A-Z]/.test(run) ? '[A-Z]' : '[a-z]'}{${run.length}}`);
}

export interface ModelNameFinder {
  /** Every word of a text that looks like a GPU model name and names none of the table, with its index. */
  unknownIn(text: string): { word: string; index: number }[];
}

/** A finder for the model-like words of the table `models` (its row names). */
export function modelNameFinder(models: readonly string[]): ModelNameFinder {
  const known = new Set(models.flatMap((m) => m.split(/\s+/)));
  const shapes = [...new Set([...known].flatMap((w) => shapeOf(w) ?? []))];
  const looksLike = shapes.length ? new RegExp(`^(?:${shapes.join('|')})$`) : undefined;
  return {
    unknownIn(text) {
      const out: { word: string; index: number }[] = [];
      for (const m of text.matchAll(/(?<![A-Za-z0-9])[A-Za-z0-9]+(?![A-Za-z0-9])/g)) {
        const word = m[0];
        if (known.has(word) || !/\d/.test(word)) continue;
        const afterNvidia = /\bNVIDIA\s+$/.test(text.slice(Math.max(0, m.index - 12), m.index));
        if (afterNvidia || looksLike?.test(word)) out.push({ word, index: m.index });
      }
      return out;
    },
  };
}

export const gpuModelNamesInCopy: Check = (content: LoadedContent) => {
  const table = content.valid.get(GPU_TABLE);
  if (!table) return [];
  const models = gpuModelNames(table.data);
  if (!models.length) return [];
  const finder = modelNameFinder(models);
  const context = siteContext(content);
  const message = (word: string, id: string) => {
    const pages = LAYOUT.has(id) ? 'every page (the header and footer)' : context.routesUsing(id).join(', ');
    return `\`${word}\` reads as a GPU model, but the GPU price table (\`${table.file}\`) has none of that name: its models are ${listNames(models)}.${didYouMean(word, models)}${pages ? ` This text is on ${pages}.` : ''} If the model was renamed, write its new name here; if the site offers it, add its row to the table.`;
  };
  return eachFile(content, RULE, (source: SourceFile, id: string) => {
    const severity = source.kind === 'markdown' ? 'warning' : 'error';
    const out: Problem[] = [];
    for (const v of walkData(source.data)) {
      if (typeof v.value !== 'string' || v.key === 'model' || (id === GPU_TABLE && v.segments[0] === 'rows' && v.key === 'name')) continue;
      for (const { word } of finder.unknownIn(v.value)) {
        const at = source.locateText(v.segments, new RegExp(`(?<![A-Za-z0-9])${word}(?![A-Za-z0-9])`));
        out.push(problemAt(source, v.segments, { rule: RULE, severity, message: message(word, id), ...at }));
      }
    }
    if (source.body !== undefined) {
      // The body as written (the loaded one has its placeholders filled, which moves the columns).
      const lines = readFileSync(path.join(content.root, source.file), 'utf8').split(/\r?\n/);
      const first = source.bodyLine ?? 1;
      lines.slice(first - 1).forEach((line, i) => {
        for (const { word, index } of finder.unknownIn(line)) out.push(problemAt(source, ['body'], { rule: RULE, severity, message: message(word, id), line: first + i, column: index + 1 }));
      });
    }
    return out;
  });
};
