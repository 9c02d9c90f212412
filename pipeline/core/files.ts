import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
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

const PARTIAL = '.partial';

/** A file `writeFileWhole` is writing (in this process or another): never a stale file to remove. */
export function isPartialWrite(file: string): boolean {
  return file.endsWith(PARTIAL);
}

/**
 * Writes `data` to `file` under a name of this process's, then renames it into place, so a reader
 * (another build run beside this one, a dev server) sees the old file or the new one, never a part.
 */
export function writeFileWhole(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}${PARTIAL}`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/**
 * Writes `text` to `file`, whole (`writeFileWhole`), unless it already holds exactly that; returns
 * whether it wrote. An unchanged file keeps its time (a dev server reloads only what changed).
 */
export function writeFileIfChanged(file: string, text: string): boolean {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileWhole(file, text);
  return true;
}
