import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadContent, type LoadedContent } from '../content/contentSet.ts';
import { runChecks } from './index.ts';
import { UsageError } from '../core/errors.ts';
import { formatProblem, sortProblems, type Problem } from '../core/problems.ts';

export interface ValidateResult {
  filesChecked: number;
  problems: Problem[];
  errors: number;
  warnings: number;
  durationMs: number;
  /** CPU time spent validating (user + system), steadier than `durationMs` on a busy machine. */
  cpuMs: number;
  /** The content as loaded and checked: the build generates from it instead of reading it again. */
  content: LoadedContent;
}

/**
 * Validates the content under `root` and runs every cross-check. With `paths` (files or folders,
 * relative to `root`), only problems in those files are reported; the cross-checks still see the
 * whole site, since a link's target or a duplicate can live in another file. `paths` are relative
 * to `cwd` (where the command was run).
 */
export function validateContent(root: string, paths: string[] = [], cwd: string = root): ValidateResult {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const wanted = paths.map((p) => path.resolve(cwd, p));
  for (const [i, w] of wanted.entries()) {
    if (!existsSync(w)) throw new UsageError(`\`${paths[i]}\` does not exist. Give files or folders under \`content/\`, or no path to check everything.`);
  }
  const content = loadContent(root);
  const inScope = (absolutePath: string) => wanted.length === 0 || wanted.some((w) => absolutePath === w || absolutePath.startsWith(w + path.sep));
  const files = new Set(content.entries.filter((e) => inScope(e.absolutePath)).map((e) => path.relative(root, e.absolutePath).split(path.sep).join('/')));
  if (wanted.length > 0 && files.size === 0) throw new UsageError(`No content file (\`.yaml\`, \`.md\`) under ${paths.map((p) => `\`${p}\``).join(', ')}.`);
  // One message per spot: a cross-check finding at a value the schema already rejected is the same
  // mistake told twice (a route written `/About` breaks both the route pattern and the link check).
  // File-level problems (no field) never hide one another.
  const schemaSpots = new Set(content.problems.filter((p) => p.field).map(spot));
  const crossChecks = runChecks(content).filter((p) => p.severity === 'warning' || !p.field || !schemaSpots.has(spot(p)));
  // Problems of the schemas themselves, or of a check as a whole, are always reported.
  const problems = [...content.problems, ...crossChecks].filter((p) => wanted.length === 0 || files.has(p.file) || !p.file.startsWith('content/') || p.file === 'content/');
  const sorted = sortProblems(problems);
  return {
    filesChecked: files.size,
    problems: sorted,
    errors: sorted.filter((p) => p.severity === 'error').length,
    warnings: sorted.filter((p) => p.severity === 'warning').length,
    durationMs: performance.now() - started,
    cpuMs: cpuMs(process.cpuUsage(cpu)),
    content,
  };
}

/** The JSON document of `validate --format json`. */
export interface ValidateReport {
  filesChecked: number;
  errors: number;
  warnings: number;
  durationMs: number;
  cpuMs: number;
  problems: Problem[];
}

export function printValidation(result: ValidateResult, format: 'text' | 'json' | 'github', out: (s: string) => void): void {
  if (format === 'github') {
    for (const p of result.problems) out(githubAnnotation(p));
    out(summaryLine(result));
    return;
  }
  if (format === 'json') {
    const report: ValidateReport = {
      filesChecked: result.filesChecked,
      errors: result.errors,
      warnings: result.warnings,
      durationMs: Math.round(result.durationMs),
      cpuMs: Math.round(result.cpuMs),
      problems: result.problems,
    };
    out(JSON.stringify(report, null, 2));
    return;
  }
  for (const p of result.problems) out(formatProblem(p));
  out(summaryLine(result));
}

export function summaryLine(result: ValidateResult): string {
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return `${plural(result.filesChecked, 'file')} checked, ${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')} (${Math.round(result.durationMs)} ms)`;
}

function spot(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}:${p.field}`;
}

function cpuMs(usage: NodeJS.CpuUsage): number {
  return (usage.user + usage.system) / 1000;
}

/**
 * A GitHub Actions workflow command (`::error file=…,line=…,col=…,title=…::message`): the pull
 * request shows the problem on its line. Data and properties are escaped as the runner expects.
 */
export function githubAnnotation(p: Problem): string {
  const data = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const property = (s: string) => data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  const title = `${p.rule}${p.field ? ` ${p.field}` : ''}`;
  return `::${p.severity === 'warning' ? 'warning' : 'error'} file=${property(p.file)},line=${p.line},col=${p.column},title=${property(title)}::${data(p.message)}`;
}
