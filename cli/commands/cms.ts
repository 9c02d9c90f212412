import { Command, Option } from 'commander';
import { UsageError } from '../../pipeline/core/errors.ts';
import type { CommandContext } from '../context.ts';

export function cmsCommand(ctx: CommandContext): Command {
  return new Command('cms')
    .description("Start the content manager on this computer: the site's dev server with the admin at /admin, its local backend, and validate after every save.")
    .addOption(new Option('--port <port>', "the dev server's port (the admin is at http://localhost:<port>/admin)").env('CMS_PORT').default('3000'))
    .addOption(new Option('--backend-port <port>', "the local backend's port").env('CMS_BACKEND_PORT').default('8081'))
    .action(async (opts: { port: string; backendPort: string }) => {
      const port = portNumber('--port', opts.port);
      const backendPort = portNumber('--backend-port', opts.backendPort);
      const { startCms } = await import('../../pipeline/localCms/serve.ts');
      const cms = await startCms(ctx.root, { port, backendPort, out: ctx.stdout });
      // Runs until stopped (Ctrl+C).
      await new Promise<void>((resolve) => {
        const stop = () => void cms.close().then(resolve);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}

function portNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new UsageError(`${name} must be a port number (1 to 65535).`);
  return value;
}
