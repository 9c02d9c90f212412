import { Command, Option } from 'commander';
import { printValidation, validateContent } from '../../pipeline/checks/validate.ts';
import type { CommandContext } from '../context.ts';

export function validateCommand(ctx: CommandContext): Command {
  return new Command('validate')
    .description('Check every YAML record and article front matter against its schema, then links, images, calls to action, uniqueness and the site config.')
    .argument('[paths...]', 'only report problems in these files or folders (the cross-checks still read the whole site)')
    .addHelpText(
      'after',
      '\nRun it anywhere in the project. Exit codes: 0 no errors (warnings allowed), 1 errors, 2 wrong usage.\nEach problem: file:line:column  field  message  [severity rule]. See docs/editing-content.md.',
    )
    .addOption(
      new Option('--format <format>', 'output format: text, json, or github (GitHub Actions annotations, one per problem, shown on its line in a pull request)')
        .choices(['text', 'json', 'github'])
        .default('text'),
    )
    .action((paths: string[], opts: { format: 'text' | 'json' | 'github' }) => {
      const result = validateContent(ctx.root, paths, ctx.cwd);
      printValidation(result, opts.format, opts.format !== 'text' || result.errors === 0 ? ctx.stdout : ctx.stderr);
      ctx.setExitCode(result.errors > 0 ? 1 : 0);
    });
}
