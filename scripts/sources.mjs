// What a build is made from, and whether a build is older than any of it. `npm start`
// (scripts/serve.mjs) and the integration build (scripts/build-e2e.ts) rebuild when it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders and files a build reads: the content and its schemas, the code, the styles, the public files, the settings. */
export const BUILD_SOURCES = [
  'content', 'schemas', 'build', 'cli', 'client', 'components', 'lib', 'pages', 'renderer', 'styles', 'public',
  'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', '.env', '.env.production',
];

/** The most recently changed file under `sources` (relative to `root`), or undefined when none exists. */
export function newestSource(root, sources = BUILD_SOURCES) {
  let newest;
  const visit = (rel) => {
    const full = path.join(root, rel);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isDirectory()) {
      for (const name of readdirSync(full)) visit(path.join(rel, name));
    } else if (!newest || stat.mtimeMs > newest.mtimeMs) {
      newest = { file: rel.split(path.sep).join('/'), mtimeMs: stat.mtimeMs };
    }
  };
  for (const source of sources) visit(source);
  return newest;
}

/**
 * Why the build whose marker file is `marker` must be made again: it is missing, or a source file
 * changed after it. Undefined when it is up to date.
 */
export function staleReason(root, marker, sources = BUILD_SOURCES) {
  if (!existsSync(marker)) return 'no build found';
  const built = statSync(marker).mtimeMs;
  const newest = newestSource(root, sources);
  return newest && newest.mtimeMs > built ? `${newest.file} changed since the last build` : undefined;
}
