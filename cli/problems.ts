/** A located finding about the content, printed as `file:line:column  field  message`. */
export type Severity = 'error' | 'warning';

export interface Problem {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Dotted field path inside the file (`tiers[2].price`), or '' for the file itself. */
  field: string;
  message: string;
  severity: Severity;
  /** Which check raised it: `yaml`, `schema`, `price-consistency`, `link`, `image`, `unique`, `config`. */
  rule: string;
}

export function formatProblem(p: Problem): string {
  const where = `${p.file}:${p.line}:${p.column}`;
  const tag = p.severity === 'warning' ? 'warning' : 'error';
  return `${where}  ${p.field || '(file)'}  ${p.message}  [${tag} ${p.rule}]`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.field.localeCompare(b.field),
  );
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
