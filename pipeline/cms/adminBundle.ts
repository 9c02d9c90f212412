import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { filesUnder } from '../core/files.ts';

/**
 * The admin page's bundle (Decap CMS from npm, the previews, the site-checks panel), built with
 * Vite apart from the site: the content manager is megabytes of script that no public page may
 * load, and the site's build must not wait for it. It is built once per change of its inputs into
 * a cache folder named by their hash, then served by `npm run cms` and copied into the production
 * build. Several processes may ask for it at once (two `npm run cms`, a build, the browser tests in
 * parallel): each builds into a folder of its own and renames it into place, so a bundle folder is
 * complete whenever it exists, and no process empties a folder another one reads.
 */

/** What the bundle is made from: its own code, the site code its previews reuse, the locked packages. */
const INPUTS = ['admin', 'lib', 'components', 'styles', 'pages', 'renderer', 'client', 'package-lock.json'];

export const ADMIN_ROUTE = '/admin';
/** The admin's files are served under `/admin/` (the page itself is `/admin`). */
export const ADMIN_BASE = '/admin/';

/** Unfinished builds older than this were left by a process that stopped: removed. */
const ABANDONED_MS = 60 * 60 * 1000;
const BUILDING = '.building-';

/** In the `node_modules` the project resolves its packages from (a copy of the project shares it). */
export function adminCacheDir(root: string): string {
  const vitePackage = createRequire(path.join(root, 'package.json')).resolve('vite/package.json');
  return path.join(path.dirname(path.dirname(vitePackage)), '.cache', 'site-admin');
}

function inputHash(root: string): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => filesUnder(path.join(root, input)))) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

export interface AdminBundle {
  /** Folder holding `admin/index.html` and `assets/`. */
  dir: string;
  /** The page's HTML. */
  html: string;
  built: boolean;
  ms: number;
}

/** Builds the admin bundle unless one was built from the same inputs. */
export async function ensureAdminBundle(root: string, log: (s: string) => void = () => {}): Promise<AdminBundle> {
  const t0 = performance.now();
  const cache = adminCacheDir(root);
  const stamp = inputHash(root);
  const dir = path.join(cache, stamp);
  const html = path.join(dir, 'admin', 'index.html');
  if (existsSync(html)) return { dir, html, built: false, ms: Math.round(performance.now() - t0) };
  log('building the content manager (once per change of its code or packages)…');
  mkdirSync(cache, { recursive: true });
  const building = mkdtempSync(path.join(cache, BUILDING));
  const [{ build }, { default: tailwindcss }] = await Promise.all([import('vite'), import('@tailwindcss/vite')]);
  const shim = path.join(root, 'admin', 'shims', 'node.ts');
  // Vite's build sets NODE_ENV=production for the whole process; `npm run cms` starts a dev server next.
  const nodeEnv = process.env['NODE_ENV'];
  try {
    await build({
      configFile: false,
      root,
      base: ADMIN_BASE,
      // The packages' own bundling notes (eval in a TOML parser, 'use client') are not ours to fix.
      logLevel: 'error',
      // The site's public/ folder is the site's: the admin build copies none of it.
      publicDir: false,
      plugins: [tailwindcss()],
      resolve: { alias: { 'node:fs': shim, 'node:path': shim } },
      define: { 'process.env.NODE_ENV': JSON.stringify('production'), global: 'globalThis' },
      build: {
        outDir: building,
        emptyOutDir: true,
        assetsInlineLimit: 0,
        chunkSizeWarningLimit: 10_000,
        reportCompressedSize: false,
        rollupOptions: { input: path.join(root, 'admin', 'index.html') },
      },
    });
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another process built the same inputs and renamed its folder into place first: that one serves.
    if (!existsSync(html)) throw error;
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
  removeOldBundles(cache, stamp);
  return { dir, html, built: true, ms: Math.round(performance.now() - t0) };
}

/** Bundles of other inputs (and of earlier layouts), and builds abandoned long ago; builds under way are left alone. */
function removeOldBundles(cache: string, current: string): void {
  for (const name of readdirSync(cache)) {
    const full = path.join(cache, name);
    if (name === current) continue;
    if (name.startsWith(BUILDING) && !(Date.now() - (statSync(full, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > ABANDONED_MS)) continue;
    rmSync(full, { recursive: true, force: true });
  }
}

/** Copies the built admin into a site output folder: `admin.html` and `admin/assets/`. */
export function copyAdminBundle(bundle: AdminBundle, client: string): void {
  mkdirSync(path.join(client, 'admin'), { recursive: true });
  cpSync(bundle.html, path.join(client, 'admin.html'));
  cpSync(path.join(bundle.dir, 'assets'), path.join(client, 'admin', 'assets'), { recursive: true });
}
