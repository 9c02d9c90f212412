/**
 * Smoke tests of the real command (a separate process), as editors and CI run it. The scripts' entry
 * (`tsx cli/main.ts`, what `npm run build` runs) runs as a process in the build tests of a site copy
 * (tests/unit/postbuild/htmlBudget.test.ts exits 1, tests/unit/checks/editorWeek.test.ts exits 0), and
 * its usage errors (exit 2) are tested in-process in validate.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

// The file `npx tenetry-site` runs: the package's `bin` entry of that name (npx's own lookup is npm's, and costs seconds of CPU).
const bin = path.join(projectRoot, (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['tenetry-site']!);
const exec = (command: string, args: string[], cwd: string) => spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });

describe('the tenetry-site command', () => {
  it('bin: runs with node, and a YAML syntax error exits 1 with one located message and no stack trace', () => {
    expect(readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/);
    const result = exec(process.execPath, [bin, 'validate'], fixtureProject('yaml-syntax'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('content/pages/about.yaml:5:14  (file)  This is not valid YAML.');
    expect(result.stderr).toMatch(/^3 files checked, 1 error, \d+ warnings? \(\d+ ms\)$/m);
    expect(result.stderr).not.toMatch(/\n\s+at |YAMLParseError|node:internal/);
  }, 120_000);
});
