import { Command, Option } from 'commander';
import { listRoutes } from '../../pipeline/routes/routes.ts';
import type { CommandContext } from '../context.ts';

export function routesCommand(ctx: CommandContext): Command {
  return new Command('routes')
    .description('List every route the site builds (the route table, lib/routes.ts, with its @slug pages expanded).')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action((opts: { format: 'text' | 'json' }) => {
      const table = listRoutes(ctx.root);
      const built = [...new Set(table.routes.map((r) => r.route))];
      if (opts.format === 'json') {
        ctx.stdout(JSON.stringify({ routes: built, unresolved: table.unresolved.map((p) => p.pattern) }, null, 2));
        return;
      }
      for (const r of table.routes) ctx.stdout(`${r.route.padEnd(56)} ${r.contentId ? `content/${r.contentId}` : r.page.pageFile}`);
      for (const p of table.unresolved) ctx.stdout(`${(p.pattern ?? '').padEnd(56)} ${p.pageFile} (values unknown: its content collection is missing)`);
      ctx.stdout(`${built.length} routes`);
    });
}
