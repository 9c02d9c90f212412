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
