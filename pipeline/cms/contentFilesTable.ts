import path from 'node:path';
import { discoverContent } from '../content/discover.ts';

/**
 * Every content file and where the admin page edits it, as the Markdown table of
 * docs/editing-content.md (`npx tenetry-site cms-config --files`), read from the configuration so it
 * cannot drift. The files of a collection schema (`schemas/industries.schema.json` for every
 * `content/industries/*.yaml`) are one row: an editor can add such a file without the table changing.
 */
export function contentFilesTable(root: string, config: Record<string, unknown>): string {
  const collections = config['collections'] as { label: string; folder?: string; label_singular?: string; files?: { file: string; label: string }[] }[];
  const sharedSchema = new Map<string, string>();
  for (const e of discoverContent(root)) {
    if (e.schemaPath && e.schemaPath !== path.join(root, 'schemas', `${e.id}.schema.json`)) {
      sharedSchema.set(path.relative(root, e.absolutePath).split(path.sep).join('/'), path.relative(root, e.schemaPath).split(path.sep).join('/'));
    }
  }
  const rows: string[] = [];
  const seen = new Set<string>();
  const row = (file: string, group: string, form: string) => {
    if (!seen.has(file)) rows.push(`| \`${file}\` | ${group} | ${form} |`);
    seen.add(file);
  };
  for (const c of collections) {
    if (c.folder) row(`${c.folder}/<slug>.md`, c.label, `one ${c.label_singular?.toLowerCase() ?? 'entry'} per file: create and delete them here`);
    for (const f of c.files ?? []) {
      const schema = sharedSchema.get(f.file);
      if (schema) row(`${path.posix.dirname(f.file)}/*${path.posix.extname(f.file)}`, c.label, `one form per file, named after it (schema \`${schema}\`)`);
      else row(f.file, c.label, f.label);
    }
  }
  return ['| Content file | Admin group | Form |', '| --- | --- | --- |', ...rows].join('\n');
}
