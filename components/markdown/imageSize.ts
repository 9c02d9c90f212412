import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image's intrinsic size from `public/` (SVG `width`/`height` or `viewBox`, PNG header). */
export function publicImageSize(src: string, publicDir = path.resolve('public')): ImageSize {
  if (!src.startsWith('/')) throw new Error(`Image \`${src}\` must be a path under public/ starting with \`/\` (for example \`/images/articles/x.svg\`).`);
  const file = path.join(publicDir, src);
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    throw new Error(`Image \`${src}\` was not found: add the file at \`public${src}\` or fix the path in the article.`);
  }
  const size = src.endsWith('.svg') ? svgSize(bytes.toString('utf8')) : src.endsWith('.png') ? pngSize(bytes) : null;
  if (!size) throw new Error(`Could not read the size of \`${src}\`: use an SVG with width and height (or a viewBox), or a PNG.`);
  return size;
}

export function svgSize(svg: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!tag) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`, 'i').exec(tag)?.[1];
  const width = attr('width');
  const height = attr('height');
  if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/i.exec(tag);
  return viewBox ? { width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) } : null;
}

export function pngSize(bytes: Buffer): ImageSize | null {
  const signature = '89504e470d0a1a0a';
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== signature) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
