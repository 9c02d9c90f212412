import { Command } from 'commander';
import type { CommandContext } from '../context.ts';

export function buildCommand(ctx: CommandContext): Command {
  return new Command('build').description('Validate, generate the typed modules, then prerender every route into dist/client.').action(async () => {
    const { buildSite } = await import('../../pipeline/prerender/buildSite.ts');
    await buildSite(ctx.root, ctx.stdout);
  });
}
