import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { renderNginxSite, renderStandaloneNginx } from '../../../pipeline/headers/nginx.ts';
import { expect, test } from '../fixtures.ts';
import { dist, expectSecurityHeaders as expectSecurityHeadersOf, policy, site } from '../productionSupport.ts';
import { freePort, rawRequest, type RawReply } from '../rawHttp.ts';

/**
 * Real nginx (Debian's package, installed by scripts/ensure-system-deps.sh) serving dist/client
 * with the server block the build generates, on a loopback port, as an ordinary process: pid,
 * logs and temp files in a temporary folder.
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const hasBrotli = existsSync(BROTLI_MODULE);

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface NginxServer {
  /** `http://127.0.0.1:<port>`, once the server answers. */
  readonly origin: string;
  /** One request, nothing decoded or followed: the bytes and headers nginx sent. */
  get(pathname: string, headers?: Record<string, string>): Promise<RawResponse>;
  /** One request written byte for byte (the target as given, never re-encoded). */
  raw(method: string, target: string): Promise<RawReply>;
}

/**
 * nginx for the calling spec file: started before its first test and stopped after its last. The
 * file's tests run in order in one worker (`mode: 'default'`), so they share the one server.
 */
export function nginxForThisFile(): NginxServer {
  let nginx: ChildProcess | undefined;
  let prefix = '';
  let origin = '';

  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    prefix = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
    for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
    const port = await freePort();
    const server = renderNginxSite(site, policy, { root: dist, brotli: hasBrotli, listen: { address: `127.0.0.1:${port}` } });
    const conf = renderStandaloneNginx(server, { prefix, modules: hasBrotli ? [BROTLI_MODULE] : [], mimeTypes: '/etc/nginx/mime.types' });
    writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
    nginx = spawn(NGINX, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    // On a machine whose cores are busy nginx can take long to start its worker: wait for its answer
    // (or its exit, which fails at once with its log) for up to a minute.
    test.setTimeout(90_000);
    await untilAnswering(nginx, `http://127.0.0.1:${port}/robots.txt`, 60_000, path.join(prefix, 'error.log'));
    origin = `http://127.0.0.1:${port}`;
  });

  test.afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGQUIT'); // graceful stop of the master we started (and so of its worker)
      await exited;
    }
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  const serving = () => {
    if (!origin) throw new Error('nginx is not serving: ask for it inside a test');
    return origin;
  };
  return {
    get origin() {
      return serving();
    },
    get: (pathname, headers = {}) =>
      new Promise((resolve, reject) => {
        http
          .get(`${serving()}${pathname}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      }),
    raw: (method, target) => rawRequest(Number(new URL(serving()).port), method, target),
  };
}

/** Resolves once the server answers `url` with 200; rejects as soon as the process exits, or after `ms`. */
async function untilAnswering(server: ChildProcess, url: string, ms: number, errorLog: string): Promise<void> {
  let onExit = (_code: number | null) => {};
  const exited = new Promise<never>((_resolve, reject) => {
    onExit = (code) => reject(new Error(`nginx exited (${code}) before answering: ${readFileSync(errorLog, 'utf8')}`));
    server.once('exit', onExit);
  });
  const answered = (async () => {
    for (const deadline = Date.now() + ms; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      const ok = await new Promise<boolean>((resolve) => {
        const request = http.get(url, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        });
        request.setTimeout(5_000, () => request.destroy());
        request.on('error', () => resolve(false));
      });
      if (ok) return;
    }
    throw new Error(`nginx did not answer ${url} within ${ms / 1000} s`);
  })();
  answered.catch(() => {}); // the race below reports it; polling past an exit must not be unhandled
  try {
    await Promise.race([answered, exited]);
  } finally {
    server.off('exit', onExit);
  }
}

/** The security headers of the build's policy on a response of nginx. */
export const expectSecurityHeaders = (res: RawResponse, what: string, page?: string) => expectSecurityHeadersOf((name) => res.headers[name], what, page);

/** A built file's path on the server (`/assets/x.js`). */
export const servedPath = (file: string) => '/' + path.relative(dist, file).split(path.sep).join('/');
