import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/**
 * The files under `dirs` (the folders the build copies as they are: `public/`) that resolve outside
 * the project, through a symbolic link on the way, each with where it leads. The build stops on any:
 * it would publish a file of the build machine (a secret, CI's files). `validate` already refuses
 * every link there (rule `symlink`); this holds even when the content was not validated first.
 */
export function filesFromOutside(root: string, dirs: readonly string[] = ['public']): { file: string; target: string }[] {
  const project = realpathSync(root);
  const inside = (target: string) => target === project || target.startsWith(project + path.sep);
  const walk = (relative: string): { file: string; target: string }[] => {
    const full = path.join(root, relative);
    const stat = lstatSync(full, { throwIfNoEntry: false });
    if (!stat) return [];
    if (stat.isSymbolicLink()) {
      let target: string;
      try {
        target = realpathSync(full);
      } catch {
        return [{ file: relative, target: '(nothing: the link is broken)' }];
      }
      if (!inside(target)) return [{ file: relative, target }];
    }
    if (!stat.isDirectory() && !(stat.isSymbolicLink() && lstatSync(realpathSync(full)).isDirectory())) return [];
    return readdirSync(full)
      .sort()
      .flatMap((name) => walk(path.join(relative, name)));
  };
  return dirs.flatMap((dir) => walk(dir));
}
