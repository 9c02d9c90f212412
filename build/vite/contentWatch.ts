/**
 * `npm run dev`: when a file under `content/` or `schemas/` changes, validate the content again.
 * With no error, the typed modules are regenerated and the page reloads with the change; with
 * errors, they are printed in the terminal as `validate` prints them and shown in the browser in
 * Vite's error overlay, until the content is fixed.
 * Under `npm run cms` its site checks already validate and regenerate after every save (in their
 * worker): the plugin then does neither, and only reloads, or shows the errors, after each of their runs.
 */
import path from 'node:path';
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite';
import type { CheckResult } from '../../lib/problem.ts';
import { formatProblem } from '../../pipeline/core/problems.ts';
import { SITE_CHECKS_PLUGIN, type SiteChecksApi } from '../../pipeline/localCms/siteChecks.ts';

const WATCHED = ['content', 'schemas'];

export function contentWatch(): Plugin {
  let running: Promise<void> | undefined;
  let again = false;
  const state: ContentState = { error: undefined };
  return {
    name: 'site:content-watch',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      // A page that (re)loads while the content has errors shows them at once.
      server.ws.on('connection', () => {
        if (state.error) setTimeout(() => server.ws.send(state.error!), 200);
      });
      const siteChecks = server.config.plugins.find((p) => p.name === SITE_CHECKS_PLUGIN)?.api as SiteChecksApi | undefined;
      if (siteChecks) return siteChecks.afterRun((result, regenerated) => showRun(server, state, result, regenerated));
      server.watcher.add(WATCHED.map((dir) => path.join(root, dir)));
      const onChange = (file: string) => {
        if (!WATCHED.some((dir) => file.startsWith(path.join(root, dir) + path.sep))) return;
        if (running) {
          again = true;
          return;
        }
        running = refresh(server, root, state).finally(() => {
          running = undefined;
          if (again) {
            again = false;
            onChange(file);
          }
        });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}

interface ContentState {
  /** The overlay message while the content has errors. */
  error: ErrorPayload | undefined;
}

async function refresh(server: ViteDevServer, root: string, state: ContentState): Promise<void> {
  const { validateContent, summaryLine } = await import('../../pipeline/checks/validate.ts');
  const result = validateContent(root);
  const log = server.config.logger;
  if (result.errors > 0) {
    const lines = result.problems.filter((p) => p.severity === 'error').map(formatProblem);
    log.error(`\n${lines.join('\n')}\n${summaryLine(result)}`, { timestamp: true });
    return showErrors(server, state, lines, summaryLine(result));
  }
  state.error = undefined;
  const [{ generateModules }, { generateImages }, { loadContent }] = await Promise.all([
    import('../../pipeline/generate/typedModules.ts'),
    import('../../pipeline/generate/images.ts'),
    import('../../pipeline/content/contentSet.ts'),
  ]);
  const content = loadContent(root);
  await generateModules(content);
  // After the modules, whose run removes the image manifest with every file it did not write.
  await generateImages(content);
  log.info(`content: ${summaryLine(result)}, modules regenerated`, { timestamp: true });
  reload(server);
}

/** After a run of `npm run cms`'s site checks, which print their result in the terminal themselves. */
function showRun(server: ViteDevServer, state: ContentState, result: CheckResult, regenerated: boolean): void {
  if (result.errors > 0) return showErrors(server, state, result.problems.filter((p) => p.severity === 'error').map(formatProblem), result.summary);
  // Without new modules (the site checks said why) the pages still show the last valid content.
  if (!regenerated) return;
  state.error = undefined;
  reload(server);
}

function showErrors(server: ViteDevServer, state: ContentState, lines: string[], summary: string): void {
  state.error = {
    type: 'error',
    err: { message: `The content has errors (the page shows the last valid content):\n\n${lines.join('\n\n')}\n\n${summary}`, stack: '', plugin: 'content (npm run validate)' },
  };
  server.ws.send(state.error);
}

function reload(server: ViteDevServer): void {
  // The pages render on the server: drop its cached modules so the reload renders the new content.
  for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
  server.ws.send({ type: 'full-reload', path: '*' });
}
