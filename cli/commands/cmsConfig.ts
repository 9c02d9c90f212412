import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { UsageError } from '../../pipeline/core/errors.ts';
import type { CommandContext } from '../context.ts';

export function cmsConfigCommand(ctx: CommandContext): Command {
  return new Command('cms-config')
    .description('Print the content manager configuration (Decap CMS config.yml), generated from the schemas and content/.')
    .option('--local <url>', 'for the local backend at this URL (what `npm run cms` serves), instead of the production backend of content/site.yaml')
    .option('--site-url <url>', 'the site the forms preview on (default: the local dev server, or siteUrl in production)')
    .option('--out <file>', 'write the configuration to this file instead of printing it')
    .option('--files', 'print instead the table of every content file and its group and form (docs/editing-content.md)')
    .action(async (opts: { local?: string; siteUrl?: string; out?: string; files?: boolean }) => {
      const { generateCmsConfig, productionBackend, contentFilesTable, cmsConfig, FORMS_ONLY } = await import('../../pipeline/cms/index.ts');
      if (opts.files) return ctx.stdout(contentFilesTable(ctx.root, cmsConfig(ctx.root, FORMS_ONLY)));
      const production = productionBackend(ctx.root);
      if (!opts.local && production.backend.backend === 'none')
        throw new UsageError(
          'Online editing is switched off (`contentManager.backend: none` in content/site.yaml), so there is no production configuration to write. Pass `--local <url>` for the configuration `npm run cms` uses, or set `contentManager.backend` to `github` or `git-gateway` (docs/deploy.md).',
        );
      const text = opts.local
        ? generateCmsConfig(ctx.root, { kind: 'local', url: opts.local, siteUrl: opts.siteUrl ?? 'http://localhost:3000' })
        : generateCmsConfig(ctx.root, { kind: 'production', backend: production.backend, siteUrl: opts.siteUrl ?? production.siteUrl });
      if (!opts.out) return ctx.stdout(text.trimEnd());
      writeFileSync(path.resolve(ctx.cwd, opts.out), text);
      ctx.stdout(`wrote ${opts.out}`);
    });
}
