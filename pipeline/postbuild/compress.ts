import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from '../core/files.ts';

/** Text formats worth compressing; images (PNG, WebP, AVIF) and fonts (woff2) are compressed already. */
export const COMPRESSIBLE = /\.(html|css|js|mjs|xml|svg|json|webmanifest|txt|ico)$/;

export interface CompressResult {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/**
 * Writes `name.gz` (gzip level 9) and `name.br` (brotli quality 11) next to every compressible file,
 * so servers send precompressed bytes (`gzip_static`, `brotli_static`) instead of compressing per request.
 */
export function precompress(dir: string): CompressResult {
  const result: CompressResult = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    const gz = gzip(data);
    const br = brotli(data);
    writeFileSync(`${file}.gz`, gz);
    writeFileSync(`${file}.br`, br);
    result.files += 1;
    result.bytes += data.length;
    result.gzipBytes += gz.length;
    result.brotliBytes += br.length;
  }
  return result;
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
