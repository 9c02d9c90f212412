// Serves the built site (dist/client) like production: clean URLs, precompressed files, 404 page with status 404.
// Usage: node scripts/serve.mjs [--build-if-needed] [--port 3000] [--dir dist-e2e/client]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const dirArg = args.indexOf('--dir');
const dist = path.resolve(root, dirArg >= 0 ? args[dirArg + 1] : path.join('dist', 'client'));
const portArg = args.indexOf('--port');
const port = Number(portArg >= 0 ? args[portArg + 1] : process.env.PORT ?? 3000);

if (args.includes('--build-if-needed') && !existsSync(path.join(dist, 'index.html'))) {
  console.log('No build found: building the site first.');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`${path.relative(root, dist)} is empty. Run \`npm run build\` first.`);
  process.exit(1);
}

const notFoundPage = readFileSync(path.join(dist, '404.html'));
const assets = sirv(dist, {
  extensions: ['html'],
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  },
});

const server = http.createServer((req, res) => {
  // Clean URLs: /about/ → /about
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    res.writeHead(301, { Location: url.pathname.slice(0, -1) + url.search });
    res.end();
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(notFoundPage);
  });
});
server.listen(port, '127.0.0.1', () => console.log(`Serving ${path.relative(root, dist)} on http://localhost:${port}`));
