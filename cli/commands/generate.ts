import { Command } from 'commander';
import { printValidation, validateContent } from '../../pipeline/checks/validate.ts';
import type { CommandContext } from '../context.ts';

export function generateCommand(ctx: CommandContext): Command {
  return new Command('generate').description('Write the typed content modules under .generated/ (validates first).').action(async () => {
    const result = validateContent(ctx.root);
    if (result.errors > 0) {
      printValidation(result, 'text', ctx.stderr);
      ctx.setExitCode(1);
      return;
    }
    // Loaded on demand: the type generator is heavy and `validate` (run on every save) needs none of it.
    const { generateAll } = await import('../../pipeline/generate/index.ts');
    const { modules, settingsChanged, settingsFile } = await generateAll(result.content);
    ctx.stdout(`generated ${modules} modules in .generated/${settingsChanged ? `, updated ${settingsFile} (schemas for VS Code)` : ''}`);
  });
}
