/**
 * The content manager's local backend for `npm run cms`: decap-server's file-system handlers, run in
 * this process behind checks that only the admin page of this run passes. decap-server on its own
 * answers any page on any `localhost` port (its CORS rule), does not look at the `Host` header (a
 * DNS-rebinding page reaches it), and reads, writes and deletes any file of the project. Here:
 * - it listens on the loopback address only;
 * - the `Host` header must name this port on `localhost` or `127.0.0.1` (DNS rebinding);
 * - the `Origin` must be the dev server's own, exactly (no other port, no other scheme);
 * - every call carries the run's secret (a random key in the backend URL of the admin's
 *   configuration, which only the dev server's own pages can read);
 * - only decap-server's actions for simple publishing, and only paths under `content/` and the media
 *   folder (./backendPaths.ts); uploads to the media folder must be images.
 * Every refusal answers 403 with the reason and prints it in the terminal.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { imageUploadProblem } from '../content/publicFiles.ts';
import { pathProblem, requestedPaths, type BackendAreas } from './backendPaths.ts';

export const BACKEND_PATH = '/api/v1';
/** The query parameter that carries the run's secret. */
export const KEY_PARAM = 'key';
/** Larger requests are refused (decap-server's own JSON limit). */
const MAX_BODY = 50 * 1024 * 1024;

type Handler = (req: { body: unknown }, res: ResponseShim, next: () => void) => unknown;
interface ResponseShim {
  status: (code: number) => ResponseShim;
  json: (body: unknown) => ResponseShim;
}

/**
 * decap-server's handlers for `POST /api/v1` (its request validation, then its file-system
 * middleware), taken from its `registerLocalFs` with a stand-in for the express app: the middlewares
 * it adds with `use` (request log, its permissive CORS rule, JSON parsing) are this module's job.
 */
async function decapHandlers(root: string): Promise<Handler[]> {
  const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares.js') as {
    registerLocalFs: (app: unknown, options: { logLevel: string }) => Promise<void>;
  };
  const handlers: Handler[] = [];
  const app = {
    use: () => app,
    post: (route: string, handler: Handler) => {
      if (route === BACKEND_PATH) handlers.push(handler);
      return app;
    },
  };
  // decap-server reads its repository folder from the environment.
  const previous = process.env['GIT_REPO_DIRECTORY'];
  process.env['GIT_REPO_DIRECTORY'] = root;
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (previous === undefined) delete process.env['GIT_REPO_DIRECTORY'];
    else process.env['GIT_REPO_DIRECTORY'] = previous;
  }
  if (handlers.length !== 2)
    throw new Error(`decap-server registered ${handlers.length} handlers for ${BACKEND_PATH}, not the 2 this backend runs (its validation and its file-system handler): check its version.`);
  return handlers;
}

function runHandlers(handlers: Handler[], body: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    let status = 200;
    const res: ResponseShim = {
      status: (code) => ((status = code), res),
      json: (payload) => (resolve({ status, body: payload }), res),
    };
    let index = 0;
    const next = () => {
      const handler = handlers[index++];
      if (!handler) return resolve({ status: 404, body: { error: 'No handler' } });
      Promise.resolve(handler({ body }, res, next)).catch(reject);
    };
    next();
  });
}

export interface LocalBackendOptions extends Omit<BackendAreas, 'root'> {
  root: string;
  port: number;
  /** The dev server's origins (`http://localhost:3000`): the only pages that may call the backend. */
  origins: readonly string[];
  out: (s: string) => void;
}

export interface LocalBackend {
  /** The URL the admin's configuration names: the backend's address with this run's secret. */
  url: string;
  close: () => Promise<void>;
}

class Refusal extends Error {}

const LOOPBACK = '127.0.0.1';

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const handlers = await decapHandlers(options.root);
  const key = randomBytes(32).toString('base64url');
  const hosts = new Set([`localhost:${options.port}`, `${LOOPBACK}:${options.port}`]);
  const areas: BackendAreas = { root: options.root, content: options.content, media: options.media };

  const keyMatches = (given: string | null) => given !== null && given.length === key.length && timingSafeEqual(Buffer.from(given), Buffer.from(key));

  const readBody = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_BODY) {
          reject(new Refusal(`the request is larger than ${MAX_BODY / 1024 / 1024} MB`));
          req.destroy();
        } else chunks.push(chunk);
      });
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });

  /** The checks every request passes before a handler runs; throws a Refusal with the reason. */
  const admit = (req: IncomingMessage): { origin: string } => {
    const host = (req.headers.host ?? '').toLowerCase();
    if (!hosts.has(host))
      throw new Refusal(`a request for the host \`${req.headers.host ?? '(none)'}\`, not this backend's (${[...hosts].join(' or ')}): a page reached it through another name (DNS rebinding?)`);
    const origin = req.headers.origin;
    if (!origin || !options.origins.includes(origin))
      throw new Refusal(`a request from ${origin ? `the page origin \`${origin}\`` : 'no page (no Origin header)'}; only the content manager at ${options.origins.join(' or ')} may call the backend`);
    return { origin };
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { origin } = admit(req);
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Cache-Control', 'no-store');
    if (url.pathname !== BACKEND_PATH) throw new Refusal(`a request for \`${url.pathname}\`; the backend answers ${BACKEND_PATH} only`);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'POST', 'Access-Control-Allow-Headers': 'Content-Type', 'Access-Control-Max-Age': '600' });
      return res.end();
    }
    if (req.method !== 'POST') throw new Refusal(`a ${req.method} request; the backend takes POST only`);
    if (!keyMatches(url.searchParams.get(KEY_PARAM))) throw new Refusal("a request without this run's key: only the admin page served by this `npm run cms` has it");
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) throw new Refusal('a request whose body is not JSON');
    let body: unknown;
    try {
      body = JSON.parse((await readBody(req)).toString('utf8'));
    } catch (error) {
      throw error instanceof Refusal ? error : new Refusal('a request whose body is not valid JSON');
    }
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const action = String(record['action']);
    const params = record['params'] && typeof record['params'] === 'object' ? (record['params'] as Record<string, unknown>) : {};
    const paths = requestedPaths(action, params);
    if (!paths) throw new Refusal(`the action \`${action}\`, which this backend does not run (simple publishing only)`);
    for (const p of paths) {
      const checked = pathProblem(areas, p.path, p.access);
      if ('problem' in checked)
        throw new Refusal(`${p.access === 'list' ? 'listing' : p.access === 'read' ? 'reading' : p.access === 'write' ? 'writing' : 'deleting'} \`${String(p.path)}\`: ${checked.problem}`);
      if (p.access === 'write' && checked.area === 'media') {
        const bytes = typeof p.bytes?.content === 'string' && p.bytes.encoding === 'base64' ? Buffer.from(p.bytes.content, 'base64') : Buffer.alloc(0);
        const problem = imageUploadProblem(String(p.path), bytes);
        if (problem) throw new Refusal(`uploading \`${String(p.path)}\`: it ${problem}`);
      }
    }
    const result = await runHandlers(handlers, body);
    // A listing reads every file it finds: drop (and report) any that leads out of its folder.
    if ((action === 'entriesByFolder' || action === 'getMedia') && Array.isArray(result.body)) {
      result.body = result.body.filter((item: { path?: unknown; file?: { path?: unknown } }) => {
        const found = item.file?.path ?? item.path;
        const checked = pathProblem(areas, found, 'read');
        if ('problem' in checked) options.out(`  local backend: left \`${String(found)}\` out of a listing: ${checked.problem}.`);
        return !('problem' in checked);
      });
    }
    res.writeHead(result.status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(result.body));
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      const refused = error instanceof Refusal;
      const message = refused ? `Refused ${error.message}.` : `Failed: ${error instanceof Error ? error.message : String(error)}`;
      options.out(`  local backend: ${message}`);
      if (res.headersSent) return res.destroy();
      res.writeHead(refused ? 403 : 500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: message }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`The local backend's port ${options.port} is in use. Choose another with --backend-port.`) : error),
    );
    server.listen(options.port, LOOPBACK, () => resolve());
  });
  return {
    url: `http://${LOOPBACK}:${options.port}${BACKEND_PATH}?${KEY_PARAM}=${key}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
