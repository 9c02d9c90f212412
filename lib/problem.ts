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
  /**
   * Which check raised it (`yaml`, `schema`, `link`, `price-consistency` …): the rule column of
   * docs/editing-content.md's table, which lists every rule `validate` and `build` report.
   */
  rule: string;
  /** For syntax errors: the source line and a caret under the column (printed under the message). */
  frame?: string;
}

/** The last `validate` run as `npm run cms` serves it to the admin page's checks panel (/admin/validation.json). */
export interface CheckResult {
  /** Increases with every run. */
  run: number;
  /** A run is under way (a save just happened). */
  running: boolean;
  /** When the last run finished (ISO). */
  finishedAt: string;
  errors: number;
  warnings: number;
  problems: Problem[];
  /** The result's summary line, as the terminal prints it. */
  summary: string;
}
