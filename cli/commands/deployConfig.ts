import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import type { CommandContext } from '../context.ts';

export function deployConfigCommand(ctx: CommandContext): Command {
  return new Command('deploy-config')
    .description('Write the committed copy of the production nginx config (deploy/nginx.conf), rendered for this environment (tag ids, CSP_REPORT_URL) as the build renders dist/deploy/nginx.conf.')
    .option('--check', 'only compare: exit 1 when the committed copy differs from what the generator renders')
    .action(async (opts: { check?: boolean }) => {
      const { DEPLOY_NGINX_CONF, renderProductionNginx } = await import('../../pipeline/headers/deployConfig.ts');
      const file = path.join(ctx.root, DEPLOY_NGINX_CONF);
      const rendered = renderProductionNginx(ctx.root);
      if (!opts.check) {
        writeFileSync(file, rendered);
        ctx.stdout(`wrote ${DEPLOY_NGINX_CONF}`);
      } else if (readFileSync(file, 'utf8') !== rendered) {
        ctx.stderr(`${DEPLOY_NGINX_CONF} is out of date with the site config. Run \`npm run deploy:config\` and commit it.`);
        ctx.setExitCode(1);
      }
    });
}
