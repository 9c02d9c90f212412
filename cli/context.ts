/** What every command needs from the CLI: where it runs, where it prints, and how it sets the exit code. */
export interface CommandContext {
  /** The project folder (the nearest folder with `content/` and `schemas/`). */
  root: string;
  /** Where the command was run: relative paths given by the user resolve against it. */
  cwd: string;
  stdout: (s: string) => void;
  stderr: (s: string) => void;
  /** 0 ok, 1 content problems (usage errors are thrown as `UsageError`). */
  setExitCode: (code: number) => void;
}
