/**
 * Rules `symlink` and `public-file`: `public/` holds only the static files the site serves, and
 * neither `public/` nor `content/` holds a symbolic link. A link would publish (or feed the pages)
 * whatever it points to, a file of the build machine included; a page, a script or an SVG with a
 * script would run on the site's own origin; a hand-made `.gz`/`.br` would be served instead of its
 * file; the content manager's media folder takes images only (pipeline/content/publicFiles.ts).
 */
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '../content/contentSet.ts';
import { IMAGE_EXTENSIONS, MEDIA_FOLDER, publicFileProblem } from '../content/publicFiles.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';

/** Every entry under `dir` (relative to `root`, forward slashes), links reported as links and never followed. */
function entriesUnder(root: string, dir: string): { file: string; link: boolean }[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir)).sort();
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const file = `${dir}/${name}`;
    const stat = lstatSync(path.join(root, file));
    if (stat.isSymbolicLink()) return [{ file, link: true }];
    return stat.isDirectory() ? entriesUnder(root, file) : [{ file, link: false }];
  });
}

const problem = (file: string, rule: string, message: string, line = 1, column = 1): Problem => ({ file, line, column, field: '', message, severity: 'error', rule });

export const publicFiles: Check = (content: LoadedContent) => {
  const { root } = content;
  const problems: Problem[] = [];
  for (const dir of ['public', 'content']) {
    for (const entry of entriesUnder(root, dir)) {
      if (entry.link) {
        problems.push(
          problem(
            entry.file,
            'symlink',
            `This is a symbolic link (to \`${readlinkSync(path.join(root, entry.file))}\`). \`${dir}/\` holds files, never links: the build would publish, or read, whatever it points to, a file outside the project included. Replace it with the file itself.`,
          ),
        );
        continue;
      }
      if (dir !== 'public') continue;
      const found = publicFileProblem(entry.file, () => readFileSync(path.join(root, entry.file)));
      if (found) problems.push(problem(entry.file, 'public-file', `This file ${found.message}.`, found.line, found.column));
      else if (entry.file.startsWith(`${MEDIA_FOLDER}/`) && !IMAGE_EXTENSIONS.includes(path.extname(entry.file).toLowerCase()))
        problems.push(problem(entry.file, 'public-file', `The media folder \`${MEDIA_FOLDER}/\` holds images only (${IMAGE_EXTENSIONS.join(' ')}); put this file elsewhere under \`public/\`.`));
    }
  }
  return problems;
};
