import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PAGE_FILE } from '../../pipeline/postbuild/builtPages.ts';

const dist = path.resolve(import.meta.dirname, '../../dist/client');
/** The build with example tag ids that the integration specs run against (scripts/build-e2e.ts). */
const integrationsDist = path.resolve(import.meta.dirname, '../../dist-e2e/client');

/** Every public route, read from the build output (so new pages are tested without edits); not the admin. */
export function builtRoutes(root: string = dist): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return name === 'assets' ? [] : walk(full);
      return name.endsWith('.html') ? [full] : [];
    });
  return walk(root)
    .map((file) => path.relative(root, file).split(path.sep).join('/'))
    .filter((rel) => rel !== '404.html' && rel !== ADMIN_PAGE_FILE)
    .map((rel) => (rel === 'index.html' ? '/' : '/' + rel.replace(/(\/index)?\.html$/, '')))
    .sort();
}

export function builtHtmlPath(route: string): string {
  if (route === '/') return path.join(dist, 'index.html');
  const flat = path.join(dist, `${route.slice(1)}.html`);
  return existsSync(flat) ? flat : path.join(dist, route.slice(1), 'index.html');
}

export { dist, integrationsDist };
