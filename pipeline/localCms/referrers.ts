import { siteContext } from '../checks/support.ts';
import type { LoadedContent } from '../content/contentSet.ts';
import { fileReferences } from '../content/references.ts';
import { fieldPath } from '../core/problems.ts';
import { splitHref } from '../routes/routes.ts';

/**
 * What links to each entry the content manager can delete: an entry that is a page of its own (an
 * article, `/resources/blog/<file name>`), and every place in the content that links to that page.
 * The admin page asks the editor before such a delete (admin/deleteGuard.ts), naming these places:
 * Decap CMS has no event before a delete, and a delete is not refused, only questioned.
 */

export interface Referrer {
  /** The file that holds the link (`content/articles/x.md`). */
  file: string;
  line: number;
  column: number;
  /** The field that holds it (`hero.ctas[0].href`; `body` for an article's text). */
  field: string;
  /** The pages that file feeds (`/resources/blog/x`), to name it in the editor's words. */
  routes: string[];
}

/** Entry file (`content/articles/x.md`) → the places that link to its page; entries nothing links to are left out. */
export function entryReferrers(content: LoadedContent): Record<string, Referrer[]> {
  const ctx = siteContext(content);
  // The pages a file of its own builds (drafts and scheduled articles too: a link to them is waiting for them).
  const fileOf = new Map<string, string>();
  for (const route of ctx.routes.routes) if (route.file) fileOf.set(route.route, route.file);
  for (const [route, held] of ctx.routes.unpublished) fileOf.set(route, held.file);
  const out: Record<string, Referrer[]> = {};
  for (const [id, source] of content.parsed) {
    for (const ref of fileReferences(source, ctx.siteHost)) {
      if (ref.kind !== 'link') continue;
      const target = fileOf.get(splitHref(ref.href).path);
      if (!target || target === source.file) continue;
      const at = ref.line !== undefined ? { line: ref.line, column: ref.column ?? 1 } : source.locate(ref.segments);
      (out[target] ??= []).push({ file: source.file, ...at, field: fieldPath(ref.segments), routes: ctx.routesUsing(id) });
    }
  }
  return out;
}
