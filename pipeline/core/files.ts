import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, depth first with each folder's names sorted (so the order is the same on
 * every machine): `[dir]` itself when it is a file, none when it does not exist. `skip(folder)` leaves
 * a folder out.
 */
export function filesUnder(dir: string, skip: (folder: string) => boolean = () => false): string[] {
  if (!existsSync(dir)) return [];
  if (!statSync(dir).isDirectory()) return [dir];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      // A link to nothing is listed as a file (its reader reports it), never a crash here.
      if (!statSync(full, { throwIfNoEntry: false })?.isDirectory()) return [full];
      return skip(full) ? [] : filesUnder(full, skip);
    });
}
