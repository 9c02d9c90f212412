/**
 * Temporary project folders for the CLI tests: a fixture under `tests/fixtures/<case>/` laid over
 * `tests/fixtures/clean/`, plus the project's shared schemas and site config. Their routes are the
 * site's route table (`lib/routes.ts`), with the `@slug` pages of the fixture's own content.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '../../..');
const fixturesDir = path.join(projectRoot, 'tests', 'fixtures');
const created: string[] = [];

/** A temporary project for fixture `name` (overlaid on `clean`). Removed by `removeProjects()`. */
export function fixtureProject(name: string): string {
  const root = mkdtempSync(path.join(tmpdir(), `cli-${name}-`));
  created.push(root);
  // The project's shared definitions and its real site config (with the schema that goes with it).
  cpSync(path.join(projectRoot, 'schemas', 'defs'), path.join(root, 'schemas', 'defs'), { recursive: true });
  cpSync(path.join(projectRoot, 'schemas', 'site.schema.json'), path.join(root, 'schemas', 'site.schema.json'));
  mkdirSync(path.join(root, 'content'), { recursive: true });
  cpSync(path.join(projectRoot, 'content', 'site.yaml'), path.join(root, 'content', 'site.yaml'));
  for (const layer of name === 'clean' ? ['clean'] : ['clean', name]) {
    const dir = path.join(fixturesDir, layer);
    if (!existsSync(dir)) throw new Error(`No fixture folder tests/fixtures/${layer}`);
    for (const part of ['content', 'schemas', 'public']) {
      if (existsSync(path.join(dir, part))) cpSync(path.join(dir, part), path.join(root, part), { recursive: true });
    }
    for (const file of readLines(path.join(dir, 'remove.txt'))) rmSync(path.join(root, file), { force: true });
  }
  return root;
}

/** A temporary project from an inline file table (`{ 'content/a.yaml': '…' }`). */
export function makeProject(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cli-unit-'));
  created.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

export function removeProjects(): void {
  for (const root of created.splice(0)) rmSync(root, { recursive: true, force: true });
}

function readLines(file: string): string[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}
