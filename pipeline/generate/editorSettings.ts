/**
 * Schema-aware editing in VS Code: `.vscode/settings.json` maps each JSON Schema to the content
 * files it checks (`yaml.schemas`, read by the YAML extension, `redhat.vscode-yaml`), so the
 * editor offers completion, shows each field's description on hover and underlines the same
 * schema errors as `validate`. Written by `tenetry-site generate` (and so by every build) from the
 * same schema lookup `validate` uses; other settings in the file are kept.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { discoverContent } from '../content/discover.ts';
import { writeFileIfChanged } from '../core/files.ts';

export const SETTINGS_FILE = '.vscode/settings.json';
export const EXTENSIONS_FILE = '.vscode/extensions.json';

/** `{ "schemas/pages/home.schema.json": ["content/pages/home.yaml"], "schemas/industries.schema.json": ["content/industries/*.yaml"] }` */
export function yamlSchemaMap(root: string): Record<string, string[]> {
  const bySchema = new Map<string, Set<string>>();
  for (const entry of discoverContent(root)) {
    if (!entry.schemaPath || !entry.absolutePath.endsWith('.yaml')) continue;
    const schema = rel(root, entry.schemaPath);
    const file = rel(root, entry.absolutePath);
    // A collection schema (`schemas/industries.schema.json`) covers its whole folder, new files included.
    const collection = schema.replace(/^schemas\//, 'content/').replace(/\.schema\.json$/, '');
    const glob = file.startsWith(`${collection}/`) ? `${collection}/${file.slice(collection.length + 1).includes('/') ? '**/' : ''}*.yaml` : file;
    bySchema.set(schema, (bySchema.get(schema) ?? new Set()).add(glob));
  }
  return Object.fromEntries([...bySchema].sort(([a], [b]) => a.localeCompare(b)).map(([schema, globs]) => [schema, [...globs].sort()]));
}

/** The settings file's text: the existing settings with `yaml.schemas` replaced. */
export function editorSettingsText(root: string): string {
  const file = path.join(root, SETTINGS_FILE);
  let settings: Record<string, unknown> = {};
  if (existsSync(file)) {
    try {
      settings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    } catch {
      settings = {};
    }
  }
  settings['yaml.schemas'] = yamlSchemaMap(root);
  settings['yaml.validate'] = true;
  settings['yaml.hover'] = true;
  settings['yaml.completion'] = true;
  return `${JSON.stringify(settings, null, 2)}\n`;
}

/** Writes `.vscode/settings.json` (and recommends the YAML extension) when they differ from what they should be. */
export function writeEditorSettings(root: string): boolean {
  const extensions = path.join(root, EXTENSIONS_FILE);
  // Created once: an editor may add its own recommendations.
  if (!existsSync(extensions)) writeFileIfChanged(extensions, `${JSON.stringify({ recommendations: ['redhat.vscode-yaml'] }, null, 2)}\n`);
  return writeFileIfChanged(path.join(root, SETTINGS_FILE), editorSettingsText(root));
}

function rel(root: string, p: string): string {
  return path.relative(root, p).split(path.sep).join('/');
}
