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
