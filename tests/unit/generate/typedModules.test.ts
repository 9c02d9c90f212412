/**
 * The typed modules under `.generated/` (pipeline/generate/typedModules.ts), generated for the fixture
 * project: types from the schemas, one typed module per record, an index per content folder.
 * The snapshot shows a change to the generator as a diff. It covers what comes from the fixture's
 * own schemas and content: the real site config and shared definitions, which the fixture borrows,
 * are left out, so that an edit to them does not touch this snapshot.
 */
import { existsSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateModules } from '../../../pipeline/generate/typedModules.ts';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { filesUnder, isPartialWrite } from '../../../pipeline/core/files.ts';
import { IMAGE_MANIFEST } from '../../../lib/images/responsiveImage.ts';
import { fixtureProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const BORROWED = /^(content\/site\.ts|types\/site\.ts|types\/defs\/)/;

/** Every generated file, by path under `.generated/`, except those of the borrowed site config and definitions. */
function generatedFiles(root: string): Record<string, string> {
  const outDir = path.join(root, '.generated');
  const files = filesUnder(outDir)
    .map((file) => path.relative(outDir, file).split(path.sep).join('/'))
    .filter((file) => !BORROWED.test(file))
    .sort();
  return Object.fromEntries(files.map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]));
}

describe('generate', () => {
  it('writes the typed modules of the fixture project as in the snapshot, the same bytes on every run', async () => {
    const root = fixtureProject('clean');
    const first = await generateModules(loadContent(root));
    const files = generatedFiles(root);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(first.modules).toBeGreaterThan(Object.keys(files).length);
    expect(files).toMatchSnapshot();

    await generateModules(loadContent(root));
    expect(generatedFiles(root)).toEqual(files);
  });

  it('types each record with its schema and exports its data as the default', async () => {
    const root = fixtureProject('clean');
    await generateModules(loadContent(root));
    const files = generatedFiles(root);
    const records = Object.entries(files).filter(([file]) => file.startsWith('content/') && !file.endsWith('/index.ts'));
    expect(records.length).toBeGreaterThan(0);
    for (const [file, text] of records) {
      expect(text, file).toMatch(/^import type \{ \w+ \} from '(\.\.\/)+types\/[\w/-]+\.ts';$/m);
      expect(text, file).toMatch(/^const data: .+ = [{[]/m);
      expect(text, file).toContain('export default data;');
    }
  });

  // What lets two builds of one checkout generate side by side (the suite builds the site and its
  // integration variant at once), and a dev server read the folder while a save regenerates it.
  it('leaves an unchanged module untouched, and removes stale modules but not the image manifest beside them', async () => {
    const root = fixtureProject('clean');
    await generateModules(loadContent(root));
    const outDir = path.join(root, '.generated');
    const siteModule = path.join(outDir, 'content', 'site.ts');
    const longAgo = new Date(2000, 0, 1);
    utimesSync(siteModule, longAgo, longAgo);
    const manifest = path.join(root, IMAGE_MANIFEST);
    writeFileSync(manifest, '{}\n');
    const stale = path.join(outDir, 'content', 'removed-record.ts');
    writeFileSync(stale, 'export default 1;\n');

    await generateModules(loadContent(root));
    expect(statSync(siteModule).mtime).toEqual(longAgo);
    expect(existsSync(stale)).toBe(false);
    expect(readFileSync(manifest, 'utf8')).toBe('{}\n');
    // Every write went through a whole file renamed into place: no partial file is left behind.
    expect(readdirSync(path.join(outDir, 'content')).filter((name) => isPartialWrite(name))).toEqual([]);
  });
});
