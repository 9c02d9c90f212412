// What a build is made from, and whether a build is older than any of it. `npm start`
// (scripts/serve.mjs) and the integration build (scripts/build-e2e.ts) rebuild when it is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The project's code folders: what the site, the pipeline and the content manager are written in. */
export const CODE_FOLDERS = ['admin', 'build', 'cli', 'pipeline', 'client', 'components', 'lib', 'pages', 'renderer', 'scripts'];

/** The settings a build reads beside the code. */
export const BUILD_SETTINGS = ['vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/** Folders and files a build reads: the content and its schemas, the code, the styles, the public files, the settings. */
export const BUILD_SOURCES = ['content', 'schemas', ...CODE_FOLDERS, 'styles', 'public', ...BUILD_SETTINGS, '.env', '.env.production'];

/** The most recently changed file under `sources` (relative to `root`), or undefined when none exists. */
export function newestSource(root, sources = BUILD_SOURCES) {
  let newest;
  for (const source of sources) {
    const full = path.join(root, source);
    if (!existsSync(full)) continue;
    // Plain JavaScript and Node's own recursive listing: `npm start` runs this with node, without TypeScript.
    const files = statSync(full).isDirectory() ? readdirSync(full, { recursive: true, encoding: 'utf8' }).map((name) => path.join(full, name)) : [full];
    for (const file of files) {
      const stat = statSync(file);
      if (stat.isFile() && (!newest || stat.mtimeMs > newest.mtimeMs)) newest = { file: path.relative(root, file).split(path.sep).join('/'), mtimeMs: stat.mtimeMs };
    }
  }
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
