import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { expect } from '../fixtures.ts';
import { checkout, test, type CmsProject } from './cmsProject.ts';

/**
 * Attacks on the running content manager (`npm run cms` in a copy of the project): a page on another
 * loopback port, requests with a foreign `Host` (DNS rebinding), and the admin's own origin and key
 * asking for files outside `content/` and the media folder. Every read, write and delete is refused,
 * the project's files stay as they were, the terminal says why; an ordinary save and an image upload
 * still work. Hostile requests go to the real servers over raw sockets where a client would fix them.
 */

test.describe.configure({ mode: 'default' });

let project: CmsProject;
let backend: URL;
let attacker: Server;
let attackerUrl: string;

test.beforeAll(async ({ cmsProject }) => {
  project = cmsProject;
  const config = (await project.config()) as { backend: { proxy_url: string } };
  backend = new URL(config.backend.proxy_url);
  // The attacker's page: any local server on another port (another project's dev server, a tool).
  attacker = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>another local page</title>'));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const address = attacker.address();
  attackerUrl = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(() => {
  attacker?.close();
});

/** A raw HTTP/1.1 request (the exact headers given, nothing normalised); the status line and body. */
function raw(port: number, request: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (c: Buffer) => (text += c.toString('latin1')));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
    socket.write(request);
  });
}

function post(body: unknown, headers: Record<string, string>, target = `${backend.pathname}${backend.search}`): string {
  const json = JSON.stringify(body);
  const lines = [
    `POST ${target} HTTP/1.1`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(json)}`,
    'Connection: close',
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

const PROTECTED = ['package.json', 'cli/main.ts', 'content/site.yaml', 'vite.config.ts'];
/** What Decap sends with every save (decap-server requires it). */
const OPTIONS = { commitMessage: 'Update', useWorkflow: false, status: 'draft' };
const snapshot = () => Object.fromEntries(PROTECTED.map((file) => [file, project.read(file)]));

const PNG = readFileSync(path.join(checkout, 'public', 'icons', 'icon-192.png'));

test('a page on another loopback port reads, writes and deletes nothing, even with the key', async ({ page }) => {
  const before = snapshot();
  await page.goto(attackerUrl);
  const results = await page.evaluate(
    async ({ backendUrl, siteUrl }) => {
      const withoutKey = backendUrl.replace(/\?.*$/, '');
      const attempt = async (url: string, body: unknown, init: RequestInit = {}) => {
        try {
          const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...init });
          return `read ${res.status} ${await res.text()}`;
        } catch (error) {
          return `blocked ${String(error)}`;
        }
      };
      const read = { action: 'getEntry', params: { branch: 'main', path: 'content/site.yaml' } };
      const write = { action: 'persistEntry', params: { branch: 'main', entry: { slug: 'x', path: 'content/site.yaml', raw: 'pwned: true\n' }, assets: [] } };
      const remove = { action: 'deleteFile', params: { branch: 'main', path: 'content/site.yaml' } };
      const outside = { action: 'persistEntry', params: { branch: 'main', entry: { slug: 'x', path: 'cli/main.ts', raw: 'pwned' }, assets: [] } };
      let config: string;
      try {
        config = `read ${await (await fetch(`${siteUrl}/admin/config.yml`)).text()}`;
      } catch (error) {
        config = `blocked ${String(error)}`;
      }
      return {
        config,
        attempts: [
          await attempt(backendUrl, read),
          await attempt(withoutKey, read),
          await attempt(backendUrl, write),
          await attempt(backendUrl, remove),
          await attempt(backendUrl, outside),
          // A "simple" request needs no preflight: the browser sends it, the backend must refuse it.
          await attempt(backendUrl, write, { mode: 'no-cors', headers: { 'Content-Type': 'text/plain' } }),
        ],
      };
    },
    { backendUrl: backend.href, siteUrl: project.url },
  );
  expect(results.config, 'the dev server shares its files (and the key) with no other origin').toMatch(/^blocked /);
  for (const result of results.attempts) expect(result).toMatch(/^blocked |^read 0 $/);
  expect(snapshot()).toEqual(before);
  expect(project.output()).toContain(`Refused a request from the page origin \`${attackerUrl}\``);
});

test('a request naming another host is refused by the backend and the dev server (DNS rebinding)', async () => {
  const before = snapshot();
  const origin = project.url;
  const port = Number(backend.port);
  const body = { action: 'persistEntry', params: { branch: 'main', entry: { slug: 'x', path: 'content/site.yaml', raw: 'pwned: true\n' }, assets: [] } };
  for (const host of [`rebind.example:${port}`, `localhost:${port + 1}`, 'localhost']) {
    const answer = await raw(port, post(body, { Host: host, Origin: origin }));
    expect(answer.status, host).toBe(403);
  }
  const devPort = Number(new URL(project.url).port);
  const config = await raw(devPort, `GET /admin/config.yml HTTP/1.1\r\nHost: rebind.example:${devPort}\r\nConnection: close\r\n\r\n`);
  expect(config.status).toBe(403);
  expect(config.text).not.toContain(backend.searchParams.get('key')!);
  expect(snapshot()).toEqual(before);
  expect(project.output()).toContain('a request for the host `rebind.example');
});

test("the admin's own origin and key reach nothing outside content/ and the media folder", async () => {
  const before = snapshot();
  const port = Number(backend.port);
  // A symbolic link inside content/ that leads out of it (removed at the end: the copy is shared with cms.spec.ts).
  const link = path.join(project.root, 'content', 'linked.yaml');
  symlinkSync(path.join(project.root, 'package.json'), link);
  try {
    const headers = { Host: backend.host, Origin: project.url };
    const entry = (p: string, raw = 'x: 1\n') => ({ action: 'persistEntry', params: { branch: 'main', entry: { slug: 'x', path: p, raw }, assets: [], options: OPTIONS } });
    const media = (p: string, content: Buffer) => ({ action: 'persistMedia', params: { branch: 'main', asset: { path: p, content: content.toString('base64'), encoding: 'base64' } } });
    const attacks: [string, unknown][] = [
      ['read package.json', { action: 'getEntry', params: { branch: 'main', path: 'package.json' } }],
      ['read through ..', { action: 'getEntry', params: { branch: 'main', path: 'content/../package.json' } }],
      ['read an absolute path', { action: 'getMediaFile', params: { branch: 'main', path: '/etc/passwd' } }],
      ['read .git', { action: 'entriesByFiles', params: { branch: 'main', files: [{ path: 'content/site.yaml' }, { path: '.git/config' }] } }],
      ['read .env', { action: 'getEntry', params: { branch: 'main', path: '.env.production' } }],
      ['read through a symlink', { action: 'getEntry', params: { branch: 'main', path: 'content/linked.yaml' } }],
      ['list scripts/', { action: 'entriesByFolder', params: { branch: 'main', folder: 'scripts', extension: 'mjs', depth: 1 } }],
      ['list the project', { action: 'getMedia', params: { branch: 'main', mediaFolder: '.' } }],
      ['write package.json', entry('package.json', '{}')],
      ['write the code', entry('cli/main.ts', 'pwned')],
      ['write a new script', entry('scripts/serve.mjs', 'pwned')],
      ['write through ..', entry('content/../vite.config.ts', 'pwned')],
      ['write outside the project', entry('../outside.yaml')],
      ['write a hidden file', entry('content/.env')],
      ['write a script into content/', entry('content/evil.js')],
      ['write through a symlink', entry('content/linked.yaml', '{}')],
      [
        'rename onto package.json',
        { action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'x', path: 'content/site.yaml', raw: 'x: 1\n', newPath: 'package.json' }], assets: [], options: OPTIONS } },
      ],
      [
        'an asset beside a save',
        {
          action: 'persistEntry',
          params: {
            branch: 'main',
            entry: { slug: 'x', path: 'content/site.yaml', raw: before['content/site.yaml'] },
            assets: [{ path: 'scripts/x.mjs', content: 'eA==', encoding: 'base64' }],
            options: OPTIONS,
          },
        },
      ],
      ['upload a page', media('public/images/page.html', Buffer.from('<script>alert(1)</script>'))],
      ['upload an SVG with a script', media('public/images/evil.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))],
      ['upload an SVG with a handler', media('public/images/evil2.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))],
      ['upload a script named .png', media('public/images/fake.png', Buffer.from('alert(1)'))],
      ['upload a precompressed copy', media('public/images/a.png.gz', PNG)],
      ['upload outside the media folder', media('public/evil.png', PNG)],
      ['delete package.json', { action: 'deleteFile', params: { branch: 'main', path: 'package.json' } }],
      ['delete through ..', { action: 'deleteFiles', params: { branch: 'main', paths: ['content/../vite.config.ts'] } }],
      ['an unpublished-entries action', { action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'x', slug: 'y' } }],
    ];
    for (const [what, body] of attacks) {
      const answer = await raw(port, post(body, headers));
      expect(answer.status, what).toBe(403);
      expect(answer.text, what).toContain('"error":"Refused ');
    }
    expect(snapshot()).toEqual(before);
    for (const made of [
      '../outside.yaml',
      'scripts/serve.mjs',
      'scripts/x.mjs',
      'content/.env',
      'content/evil.js',
      'public/images/page.html',
      'public/images/evil.svg',
      'public/images/fake.png',
      'public/evil.png',
    ])
      expect(existsSync(path.join(project.root, made)), made).toBe(false);
    // A listing of content/ leaves out the link that leads out of it.
    const listing = await raw(port, post({ action: 'entriesByFolder', params: { branch: 'main', folder: 'content', extension: 'yaml', depth: 1 } }, headers));
    expect(listing.status).toBe(200);
    expect(listing.text).toContain('content/site.yaml');
    expect(listing.text).not.toContain('linked.yaml');
    expect(project.output()).toContain('Refused reading `package.json`');
    expect(project.output()).toContain('Refused uploading `public/images/evil.svg`');
  } finally {
    rmSync(link, { force: true });
  }
});

test('the admin page still saves a file and uploads an image', async ({ admin: page }) => {
  const port = Number(backend.port);
  const headers = { Host: backend.host, Origin: project.url };
  const file = 'content/site.yaml';
  const before = project.read(file);
  const uploaded = path.join(project.root, 'public', 'images', 'uploaded-logo.png');
  try {
    const changed = before.replace(/^(\s*tagline: .*)$/m, '$1 (saved)');
    const save = await raw(port, post({ action: 'persistEntry', params: { branch: 'main', entry: { slug: 'site', path: file, raw: changed }, assets: [], options: OPTIONS } }, headers));
    expect(save.status, save.text).toBe(200);
    expect(project.read(file)).toBe(changed);

    // An image through the admin page's media library, as an editor uploads one.
    await page.getByRole('button', { name: 'Media' }).click({ timeout: 60_000 });
    const upload = page.locator('input[type="file"]').first();
    await expect(upload).toBeAttached({ timeout: 60_000 });
    await upload.setInputFiles({ name: 'uploaded-logo.png', mimeType: 'image/png', buffer: PNG });
    // The backend writes the file in place: it can be seen before its last bytes are in.
    const uploadedBytes = () => (!existsSync(uploaded) ? 'no file' : readFileSync(uploaded).equals(PNG) ? 'the uploaded bytes' : `${readFileSync(uploaded).length} other bytes`);
    await expect.poll(uploadedBytes, { timeout: 30_000 }).toBe('the uploaded bytes');
    // Closed again (Escape), as the next test that shares the page expects it.
    await page.keyboard.press('Escape');
    await expect(upload).not.toBeAttached();

    // The admin cannot be framed by another origin.
    const response = await fetch(`${project.url}/admin`);
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  } finally {
    // The copy is shared with cms.spec.ts: it gets the file and the media folder back as they were.
    writeFileSync(path.join(project.root, file), before);
    rmSync(uploaded, { force: true });
  }
});
