import { Command } from 'commander';
import { SHOW_UNPUBLISHED, showsUnpublished } from '../../lib/content/publication.ts';
import { CliError } from '../../pipeline/core/errors.ts';
import type { CommandContext } from '../context.ts';

export function buildCommand(ctx: CommandContext): Command {
  return new Command('build').description('Validate, generate the typed modules, then prerender every route into dist/client.').action(async () => {
    // Drafts are for the dev server: said before any work, not as a page that failed to render.
    if (process.env[SHOW_UNPUBLISHED] !== undefined) {
      const how = showsUnpublished() ? 'shows drafts and scheduled articles, which' : 'is set; it';
      throw new CliError(`${SHOW_UNPUBLISHED} ${how} is for \`npm run dev\` and \`npm run cms\` only. Unset it to build the public site (\`unset ${SHOW_UNPUBLISHED}\`).`, 2);
    }
    const { buildSite } = await import('../../pipeline/prerender/buildSite.ts');
    await buildSite(ctx.root, ctx.stdout);
  });
}
