/**
 * A problem's place in the words of the form the editor has open: `validate` names a field by its
 * path in the file (`rows[2].oneYear.monthly`), the form by the labels of the generated
 * configuration (`Rows › 3 › One year › Monthly`). Read from the configuration the admin page loads,
 * so the names cannot drift from the form.
 */

export interface ConfigField {
  name: string;
  label?: string;
  /** An object's fields, or a list's fields when each item is a group. */
  fields?: ConfigField[];
  /** A list's one field when each item is a single value. */
  field?: ConfigField;
}

export interface ConfigCollection {
  name: string;
  label?: string;
  /** A folder collection (the articles): one entry per file in it. */
  folder?: string;
  /** A folder collection's file extension (`md`). */
  extension?: string;
  fields?: ConfigField[];
  files?: { name: string; label?: string; file: string; fields?: ConfigField[] }[];
}

/** The form that edits a file: where it opens in the admin (`#/collections/…`) and its name. */
export interface FormPlace {
  collection: string;
  /** The form's own label (`Gpu infrastructure (/pricing)`), or the entry's file name in a folder collection. */
  label: string;
  /** The entry's name in its collection: the form's name, or the file's name in a folder collection. */
  entry: string;
  /** The admin route that opens it. */
  route: string;
  fields: ConfigField[];
}

/** The form that edits `file` (a path from the project root), or undefined when no form does. */
export function formOf(collections: readonly ConfigCollection[], file: string): FormPlace | undefined {
  for (const c of collections) {
    const form = c.files?.find((f) => f.file === file);
    if (form) return { collection: c.name, label: form.label ?? form.name, entry: form.name, route: `#/collections/${c.name}/entries/${form.name}`, fields: form.fields ?? [] };
    if (c.folder && file.startsWith(`${c.folder}/`)) {
      const slug = file.slice(c.folder.length + 1).replace(/\.[^./]+$/, '');
      if (!slug || slug.includes('/')) continue;
      return { collection: c.name, label: `${c.label ?? c.name}: ${slug}`, entry: slug, route: `#/collections/${c.name}/entries/${slug}`, fields: c.fields ?? [] };
    }
  }
  return undefined;
}

/** `rows[2].oneYear.monthly` → `['rows', 2, 'oneYear', 'monthly']`; undefined for a path it cannot read. */
export function fieldSegments(field: string): (string | number)[] | undefined {
  if (!/^[^.[\]]+(?:\.[^.[\]]+|\[\d+\])*$/.test(field)) return undefined;
  return [...field.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]!));
}

/**
 * The labels along a field path, a list item by its position counted from 1 (`Rows › 3 › One
 * year › Monthly`). A name the form does not have (a key the schema refused) is shown as written, so
 * the editor can still find it; an empty path (the file as a whole) gives ''.
 */
export function fieldLabel(fields: readonly ConfigField[], field: string): string {
  const segments = fieldSegments(field);
  if (!segments) return field;
  const parts: string[] = [];
  let list: readonly ConfigField[] = fields;
  let current: ConfigField | undefined;
  for (const segment of segments) {
    if (typeof segment === 'number') {
      parts.push(String(segment + 1));
      // A list of single values: its item is the list's one field, whose label repeats the list's.
      if (current?.field) {
        current = current.field;
        list = current.fields ?? [];
      }
      continue;
    }
    current = list.find((f) => f.name === segment);
    parts.push(current?.label ?? segment);
    list = current ? (current.fields ?? (current.field ? [current.field] : [])) : [];
  }
  return parts.join(' › ');
}

/** The file an entry of the admin is (`articles`, `my-post` → `content/articles/my-post.md`), or undefined. */
export function entryFile(collections: readonly ConfigCollection[], collection: string, entry: string): string | undefined {
  const c = collections.find((x) => x.name === collection);
  if (!c) return undefined;
  if (c.folder) return entry && !entry.includes('/') ? `${c.folder}/${entry}.${c.extension ?? 'md'}` : undefined;
  return c.files?.find((f) => f.name === entry)?.file;
}
