import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The icon names the site can render: the names of lucide-react's `icons` export, read from its
 * index module's text. Importing lucide-react here would load React into the build process next to
 * the prerender's own React, which breaks rendering.
 */
export const iconNames: readonly string[] = readIconNames();
const known = new Set(iconNames);

function readIconNames(): string[] {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const index = readFileSync(path.join(packageDir, 'dist', 'esm', 'icons', 'index.mjs'), 'utf8');
  return [...index.matchAll(/export \{ default as (\w+) \}/g)].map((m) => m[1]!);
}

export function isKnownIcon(name: string): boolean {
  return known.has(name);
}
