import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorSettingsText, SETTINGS_FILE, yamlSchemaMap } from '../../../pipeline/generate/editorSettings.ts';
import { discoverContent } from '../../../pipeline/content/discover.ts';
import { filesUnder } from '../../../pipeline/core/files.ts';
import { projectRoot } from '../helpers/project.ts';

describe('VS Code settings for schema-aware editing', () => {
  it('are committed as generate writes them (run `npm run generate` after adding a schema)', () => {
    expect(readFileSync(path.join(projectRoot, SETTINGS_FILE), 'utf8')).toBe(editorSettingsText(projectRoot));
  });

  it('map every YAML content file to the schema validate checks it with', () => {
    const map = yamlSchemaMap(projectRoot);
    const globToRegExp = (glob: string) =>
      new RegExp(
        `^${glob
          .replace(/\./g, '\\.')
          .replace(/\*\*\//g, '(?:.*/)?')
          .replace(/\*/g, '[^/]*')}$`,
      );
    for (const entry of discoverContent(projectRoot).filter((e) => e.absolutePath.endsWith('.yaml'))) {
      const file = path.relative(projectRoot, entry.absolutePath).split(path.sep).join('/');
      const schemas = Object.entries(map)
        .filter(([, globs]) => globs.some((g) => globToRegExp(g).test(file)))
        .map(([s]) => s);
      expect(schemas, file).toEqual([path.relative(projectRoot, entry.schemaPath!).split(path.sep).join('/')]);
    }
  });

  // The extension loads each schema from its file and resolves a `$ref` against that file's path;
  // ajv (validate) resolves it against the schema's `$id`. Both find the same file only when every
  // `$ref` is a relative file path and every `$id` mirrors the schema's place under schemas/.
  it('write every $ref as a relative file path that exists, and every $id mirrors its file', () => {
    const schemasDir = path.join(projectRoot, 'schemas');
    const files = filesUnder(schemasDir).filter((f) => f.endsWith('.schema.json'));
    expect(files.length).toBeGreaterThan(0);
    const base = new Set<string>();
    for (const file of files) {
      const schema = readFileSync(file, 'utf8');
      const relative = path.relative(schemasDir, file).split(path.sep).join('/');
      const id = (JSON.parse(schema) as { $id?: string }).$id ?? '';
      expect(id.endsWith(`/${relative}`), `${relative}: $id ${id}`).toBe(true);
      base.add(id.slice(0, -relative.length));
      for (const [, ref] of schema.matchAll(/"\$ref":\s*"([^"#]+)#?[^"]*"/g)) {
        expect(/^[a-z]+:/i.test(ref!), `${relative}: ${ref} is not a relative path`).toBe(false);
        expect(existsSync(path.resolve(path.dirname(file), ref!)), `${relative}: ${ref}`).toBe(true);
      }
    }
    expect(base.size).toBe(1);
  });
});
