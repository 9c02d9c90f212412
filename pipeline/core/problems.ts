import type { Problem } from '../../lib/problem.ts';

export type { Problem, Severity } from '../../lib/problem.ts';

export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  const tag = p.severity === 'warning' ? 'warning' : 'error';
  const line = `${where}  ${p.field || '(file)'}  ${p.message}  [${tag} ${p.rule}]`;
  return p.frame
    ? `${line}\n${p.frame
        .split('\n')
        .map((l) => `    ${l}`)
        .join('\n')}`
    : line;
}

/** Rules that mean a file could not be read at all: printed first, since other findings may follow from them. */
export const UNREADABLE_RULES: ReadonlySet<string> = new Set(['yaml', 'encoding']);

/** Files that could not be read first (their fix comes first), then by file and position. */
export function sortProblems(problems: Problem[]): Problem[] {
  const rank = (p: Problem) => (UNREADABLE_RULES.has(p.rule) ? 0 : 1);
  return [...problems].sort((a, b) => rank(a) - rank(b) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.field.localeCompare(b.field));
}

/** `['tiers', 2, 'price']` → `tiers[2].price` */
export function fieldPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else out += out ? `.${s}` : s;
  }
  return out;
}
