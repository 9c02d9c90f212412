/**
 * Rule `link`: every internal link in the content (YAML fields, Markdown in text fields, article
 * bodies) opens a route the site builds, and its `#fragment` an id that page declares where the
 * page's anchors are known (see `pipeline/routes/anchors.ts`). Links to files must name a file under `public/`.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import { fileReferences, IMAGE_EXTENSION, type Reference } from '../content/references.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import type { Problem } from '../core/problems.ts';
import { generatedFiles, splitHref } from '../routes/routes.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, listNames, problemAt, siteContext, type SiteContext } from './support.ts';

const RULE = 'link';

export const references: Check = (content: LoadedContent) => {
  const ctx = siteContext(content);
  // Links whose target page uses a file that could not be read: not checked, said once per file.
  const unchecked = new Map<string, Set<string>>();
  const problems = eachFile(content, RULE, (source, id) =>
    fileReferences(source, ctx.siteHost)
      .filter((ref) => ref.kind === 'link')
      .flatMap((ref) => {
        const { path, fragment } = splitHref(ref.href);
        const targets = path === '' ? ctx.routesUsing(id) : [path];
        const blocked = fragment ? targets.flatMap((r) => ctx.anchors.get(r)?.unreadable ?? []) : [];
        if (blocked.length > 0) {
          for (const b of blocked) unchecked.set(b, (unchecked.get(b) ?? new Set()).add(targets.join(', ')));
          return [];
        }
        const found = checkLink(ref.href, ctx, ctx.routesUsing(id));
        return found ? [located(source, ref, found)] : [];
      }),
  );
  for (const [id, routes] of unchecked) {
    const file = content.entries.find((e) => e.id === id);
    const rel = file
      ? file.absolutePath
          .slice(content.root.length + 1)
          .split('\\')
          .join('/')
      : `content/${id}`;
    problems.push({
      file: rel,
      line: 1,
      column: 1,
      field: '',
      severity: 'warning',
      rule: RULE,
      message: `Links to sections of ${[...routes].map((r) => `\`${r}\``).join(', ')} were not checked because \`${rel}\` could not be read. Fix the problem reported above, then run validate again.`,
    });
  }
  return problems;
};

export interface LinkFinding {
  message: string;
  severity: 'error' | 'warning';
}

/**
 * What is wrong with an internal link, or null when it is fine. `ownRoutes` are the routes of the
 * page the link is written on, for `#fragment`-only links.
 */
export function checkLink(href: string, ctx: Pick<SiteContext, 'routes' | 'anchors' | 'publicFileExists'>, ownRoutes: readonly string[] = []): LinkFinding | null {
  const { path, fragment } = splitHref(href);
  if (path === '') return fragment ? checkFragments(ownRoutes, fragment, ctx, href) : null;
  const last = path.split('/').pop() ?? '';
  if (/\.[A-Za-z0-9]+$/.test(last)) {
    if (ctx.publicFileExists(path) || generatedFiles.includes(path)) return null;
    const what = IMAGE_EXTENSION.test(path) ? 'image' : 'file';
    return { severity: 'error', message: `\`${href}\` links to a ${what} that does not exist: there is no \`public${path}\`. Check the spelling, or add the file under \`public/\`.` };
  }
  if (path.length > 1 && path.endsWith('/')) {
    return { severity: 'error', message: `Write routes without a trailing slash: \`${path.replace(/\/+$/, '')}\` instead of \`${path}\`.` };
  }
  if (ctx.routes.has(path)) return fragment ? checkFragments([path], fragment, ctx, href) : null;
  const held = ctx.routes.unpublished.get(path);
  if (held) {
    const why = held.reason === 'draft' ? `is a draft (\`draft: true\` in \`${held.file}\`)` : `is scheduled for ${held.publishedTime} (\`publishedTime\` in \`${held.file}\`)`;
    const fix = held.reason === 'draft' ? 'publish the article (remove `draft: true`)' : 'add the link once the article is out';
    return { severity: 'error', message: `\`${path}\` ${why}: the public build has no page there yet, so this link would be broken. Remove the link, or ${fix}.` };
  }
  const known = [...new Set(ctx.routes.routes.map((r) => r.route))];
  // A route that the link's path begins (`/partners` → `/partnerships`) is the likeliest meant.
  const extended = known.filter((r) => r.length > 1 && r.startsWith(path));
  const hint = didYouMean(path, known, Math.max(3, Math.floor(path.length / 3))) || (extended.length ? didYouMean(path, extended, Infinity) : '');
  return {
    severity: 'error',
    message: `There is no page at \`${path}\`.${hint} A link must open a route the site builds; run \`npx tenetry-site routes\` to list them.`,
  };
}

function checkFragments(routes: readonly string[], fragment: string, ctx: Pick<SiteContext, 'anchors'>, href: string): LinkFinding | null {
  for (const route of routes) {
    const anchors = ctx.anchors.get(route);
    if (!anchors?.known || anchors.ids.has(fragment)) continue;
    const ids = [...anchors.ids.keys()].sort();
    if (anchors.article)
      return {
        severity: 'error',
        message: `The article \`${route}\` has no heading with the anchor \`${fragment}\` (from \`${href}\`).${didYouMean(fragment, ids)} ${ids.length ? `Its headings' anchors: ${listNames(ids)}.` : 'It has no headings.'} A heading's anchor is made from its text (\`## Why it matters\` → \`#why-it-matters\`): fix the link, or the heading.`,
      };
    return {
      severity: 'error',
      message: `The page \`${route}\` has no section with the id \`${fragment}\` (from \`${href}\`).${didYouMean(fragment, ids)} Its known anchors: ${listNames(ids)}. Fix the link, or give the section that id (an \`id:\` field in the page's content).`,
    };
  }
  return null;
}

function located(source: SourceFile, ref: Reference, finding: LinkFinding): Problem {
  return problemAt(source, ref.segments, { rule: RULE, message: finding.message, severity: finding.severity, ...(ref.line !== undefined ? { line: ref.line, column: ref.column ?? 1 } : {}) });
}
