import { COUNTED_LISTS, countsOf } from '../lib/format/countText.ts';
import { formOf, type ConfigCollection } from './fieldLabels.ts';

/**
 * The numbers the count placeholders of the content stand for (`{count:gpuModels}`,
 * lib/format/countText.ts), for the previews: the build counts the items of each counted list in its
 * content file, and so does this, reading the files through the content manager's own backend (the
 * saved files, on this computer and online alike).
 */

/** Decap's preview prop that loads one entry of a collection (its data as an Immutable map). */
export type LoadEntry = (collection: string, entry: string) => Promise<unknown>;

/** A plain value of an Immutable one (Decap's entries), or the value itself. */
function plain(value: unknown): unknown {
  const immutable = value as { toJS?: () => unknown } | null | undefined;
  return immutable && typeof immutable.toJS === 'function' ? immutable.toJS() : value;
}

/** The count of every counted list whose file a form edits; a file that cannot be read leaves its placeholders as written. */
export async function loadCounts(collections: readonly ConfigCollection[], load: LoadEntry): Promise<Record<string, number>> {
  const ids = [...new Set(Object.values(COUNTED_LISTS).map((list) => list.id))];
  const data = new Map<string, unknown>();
  await Promise.all(
    ids.map(async (id) => {
      const form = formOf(collections, `content/${id}.yaml`) ?? formOf(collections, `content/${id}.yml`);
      if (!form) return;
      try {
        const entry = plain(await load(form.collection, form.entry)) as { data?: unknown } | null;
        data.set(id, entry?.data);
      } catch {
        // Not readable now: its placeholders stay as written, which the editor sees in the preview.
      }
    }),
  );
  return countsOf((id) => data.get(id));
}

let cached: Promise<Record<string, number>> | undefined;

/** The counts, read once and again after each save (`forgetCounts`). */
export function previewCounts(collections: readonly ConfigCollection[], load: LoadEntry): Promise<Record<string, number>> {
  cached ??= loadCounts(collections, load);
  return cached;
}

/** A save may have added or removed an item of a counted list. */
export function forgetCounts(): void {
  cached = undefined;
}
