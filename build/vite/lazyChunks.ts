import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LAZY_CHUNKS_FILE, type LazyChunks } from '../../pipeline/postbuild/islandBudget.ts';

/**
 * Records, for each module the browser loads on demand (`import('./checker/island.tsx')`), the
 * built files it brings and the content modules bundled into them, in `dist/lazy-chunks.json`
 * (outside `dist/client`, so it is not published). The build checks the policy checker island's
 * budget from it and names the content that fills it (pipeline/postbuild/islandBudget.ts).
 */
export function lazyChunks(): Plugin {
  let root = '';
  return {
    name: 'site:lazy-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(options, bundle) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const contentDir = path.join(root, '.generated', 'content') + path.sep;
      const record: LazyChunks = {};
      for (const chunk of chunks.values()) {
        if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        visit(chunk.fileName);
        const modules = [...files].flatMap((f) => chunks.get(f)?.moduleIds ?? []);
        const content = modules
          .filter((id) => id.startsWith(contentDir) && !id.endsWith(`${path.sep}index.ts`))
          .map((id) => id.slice(contentDir.length).replace(/\.ts$/, '').split(path.sep).join('/'));
        record[path.relative(root, chunk.facadeModuleId).split(path.sep).join('/')] = { files: [...files].sort(), content: [...new Set(content)].sort() };
      }
      const file = path.join(options.dir, '..', LAZY_CHUNKS_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(record, null, 2) + '\n');
    },
  };
}
