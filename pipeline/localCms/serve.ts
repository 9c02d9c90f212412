import { createReadStream, existsSync, readFileSync, statSync, watch } from 'node:fs';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import type { CheckResult } from '../../lib/problem.ts';
import { ADMIN_BASE, ADMIN_ROUTE, ensureAdminBundle } from '../cms/adminBundle.ts';
import { cmsConfig, FORMS_ONLY, generateCmsConfig } from '../cms/index.ts';
import { startLocalBackend } from './localBackend.ts';
import type { Referrer } from './referrers.ts';
import { SITE_CHECKS_PLUGIN, startSiteChecks, type SiteChecksApi } from './siteChecks.ts';

/**
 * `npm run cms`: everything an editor needs, on this computer.
 * - the site's dev server (Vike on Vite) at http://localhost:3000, which also serves the content
 *   manager at /admin (its bundle, its generated configuration, the last site-check result);
 * - the content manager's local backend (decap-server's handlers behind the checks of
 *   ./localBackend.ts), which writes each save into `content/` and answers only this admin page;
 * - a watcher that re-runs `validate` after every save, in a worker thread (./siteChecks.ts) so
 *   that the admin page's requests never wait for it, prints the result and hands it to the admin
 *   page with what links to each entry (asked before a delete), then regenerates the typed modules
 *   and image copies; the dev server's content watch (build/vite/contentWatch.ts) then only
 *   reloads the pages, or shows the errors, after each run.
 */

export interface CmsOptions {
  /** The dev server's port (the admin is at http://localhost:<port>/admin). */
  port: number;
  /** The local backend's port. */
  backendPort: number;
  out: (s: string) => void;
}

const MIME: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.json': 'application/json', '.map': 'application/json' };

/**
 * Runs before every other middleware of the dev server (Vite's own host check comes after plugin
 * middlewares): a request must name this server (`localhost` or `127.0.0.1` and its port), never a
 * rebound name; and no page of another origin may frame, or embed, what it serves.
 */
function localOnlyPlugin(origins: readonly string[], out: (s: string) => void): Plugin {
  const hosts = new Set(origins.map((origin) => new URL(origin).host));
  const handler: Connect.NextHandleFunction = (req, res, next) => {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!hosts.has(host)) {
      out(`  dev server: refused a request for the host \`${req.headers.host ?? '(none)'}\` (only ${[...hosts].join(' or ')}).`);
      res.statusCode = 403;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      return res.end(`This dev server answers ${[...hosts].join(' or ')} only.\n`);
    }
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
    res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    next();
  };
  return { name: 'site:local-only', configureServer: (server) => void server.middlewares.use(handler) };
}

/** Serves /admin, its files and its configuration from the dev server. */
function adminPlugin(options: { bundleDir: string; html: string; config: () => string; checks: () => CheckResult; referrers: () => Record<string, Referrer[]> }): Plugin {
  const handler: Connect.NextHandleFunction = (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string | Buffer) => {
      res.statusCode = status;
      res.setHeader('Content-Type', type);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    };
    if (url.pathname === ADMIN_ROUTE || url.pathname === ADMIN_BASE || url.pathname === `${ADMIN_BASE}index.html`) {
      return send(200, 'text/html; charset=utf-8', readFileSync(options.html));
    }
    if (url.pathname === `${ADMIN_BASE}config.yml`) return send(200, 'text/yaml; charset=utf-8', options.config());
    if (url.pathname === `${ADMIN_BASE}validation.json`) return send(200, 'application/json', JSON.stringify(options.checks()));
    if (url.pathname === `${ADMIN_BASE}referrers.json`) return send(200, 'application/json', JSON.stringify(options.referrers()));
    if (url.pathname.startsWith(`${ADMIN_BASE}assets/`)) {
      const file = path.join(options.bundleDir, 'assets', path.basename(url.pathname));
      if (!existsSync(file) || !statSync(file).isFile()) return send(404, 'text/plain', 'Not found');
      res.setHeader('Content-Type', MIME[path.extname(file)] ?? 'application/octet-stream');
      createReadStream(file).pipe(res);
      return;
    }
    next();
  };
  return { name: 'site:admin', configureServer: (server) => void server.middlewares.use(handler) };
}

export async function startCms(root: string, options: CmsOptions): Promise<{ close: () => Promise<void> }> {
  const { out } = options;
  const siteUrl = `http://localhost:${options.port}`;
  // The dev server's own origins: the only pages the backend answers.
  const origins = [siteUrl, `http://127.0.0.1:${options.port}`];

  // Typed modules first (as `npm run dev` does): the dev server's pages and the admin's previews import them.
  const regenerate = async () => {
    const [{ generateModules }, { loadContent }] = await Promise.all([import('../generate/typedModules.ts'), import('../content/contentSet.ts')]);
    await generateModules(loadContent(root));
  };

  let config: string | undefined;
  let backendUrl = '';
  const currentConfig = () => (config ??= generateCmsConfig(root, { kind: 'local', url: backendUrl, siteUrl }));

  // The worker encodes image copies with sharp: on glibc its libraries must stay loaded by the main thread (lovell/sharp#2263).
  await import('sharp');
  const checks = startSiteChecks(root, out);
  let regenerated = false;
  checks.afterRun((_result, modulesWritten) => (regenerated = modulesWritten));
  // The first run writes the typed modules when the content has no error; otherwise they are
  // written here from the content as it stands, as far as it can be read.
  await checks.now('start');
  if (!regenerated) {
    try {
      await regenerate();
    } catch (error) {
      out(`The content has errors; the dev server starts with the last modules (${error instanceof Error ? error.message : String(error)}).`);
    }
  }
  // After the modules: the previews' site components import them.
  const bundle = await ensureAdminBundle(root, out);
  const media = String(cmsConfig(root, FORMS_ONLY)['media_folder']);
  const backend = await startLocalBackend({ root, port: options.backendPort, origins, content: 'content', media, out });
  backendUrl = backend.url;
  const siteChecksPlugin: Plugin = { name: SITE_CHECKS_PLUGIN, api: { afterRun: checks.afterRun } satisfies SiteChecksApi };

  const { dev } = await import('vike/api');
  const { viteServer } = await dev({
    viteConfig: {
      root,
      logLevel: 'warn',
      // No CORS for any other origin (Vite's default allows every localhost port), no other host name.
      server: { port: options.port, strictPort: true, host: 'localhost', cors: false, allowedHosts: ['localhost'] },
      plugins: [localOnlyPlugin(origins, out), adminPlugin({ bundleDir: bundle.dir, html: bundle.html, config: currentConfig, checks: checks.result, referrers: checks.referrers }), siteChecksPlugin],
    },
  });

  // Every save (from the content manager or any editor): validate once the writes have settled.
  const onChange = (dir: string) => (event: string, name: string | null) => {
    if (!name || /(^|\/)\.|~$|\.swp$/.test(name)) return;
    if (dir === 'schemas' || event === 'rename') config = undefined;
    checks.changed(`${dir}/${name}`);
  };
  const watchers = ['content', 'schemas'].map((dir) => watch(path.join(root, dir), { recursive: true }, onChange(dir)));

  out(`\nEdit the site's content at ${siteUrl}${ADMIN_ROUTE}\n`);

  return {
    close: async () => {
      for (const w of watchers) w.close();
      await checks.close();
      await backend.close();
      await viteServer.close();
    },
  };
}
