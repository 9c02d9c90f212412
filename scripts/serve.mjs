// Serves a built site (dist/client) as production does: clean URLs, precompressed files, the 404
// page with status 404, and the headers and redirects of the build's own `_headers` and `_redirects`
// (rendered by pipeline/postbuild/ from the one security-header module, as the static host reads them).
// GET and HEAD only (405 otherwise); the deploy files are never served; a path it cannot read gets
// a 400 or a 404, never a crash.
// Usage: node scripts/serve.mjs [--build-if-needed] [--port 3000] [--dir dist-e2e/client]
//   --build-if-needed  build first when there is no build or when anything under content/, schemas/
//                      or the code changed since the last one (`npm start`).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleReason } from './sources.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirArg = args.indexOf('--dir');
const dist = path.resolve(root, dirArg >= 0 ? args[dirArg + 1] : path.join('dist', 'client'));
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.PORT ?? 3000));

if (args.includes('--build-if-needed')) {
  const reason = staleReason(root, path.join(dist, 'index.html'));
  if (reason) {
    console.log(`${reason}: building the site first.`);
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
for (const file of ['index.html', '404.html', '_headers', '_redirects']) {
  if (!existsSync(path.join(dist, file))) {
    console.error(`${path.relative(root, path.join(dist, file))} is missing. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** The files of the build that configure the host and are never served. */
const DEPLOY_FILES = new Set(['/_headers', '/_redirects']);

/**
 * `_headers` (Cloudflare Pages syntax) as rules in file order: a path or a `prefix*` pattern, the
 * headers it sets, and the headers it detaches (`! Name`).
 */
function parseHeadersFile(text) {
  const rules = [];
  let rule;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rule = { pattern: line.trim(), set: [], detach: [] };
      rules.push(rule);
    } else if (rule && line.trim().startsWith('!')) {
      rule.detach.push(line.trim().slice(1).trim().toLowerCase());
    } else if (rule) {
      const colon = line.indexOf(':');
      rule.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/** `_redirects`: source path → [target, status]. Every rule is literal (the build writes no splats). */
function parseRedirectsFile(text) {
  const rules = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || from.startsWith('#') || !to) continue;
    rules.set(from, [to, Number(status ?? 301)]);
  }
  return rules;
}

const headerRules = parseHeadersFile(readFileSync(path.join(dist, '_headers'), 'utf8'));
const redirects = parseRedirectsFile(readFileSync(path.join(dist, '_redirects'), 'utf8'));
const notFoundPage = readFileSync(path.join(dist, '404.html'));

/** The headers `_headers` gives a path: every matching rule in order, later ones replacing or detaching. */
function headersFor(pathname) {
  const headers = new Map();
  for (const rule of headerRules) {
    const matches = rule.pattern.endsWith('*') ? pathname.startsWith(rule.pattern.slice(0, -1)) : pathname === rule.pattern;
    if (!matches) continue;
    for (const name of rule.detach) headers.delete(name);
    for (const [name, value] of rule.set) headers.set(name.toLowerCase(), [name, value]);
  }
  if (!headers.has('cache-control')) headers.set('cache-control', ['Cache-Control', 'no-cache']);
  return Object.fromEntries([...headers.values()]);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * What to answer for a request: a redirect, a file, or an error status. Pure (no I/O beyond
 * looking for files), so every hostile path ends in one of these.
 */
function route(method, rawUrl) {
  if (method !== 'GET' && method !== 'HEAD') return { status: 405 };
  // Only origin-form targets (`/path?query`): `http://…`, `*` and the like are not for this server.
  if (typeof rawUrl !== 'string' || !rawUrl.startsWith('/')) return { status: 400 };
  const q = rawUrl.indexOf('?');
  const rawPath = q >= 0 ? rawUrl.slice(0, q) : rawUrl;
  const search = q >= 0 ? rawUrl.slice(q) : '';
  // Like nginx: a raw path that starts like another host (`//`, `/\`, `/%2F`, `/%5C`) is no page of this site.
  if (/^\/(\/|\\|%2f|%5c)/i.test(rawPath)) return { status: 404 };
  let pathname;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 }; // malformed percent-encoding (`%zz`, a lone `%`, a cut UTF-8 sequence)
  }
  // Control characters never name a file; `//`, `\` and dot segments name nothing of this site.
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return { status: 400 };
  if (pathname.includes('//') || pathname.includes('\\') || /(^|\/)\.\.?(\/|$)/.test(pathname)) return { status: 404 };
  if (DEPLOY_FILES.has(pathname) || pathname === '/404' || pathname === '/404.html') return { status: 404 };

  const redirect = redirects.get(pathname);
  if (redirect) return { status: redirect[1], location: redirect[0] + search };

  const file = pathname === '/' ? path.join(dist, 'index.html') : path.join(dist, pathname);
  if (!file.startsWith(dist + path.sep)) return { status: 404 };
  if (isFile(file)) return { status: 200, file, pathname };
  if (!pathname.startsWith('/assets/') && isFile(`${file}.html`)) return { status: 200, file: `${file}.html`, pathname };
  return { status: 404 };
}

/**
 * The content codings an `Accept-Encoding` header accepts (its q-value, if any, above 0), lower
 * case. One pass of splits and trims, linear in the header's length: a long hostile header costs
 * what reading it costs (a regular expression with adjacent `\s*` took seconds on 15 KB of spaces).
 */
function acceptedCodings(header = '') {
  const accepted = new Set();
  for (const element of String(header).split(',')) {
    const [coding = '', ...parameters] = element.split(';');
    const name = coding.trim().toLowerCase();
    const q = parameters.map((p) => p.trim()).find((p) => p.slice(0, 2).toLowerCase() === 'q=');
    const weight = q === undefined ? 1 : /^\d+(\.\d*)?$/.test(q.slice(2).trim()) ? Number(q.slice(2).trim()) : 0;
    if (name && weight > 0) accepted.add(name);
  }
  return accepted;
}

/** The precompressed copy the client accepts (brotli first), else the file itself. */
function variant(file, acceptEncoding) {
  const accepted = acceptedCodings(acceptEncoding);
  for (const [coding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (accepted.has(coding) && isFile(file + ext)) return { path: file + ext, encoding: coding };
  }
  return { path: file, encoding: undefined };
}

function send(req, res, status, headers, body) {
  res.writeHead(status, body === undefined ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function handle(req, res) {
  const answer = route(req.method, req.url);
  if (answer.status === 405) {
    return send(req, res, 405, { ...headersFor('/*'), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }, 'Method Not Allowed\n');
  }
  if (answer.status === 400) return send(req, res, 400, { ...headersFor('/*'), 'Content-Type': 'text/plain; charset=utf-8' }, 'Bad Request\n');
  if (answer.status === 404) return send(req, res, 404, { ...headersFor('/404.html'), 'Content-Type': 'text/html; charset=utf-8' }, notFoundPage);
  if (answer.location !== undefined) return send(req, res, answer.status, { ...headersFor('/*'), Location: answer.location }, '');

  const chosen = variant(answer.file, req.headers['accept-encoding']);
  const stat = statSync(chosen.path);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers = {
    ...headersFor(answer.pathname),
    'Content-Type': TYPES[path.extname(answer.file).toLowerCase()] ?? 'application/octet-stream',
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...(chosen.encoding ? { 'Content-Encoding': chosen.encoding } : {}),
  };
  if (req.headers['if-none-match'] === etag) return send(req, res, 304, headers, undefined);
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(chosen.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    // A fault here must not stop the server: answer this request with 500 and keep serving.
    console.error(`serve: ${req.method} ${JSON.stringify(req.url)}: ${error instanceof Error ? error.message : error}`);
    if (!res.headersSent) res.writeHead(500, { ...headersFor('/*'), 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error\n');
  }
});
// A request the HTTP parser rejects (a raw CR in the path, a broken header) gets 400 on its own socket.
server.on('clientError', (_error, socket) => {
  if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  else socket.destroy();
});
server.listen(port, '127.0.0.1', () => console.log(`Serving ${path.relative(root, dist)} on http://localhost:${port}`));
