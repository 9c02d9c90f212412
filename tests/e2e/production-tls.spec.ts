import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { productionNginxOptions, renderNginxSite, renderStandaloneNginx } from '../../pipeline/headers/nginx.ts';
import { dist, policy, site } from './productionSupport.ts';
import { expect, test } from './fixtures.ts';
import { freePort, headerOf, rawRequest } from './rawHttp.ts';

/**
 * The shipped production nginx config (HTTPS, the redirect blocks) under real nginx, with a
 * self-signed certificate made here by openssl and the listen ports moved to loopback: every TLS
 * handshake, whatever server name it asks for, gets TLS 1.2 or 1.3 and never 1.0 or 1.1. The client
 * allows the old protocols (OpenSSL security level 0), and a control server configured for them
 * accepts them, so a refusal is the config's, not the client's. Nothing says which nginx version runs.
 */

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? 'nginx';
const host = new URL(site.siteUrl).hostname;
const bareHost = host.replace(/^www\./, '');

interface Server {
  prefix: string;
  http: number;
  https: number;
  process: ChildProcess;
}
const servers: Server[] = [];
let work = '';

/** The production config, on loopback ports, with `edit` applied; nginx started and answering. */
async function startNginx(edit: (conf: string) => string = (conf) => conf): Promise<Server> {
  const prefix = mkdtempSync(path.join(work, 'nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(prefix, dir));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const production = productionNginxOptions(site);
  const block = renderNginxSite(site, policy, {
    ...production,
    root: dist,
    brotli: false,
    listen: { tls: { certificate: path.join(work, 'cert.pem'), key: path.join(work, 'key.pem') }, ports: { http: `127.0.0.1:${httpPort}`, https: `127.0.0.1:${httpsPort}` } },
  });
  const conf = renderStandaloneNginx(edit(block), { prefix, modules: [], mimeTypes: '/etc/nginx/mime.types' });
  writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', path.join(prefix, 'nginx.conf')];
  const check = spawnSync(NGINX, ['-t', '-q', ...args], { encoding: 'utf8' });
  expect(check.status, `nginx -t: ${check.stderr}`).toBe(0);
  const server: Server = { prefix, http: httpPort, https: httpsPort, process: spawn(NGINX, args, { stdio: 'ignore' }) };
  servers.push(server);
  await expect.poll(async () => (await rawRequest(httpPort, 'GET', '/').catch(() => ({ status: 0 }))).status, { timeout: 10_000, intervals: [100] }).not.toBe(0);
  return server;
}

/** The protocol a handshake settled on, or undefined when the server refused it. */
function handshake(port: number, protocol: 'tls1' | 'tls1_1' | 'tls1_2' | 'tls1_3', servername?: string): string | undefined {
  const result = spawnSync(
    'openssl',
    ['s_client', '-connect', `127.0.0.1:${port}`, `-${protocol}`, '-cipher', 'DEFAULT:@SECLEVEL=0', ...(servername ? ['-servername', servername] : ['-noservername'])],
    {
      input: '',
      encoding: 'utf8',
      timeout: 10_000,
    },
  );
  const settled = /^New, (TLSv[\d.]+), Cipher is (?!\(NONE\))/m.exec(result.stdout);
  return settled?.[1];
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  work = mkdtempSync(path.join(os.tmpdir(), 'site-tls-'));
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host},DNS:${bareHost}`,
      '-keyout',
      path.join(work, 'key.pem'),
      '-out',
      path.join(work, 'cert.pem'),
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
});

test.afterAll(async () => {
  for (const server of servers) {
    if (server.process.exitCode === null) {
      const exited = new Promise((resolve) => server.process.once('exit', resolve));
      server.process.kill('SIGQUIT');
      await exited;
    }
  }
  if (work) rmSync(work, { recursive: true, force: true });
});

test('every handshake gets TLS 1.2 or 1.3, never 1.0 or 1.1, whichever server name it asks for', async () => {
  const server = await startNginx();
  for (const name of [host, bareHost, undefined]) {
    const label = name ?? '(no server name)';
    expect(handshake(server.https, 'tls1_3', name), label).toBe('TLSv1.3');
    expect(handshake(server.https, 'tls1_2', name), label).toBe('TLSv1.2');
    expect(handshake(server.https, 'tls1_1', name), label).toBeUndefined();
    expect(handshake(server.https, 'tls1', name), label).toBeUndefined();
  }
});

test('control: the same client gets TLS 1.0 from a server configured to allow it', async () => {
  const legacy = await startNginx((conf) => conf.replaceAll('ssl_protocols TLSv1.2 TLSv1.3;', 'ssl_protocols TLSv1 TLSv1.1 TLSv1.2 TLSv1.3; ssl_ciphers DEFAULT:@SECLEVEL=0;'));
  expect(handshake(legacy.https, 'tls1', host)).toBe('TLSv1.0');
});

/** One HTTPS request with this server name (the test certificate is self-signed). */
function httpsGet(port: number, servername: string, pathname: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    https
      .get({ host: '127.0.0.1', port, path: pathname, servername, headers: { Host: servername }, rejectUnauthorized: false }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, headers: res.headers });
      })
      .on('error', reject);
  });
}

test('the bare domain goes to https:// on itself first (with HSTS), then to www; no response names the nginx version', async () => {
  const server = servers[0] ?? (await startNginx());
  const plainBare = await rawRequest(server.http, 'GET', '/pricing?x=1', '', bareHost);
  expect(plainBare.status).toBe(301);
  expect(headerOf(plainBare, 'location')).toBe(`https://${bareHost}/pricing?x=1`);
  expect(headerOf(plainBare, 'server')).toBe('nginx');
  const plainWww = await rawRequest(server.http, 'GET', '/pricing', '', host);
  expect(headerOf(plainWww, 'location')).toBe(`https://${host}/pricing`);
  expect(headerOf(plainWww, 'server')).toBe('nginx');

  const secureBare = await httpsGet(server.https, bareHost, '/pricing');
  expect(secureBare.status).toBe(301);
  expect(secureBare.headers['location']).toBe(`https://${host}/pricing`);
  expect(secureBare.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(secureBare.headers['server']).toBe('nginx');
  const secureWww = await httpsGet(server.https, host, '/');
  expect(secureWww.status).toBe(200);
  expect(secureWww.headers['server']).toBe('nginx');
});
