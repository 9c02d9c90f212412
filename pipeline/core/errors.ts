/** An error the CLI reports as a sentence (no stack trace) with its exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

/** The content has problems: exit 1. */
export class ContentError extends CliError {
  constructor(message: string) {
    super(message, 1);
  }
}

/** The command was called wrongly: exit 2. */
export class UsageError extends CliError {
  constructor(message: string) {
    super(message, 2);
  }
}
