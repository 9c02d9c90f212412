import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '../../dist/client');

/** Every prerendered route, read from the build output (so new pages are tested without edits). */
export function builtRoutes(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'assets' ? [] : walk(full);
      return name.endsWith('.html') ? [full] : [];
    });
  return walk(dist)
    .map((file) => path.relative(dist, file).split(path.sep).join('/'))
    .filter((rel) => rel !== '404.html')
    .map((rel) => (rel === 'index.html' ? '/' : '/' + rel.replace(/(\/index)?\.html$/, '')))
    .sort();
}

export function builtHtmlPath(route: string): string {
  if (route === '/') return path.join(dist, 'index.html');
  const flat = path.join(dist, `${route.slice(1)}.html`);
  return existsSync(flat) ? flat : path.join(dist, route.slice(1), 'index.html');
}

export { dist };
