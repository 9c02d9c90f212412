import { Command } from 'commander';
import type { CommandContext } from '../context.ts';

export function normaliseContentCommand(ctx: CommandContext): Command {
  return new Command('normalise-content')
    .description("Write every content file in the content manager's YAML style, so that a save changes only what the editor changed. Changes no content; re-runnable.")
    .option('--check', 'only list the files that are not in that style (exit 1 when there are any)')
    .option('--move-comments', 'first record the YAML comments (editorial notes) in docs/content-notes.md, so that dropping them loses nothing')
    .action(async (opts: { check?: boolean; moveComments?: boolean }) => {
      const { normaliseContent, recordComments, NOTES_FILE } = await import('../../pipeline/cms/normalise.ts');
      if (opts.moveComments && !opts.check) ctx.stdout(`${recordComments(ctx.root)} notes recorded in ${NOTES_FILE}`);
      const result = normaliseContent(ctx.root, { check: !!opts.check });
      for (const f of result.changed) ctx.stdout(`${opts.check ? 'not normalised' : 'normalised'}  ${f}`);
      for (const r of result.refused) ctx.stderr(`left as is     ${r.file}: ${r.reason}`);
      ctx.stdout(`${result.changed.length} ${opts.check ? 'to normalise' : 'normalised'}, ${result.refused.length} left as is`);
      ctx.setExitCode(result.refused.length > 0 || (opts.check && result.changed.length > 0) ? 1 : 0);
    });
}
