import path from 'node:path';
import { loadContent } from '../content/contentSet.ts';
import { checks } from '../checks/index.ts';
import { formatProblem, sortProblems, type Problem } from '../problems.ts';

export interface ValidateResult {
  filesChecked: number;
  problems: Problem[];
  errors: number;
  warnings: number;
  durationMs: number;
}

/** Validates the content under `root` (optionally only `paths`), running every cross-check. */
export function validateContent(root: string, paths: string[] = []): ValidateResult {
  const started = performance.now();
  const wanted = paths.map((p) => path.resolve(p));
  const content = loadContent(root, wanted.length ? (e) => wanted.some((w) => e.absolutePath === w || e.absolutePath.startsWith(w + path.sep)) : undefined);
  // Cross-checks need the whole site (routes, references), so they run on full loads only.
  const problems = [...content.problems, ...(wanted.length ? [] : checks.flatMap((check) => check(content)))];
  const sorted = sortProblems(problems);
  return {
    filesChecked: content.entries.length,
    problems: sorted,
    errors: sorted.filter((p) => p.severity === 'error').length,
    warnings: sorted.filter((p) => p.severity === 'warning').length,
    durationMs: performance.now() - started,
  };
}

export function printValidation(result: ValidateResult, format: 'text' | 'json', out: (s: string) => void): void {
  if (format === 'json') {
    out(JSON.stringify({ filesChecked: result.filesChecked, errors: result.errors, warnings: result.warnings, problems: result.problems }, null, 2));
    return;
  }
  for (const p of result.problems) out(formatProblem(p));
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  out(`${plural(result.filesChecked, 'file')} checked, ${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')} (${Math.round(result.durationMs)} ms)`);
}
