import { existsSync, lstatSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../core/files.ts';

export interface ContentEntry {
  /** Absolute path of the content file. */
  absolutePath: string;
  /** Path relative to `content/` without extension: `pages/home`, `articles/audit-readiness`. */
  id: string;
  /** Absolute path of the schema that validates it, or null when none matches. */
  schemaPath: string | null;
}

/**
 * Every content file and the schema that governs it. The schema is found by convention:
 * `content/a/b.yaml` → `schemas/a/b.schema.json`, else the collection schema `schemas/a.schema.json`.
 */
const CONTENT_FILE = /\.(ya?ml|md)$/;

export function discoverContent(root: string): ContentEntry[] {
  const contentDir = path.join(root, 'content');
  const schemasDir = path.join(root, 'schemas');
  // Symbolic links are never read (rule `symlink` reports them): one could lead out of the project.
  const isLink = (file: string) => lstatSync(file).isSymbolicLink();
  return filesUnder(contentDir, isLink)
    .filter((f) => CONTENT_FILE.test(f) && !isLink(f))
    .sort()
    .map((absolutePath) => {
      const id = path.relative(contentDir, absolutePath).replace(/\.(ya?ml|md)$/, '').split(path.sep).join('/');
      return { absolutePath, id, schemaPath: schemaFor(schemasDir, id) };
    });
}

function schemaFor(schemasDir: string, id: string): string | null {
  const exact = path.join(schemasDir, `${id}.schema.json`);
  if (existsSync(exact)) return exact;
  const parts = id.split('/');
  for (let n = parts.length - 1; n >= 1; n--) {
    const collection = path.join(schemasDir, `${parts.slice(0, n).join('/')}.schema.json`);
    if (existsSync(collection)) return collection;
  }
  return null;
}

/** Files under `content/` that are not content files (`.yaml`, `.yml`, `.md`); hidden files and editor backups aside. */
export function strayContentFiles(root: string): string[] {
  const contentDir = path.join(root, 'content');
  return filesUnder(contentDir)
    .filter((f) => !CONTENT_FILE.test(f) && !/(^|[\\/])\.[^\\/]*$|~$|\.swp$/.test(f))
    .map((f) => path.relative(root, f).split(path.sep).join('/'))
    .sort();
}
