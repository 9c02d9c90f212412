import { Command } from 'commander';
import type { CommandContext } from '../context.ts';

export function preflightCommand(ctx: CommandContext): Command {
  return new Command('preflight')
    .description('Before going live: validate, then list every placeholder left in the content, every integration that is off, and any deploy config that disagrees with the site config.')
    .addHelpText('after', '\nExit codes: 0 ready for launch, 1 something remains. Reads the tag ids as the build does (environment, .env.production).')
    .action(async () => {
      const { preflight, printPreflight } = await import('../../pipeline/preflight/preflight.ts');
      ctx.setExitCode(printPreflight(preflight(ctx.root, undefined, ctx.stdout), ctx.stdout));
    });
}
