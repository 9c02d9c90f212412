/**
 * Rule `image`: every image the content names (image fields, `/…` paths with an image extension,
 * Markdown images) is a file under `public/`, written as an absolute path (`/images/a.webp`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '../content/contentSet.ts';
import { fileReferences } from '../content/references.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, problemAt, siteContext, type SiteContext } from './support.ts';

const RULE = 'image';

export const images: Check = (content: LoadedContent) => {
  const ctx = siteContext(content);
  return eachFile(content, RULE, (source) =>
    fileReferences(source, ctx.siteHost)
      .filter((ref) => ref.kind === 'image')
      .flatMap((ref) => {
        const finding = checkImage(ref.href, ctx);
        if (!finding) return [];
        return [problemAt(source, ref.segments, { rule: RULE, ...finding, ...(ref.line !== undefined ? { line: ref.line, column: ref.column ?? 1 } : {}) })];
      }),
  );
};

/** What is wrong with an image path, or null when the file exists. */
export function checkImage(src: string, ctx: Pick<SiteContext, 'root' | 'publicFileExists'>): { message: string; severity: 'error' | 'warning' } | null {
  if (!src.startsWith('/')) {
    return { severity: 'error', message: `Write image paths from the site's root, starting with \`/\`: \`/${src.replace(/^\.?\/*/, '')}\` for the file \`public/${src.replace(/^\.?\/*/, '')}\`.` };
  }
  const file = src.split(/[?#]/)[0]!;
  if (ctx.publicFileExists(file)) return null;
  const publicDir = path.join(ctx.root, 'public');
  const exact = caseInsensitiveMatch(publicDir, file);
  const dir = path.posix.dirname(file);
  const folder = path.join(publicDir, dir);
  // Only files are candidates: a folder is never the image that was meant.
  const siblings = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.posix.join(dir, d.name))
    : [];
  const hint = exact ? ` Did you mean \`${exact}\`?` : siblings.length ? didYouMean(file, siblings) : existsSync(publicDir) ? ` The folder \`public${dir}\` does not exist.` : '';
  return { severity: 'error', message: `There is no image at \`public${file}\`.${hint} Check the spelling (names are case-sensitive), or add the file under \`public/\`.` };
}

/** The path of the file under `publicDir` that `urlPath` names when letter case is ignored, if exactly one does. */
export function caseInsensitiveMatch(publicDir: string, urlPath: string): string | undefined {
  let dir = publicDir;
  const found: string[] = [];
  for (const segment of urlPath.split('/').filter(Boolean)) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined;
    const matches = readdirSync(dir).filter((n) => n.toLowerCase() === segment.toLowerCase());
    if (matches.length !== 1) return undefined;
    found.push(matches[0]!);
    dir = path.join(dir, matches[0]!);
  }
  return existsSync(dir) && statSync(dir).isFile() ? `/${found.join('/')}` : undefined;
}
