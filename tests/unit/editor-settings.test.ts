import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorSettingsText, SETTINGS_FILE, yamlSchemaMap } from '../../cli/commands/editorSettings.ts';
import { discoverContent } from '../../cli/content/discover.ts';
import { projectRoot } from './helpers/project.ts';

describe('VS Code settings for schema-aware editing', () => {
  it('are committed as generate writes them (run `npm run generate` after adding a schema)', () => {
    expect(readFileSync(path.join(projectRoot, SETTINGS_FILE), 'utf8')).toBe(editorSettingsText(projectRoot));
  });

  it('map every YAML content file to the schema validate checks it with', () => {
    const map = yamlSchemaMap(projectRoot);
    const globToRegExp = (glob: string) => new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*\*\//g, '(?:.*/)?').replace(/\*/g, '[^/]*')}$`);
    for (const entry of discoverContent(projectRoot).filter((e) => e.absolutePath.endsWith('.yaml'))) {
      const file = path.relative(projectRoot, entry.absolutePath).split(path.sep).join('/');
      const schemas = Object.entries(map).filter(([, globs]) => globs.some((g) => globToRegExp(g).test(file))).map(([s]) => s);
      expect(schemas, file).toEqual([path.relative(projectRoot, entry.schemaPath!).split(path.sep).join('/')]);
    }
  });
});
