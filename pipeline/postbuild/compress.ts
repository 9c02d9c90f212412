import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder, writeFileWhole } from '../core/files.ts';

/** Text formats worth compressing; images (PNG, WebP, AVIF) and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|xml|svg|json|webmanifest|txt|ico)$/;

/** Names the settings below: copies made with other settings are never taken from the cache. */
const SETTINGS = 'gzip9-brotli11-text';
/** Cached copies no build has used for this long are removed. */
const UNUSED_MS = 14 * 24 * 60 * 60 * 1000;

export interface CompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** Files whose copies came from the cache. */
  cached: number;
}

/**
 * Writes `name.gz` (gzip level 9) and `name.br` (brotli quality 11) next to every compressible file,
 * so servers send precompressed bytes (`gzip_static`, `brotli_static`) instead of compressing per request.
 * With `cacheDir`, the copies are kept there by the hash of the file's bytes, and a file whose bytes a
 * build compressed before (the assets most builds share, pages no edit changed) is not compressed again:
 * brotli at quality 11 is most of a build's postbuild time.
 */
export function precompress(dir: string, cacheDir?: string): CompressResult {
  const result: CompressResult = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0, cached: 0 };
  const cache = cacheDir && path.join(cacheDir, SETTINGS);
  if (cache) mkdirSync(cache, { recursive: true });
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    const copies = cache ? cachedCopies(cache, data) : { gz: gzip(data), br: brotli(data), hit: false };
    writeFileSync(`${file}.gz`, copies.gz);
    writeFileSync(`${file}.br`, copies.br);
    result.files += 1;
    result.cached += copies.hit ? 1 : 0;
    result.bytes += data.length;
    result.gzipBytes += copies.gz.length;
    result.brotliBytes += copies.br.length;
  }
  if (cache) removeUnused(cache);
  return result;
}

/** The copies of `data` from the cache (their use recorded in their times), or made and stored there. */
function cachedCopies(cache: string, data: Buffer): { gz: Buffer; br: Buffer; hit: boolean } {
  const base = path.join(cache, createHash('sha256').update(data).digest('hex'));
  try {
    const copies = { gz: readFileSync(`${base}.gz`), br: readFileSync(`${base}.br`), hit: true };
    const now = new Date();
    for (const ext of ['gz', 'br']) utimesSync(`${base}.${ext}`, now, now);
    return copies;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const copies = { gz: gzip(data), br: brotli(data), hit: false };
  // Whole: builds run side by side share the cache.
  for (const ext of ['gz', 'br'] as const) writeFileWhole(`${base}.${ext}`, copies[ext]);
  return copies;
}

/** Copies no build has used for `UNUSED_MS`, and partial writes left by a process that stopped. */
function removeUnused(cache: string): void {
  const before = Date.now() - UNUSED_MS;
  for (const name of readdirSync(cache)) {
    const file = path.join(cache, name);
    if ((statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < before) rmSync(file, { force: true });
  }
}

/** In the `node_modules` the project resolves its packages from, so a copy of the project shares it. */
export function precompressCacheDir(root: string): string {
  const vitePackage = createRequire(path.join(root, 'package.json')).resolve('vite/package.json');
  return path.join(path.dirname(path.dirname(vitePackage)), '.cache', 'site-precompressed');
}

export function gzip(data: Buffer | string): Buffer {
  return gzipSync(data, { level: 9 });
}

export function brotli(data: Buffer | string): Buffer {
  const input = typeof data === 'string' ? Buffer.from(data) : data;
  return brotliCompressSync(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}
