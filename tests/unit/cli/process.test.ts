/** Smoke tests of the real command (a separate process), as editors and CI run it. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const bin = path.join(projectRoot, 'cli', 'bin.mjs');
const tsx = path.join(projectRoot, 'node_modules', '.bin', 'tsx');
const exec = (command: string, args: string[], cwd: string) => spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 120_000 });

describe('the tenetry-site command', () => {
  it('bin: a YAML syntax error exits 1 with one located message and no stack trace', () => {
    const result = exec(process.execPath, [bin, 'validate'], fixtureProject('yaml-syntax'));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('content/pages/about.yaml:5:14  (file)  This is not valid YAML.');
    expect(result.stderr).toMatch(/^3 files checked, 1 error, \d+ warnings? \(\d+ ms\)$/m);
    expect(result.stderr).not.toMatch(/\n\s+at |YAMLParseError|node:internal/);
  }, 120_000);

  it("tsx cli/main.ts: a bad --format exits 2 with commander's message", () => {
    const result = exec(tsx, [path.join(projectRoot, 'cli', 'main.ts'), 'validate', '--format', 'xml'], fixtureProject('clean'));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, github.");
  }, 120_000);

  it('npx tenetry-site validate works from the project folder', () => {
    const result = exec('npx', ['--no-install', 'tenetry-site', 'validate'], projectRoot);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^\d+ files checked, 0 errors, \d+ warnings? \(\d+ ms\)$/m);
    expect(result.stderr).not.toMatch(/\[error /);
  }, 120_000);
});
