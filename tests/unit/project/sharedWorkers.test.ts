/**
 * The unit test files of a worker share its modules (`isolate: false` in vitest.config.ts): a module
 * one file mocked would still be the mock in the files the worker runs after it. Code under test
 * takes its fixture records as arguments instead (the real ones by default).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/project.ts';

const unitTests = path.join(projectRoot, 'tests', 'unit');
const testFiles = readdirSync(unitTests, { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));

describe('unit test files that share a worker', () => {
  it('mock no module', () => {
    expect(testFiles.length).toBeGreaterThan(1);
    const mocking = testFiles.filter((f) => /\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock)\s*[(<]/.test(readFileSync(path.join(unitTests, f), 'utf8')));
    expect(mocking, 'test files that mock a module').toEqual([]);
  });
});

/**
 * Playwright runs a spec whose `test` registers other fixtures than the spec before it in a new
 * worker, with a browser of its own (about a second of CPU each): every browser spec takes `test`
 * from tests/e2e/fixtures.ts, which holds every fixture the site's specs use, or, for the content
 * manager's, from tests/e2e/cms/cmsProject.ts, which extends it.
 */
const e2eTests = path.join(projectRoot, 'tests', 'e2e');
const SHARED_TEST_MODULES = [path.join(e2eTests, 'fixtures.ts'), path.join(e2eTests, 'cms', 'cmsProject.ts')];
const specFiles = readdirSync(e2eTests, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.spec.ts'));

/** The module a spec imports its `test` from (resolved), or why it cannot tell. */
function testModuleOf(file: string): string {
  const source = readFileSync(path.join(e2eTests, file), 'utf8');
  const from = [...source.matchAll(/^import\s+(?!type\b)\{([^}]*)\}\s+from\s+'([^']+)'/gm)].find(([, names]) => names!.split(',').some((n) => n.trim() === 'test'));
  if (!from) return 'no `test` import';
  if (/\.extend\s*[<(]/.test(source)) return 'extends its test with fixtures of its own';
  return from[2]!.startsWith('.') ? path.resolve(path.dirname(path.join(e2eTests, file)), from[2]!) : from[2]!;
}

describe('browser spec files that share a worker', () => {
  it('take `test` from the shared fixtures', () => {
    expect(specFiles.length).toBeGreaterThan(1);
    const others = specFiles.map((f) => [f, testModuleOf(f)] as const).filter(([, module]) => !SHARED_TEST_MODULES.includes(module));
    expect(others, 'spec files whose `test` has fixtures of its own').toEqual([]);
  });
});
