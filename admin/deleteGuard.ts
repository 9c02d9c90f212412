import { fieldLabel, formOf, entryFile, type ConfigCollection } from './fieldLabels.ts';

/**
 * Before an entry is deleted, the editor is told which pages link to it. Decap CMS has no event
 * before a delete; it asks with the browser's `confirm` ("Are you sure you want to delete this
 * published entry?") and deletes only when the editor agrees. That question is extended here with
 * the places that link to the entry, from `npm run cms` (/admin/referrers.json, worked out after
 * every save by pipeline/localCms/referrers.ts), so Cancel keeps it. Online there is no such list:
 * the pull request's checks report the links a delete breaks.
 */

export const REFERRERS_URL = '/admin/referrers.json';

interface Referrer {
  file: string;
  line: number;
  column: number;
  field: string;
  routes: string[];
}

type Referrers = Record<string, Referrer[]>;

/** The entry the editor has open, from the admin's address (`#/collections/articles/entries/my-post`). */
function openEntry(hash: string): { collection: string; entry: string } | undefined {
  const match = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(hash);
  if (!match) return undefined;
  try {
    return { collection: decodeURIComponent(match[1]!), entry: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/** The warning added to the delete question: every place that links to the entry, in the editor's words. */
export function deleteWarning(collections: readonly ConfigCollection[], referrers: readonly Referrer[]): string {
  const lines = referrers.map((r) => {
    const form = formOf(collections, r.file);
    const field = (form && r.field ? fieldLabel(form.fields, r.field) : r.field) || 'the file';
    const page = r.routes.length ? r.routes.join(', ') : (form?.label ?? r.file);
    return `• ${page} — ${field} (${r.file}:${r.line})`;
  });
  const count = referrers.length === 1 ? 'One place links' : `${referrers.length} places link`;
  return `${count} to this entry; deleting it breaks ${referrers.length === 1 ? 'that link' : 'those links'} (validate will report ${referrers.length === 1 ? 'it' : 'them'}):\n${lines.join('\n')}\n\nPress Cancel to keep the entry.`;
}

/** Installs the question; the list is read now and again after every site-checks run (`refreshReferrers`). */
export function guardDeletes(collections: readonly ConfigCollection[]): () => Promise<void> {
  let referrers: Referrers = {};
  const refresh = async () => {
    try {
      const response = await fetch(REFERRERS_URL, { cache: 'no-store' });
      const body: unknown = response.ok ? await response.json() : {};
      referrers = body && typeof body === 'object' && !Array.isArray(body) ? (body as Referrers) : {};
    } catch {
      referrers = {};
    }
  };
  const ask = window.confirm.bind(window);
  window.confirm = (message?: string) => {
    const open = openEntry(window.location.hash);
    const file = open && entryFile(collections, open.collection, open.entry);
    const linked = file ? referrers[file] : undefined;
    // Decap asks before a delete and before leaving unsaved changes: only a delete gets the list.
    if (!linked?.length || !/delete/i.test(String(message ?? ''))) return ask(message);
    return ask(`${String(message ?? '')}\n\n${deleteWarning(collections, linked)}`);
  };
  void refresh();
  return refresh;
}
