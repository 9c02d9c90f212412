import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { buildDate } from '../lib/content/publication.ts';
import { CliError } from '../pipeline/core/errors.ts';
import { buildCommand } from './commands/build.ts';
import { cmsCommand } from './commands/cms.ts';
import { cmsConfigCommand } from './commands/cmsConfig.ts';
import { deployConfigCommand } from './commands/deployConfig.ts';
import { generateCommand } from './commands/generate.ts';
import { preflightCommand } from './commands/preflight.ts';
import { routesCommand } from './commands/routes.ts';
import { validateCommand } from './commands/validate.ts';
import type { CommandContext } from './context.ts';

export interface RunOptions {
  cwd?: string;
  stdout?: (s: string) => void;
  stderr?: (s: string) => void;
}

const COMMANDS = [validateCommand, routesCommand, generateCommand, preflightCommand, cmsCommand, cmsConfigCommand, buildCommand, deployConfigCommand];

/** Runs the CLI in-process and resolves to its exit code (0 ok, 1 content errors, 2 usage). */
export async function run(argv: string[], options: RunOptions = {}): Promise<number> {
  const cwd = options.cwd ?? process.cwd();
  const stdout = options.stdout ?? ((s: string) => process.stdout.write(s + '\n'));
  const stderr = options.stderr ?? ((s: string) => process.stderr.write(s + '\n'));
  let exitCode = 0;
  const ctx: CommandContext = { root: projectRoot(cwd), cwd, stdout, stderr, setExitCode: (code) => (exitCode = code) };

  const program = new Command('tenetry-site')
    .description('Validate the site content, generate its typed modules and prerender the website.')
    .version(packageVersion())
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({ writeOut: (s) => stdout(s.trimEnd()), writeErr: (s) => stderr(s.trimEnd()) });
  // Subcommands inherit neither exitOverride nor the output settings from their parent: each gets them here.
  for (const make of COMMANDS)
    program.addCommand(
      make(ctx)
        .exitOverride()
        .configureOutput({ writeOut: (s) => stdout(s.trimEnd()), writeErr: (s) => stderr(s.trimEnd()) }),
    );

  try {
    // Every command reads the build's date (which articles are published): a bad SITE_BUILD_DATE stops it once, up front.
    try {
      buildDate();
    } catch (error) {
      throw new CliError((error as Error).message, 2);
    }
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version exit through here with code 0; commander has printed its message.
      return error.exitCode === 0 ? 0 : 2;
    }
    if (error instanceof CliError) {
      stderr(error.message);
      return error.exitCode;
    }
    // A fault of the tool itself: one clear line, the stack only on request.
    const message = error instanceof Error ? error.message : String(error);
    stderr(`tenetry-site stopped with an internal error: ${message}`);
    if (process.env.TENETRY_DEBUG && error instanceof Error && error.stack) stderr(error.stack);
    else stderr('Set TENETRY_DEBUG=1 to see where it happened.');
    return 1;
  }
}

function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
}

/** The project folder: `cwd` or the nearest folder above it with both `content/` and `schemas/`. */
export function projectRoot(cwd: string): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'content')) && existsSync(path.join(dir, 'schemas'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(cwd);
  }
}

// Executed directly (`tsx cli/main.ts …`): run and set the exit code, never call process.exit().
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await run(process.argv.slice(2));
}
