import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../../cli/main.ts';
import { checks, runChecks, type Check } from '../../../pipeline/checks/index.ts';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { eachFile } from '../../../pipeline/checks/support.ts';
import type { ValidateReport } from '../../../pipeline/checks/validate.ts';
import { fixtureProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

async function cli(argv: string[], cwd: string) {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await run(argv, { cwd, stdout: (s) => stdout.push(s), stderr: (s) => stderr.push(s) });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

/** The problem lines of a run, without the summary and without warnings. */
const errorLines = (text: string) => text.split('\n').filter((l) => l.endsWith(']') && l.includes('[error '));

describe('validate on fixture content folders (one fault each)', () => {
  it('passes the clean fixture', async () => {
    const { code, stdout, stderr } = await cli(['validate'], fixtureProject('clean'));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^3 files checked, 0 errors, \d+ warnings? \(\d+ ms\)$/m);
  });

  it.each([
    [
      'yaml-syntax',
      'content/pages/about.yaml:5:14  (file)  This is not valid YAML. The value of `heading` contains `: ` (a colon and a space), which YAML reads as the start of a new field. Put the whole value in quotes: `heading: "Our mission: proof, not promises"`.  [error yaml]',
    ],
    ['missing-field', 'content/pages/about.yaml:13:5  leaders[1].role  The required field `role` (job title) is missing. Add `role: …` to this item.  [error schema]'],
    [
      'misspelt-field',
      'content/pages/about.yaml:7:5  sections[1].heding  `heding` is not a field here. Did you mean `heading`? It is required here. Allowed fields: `id`, `heading`, `text`.  [error schema]',
    ],
    [
      'wrong-type',
      'content/articles/audit-readiness.md:7:11  readTime  Expected a whole number (reading time in minutes), found `twelve`. Write the number in digits: `readTime: 12`.  [error schema]',
    ],
    [
      'missing-route',
      'content/pages/about.yaml:19:9  cta.href  There is no page at `/solutions/quantum-ledger`. A link must open a route the site builds; run `npx tenetry-site routes` to list them.  [error link]',
    ],
    [
      'missing-route-markdown',
      'content/articles/audit-readiness.md:16:52  body  There is no page at `/prices`. Did you mean `/pricing`? A link must open a route the site builds; run `npx tenetry-site routes` to list them.  [error link]',
    ],
    [
      'missing-anchor',
      "content/articles/audit-readiness.md:16:12  body  The page `/about` has no section with the id `leadershp` (from `/about#leadershp`). Did you mean `leadership`? Its known anchors: `leadership`, `mission`. Fix the link, or give the section that id (an `id:` field in the page's content).  [error link]",
    ],
    [
      // A section removed from the page's content: the link to its id, written in another file, is reported where it is written.
      'removed-anchor',
      "content/articles/audit-readiness.md:16:12  body  The page `/about` has no section with the id `leadership` (from `/about#leadership`). Its known anchors: `mission`. Fix the link, or give the section that id (an `id:` field in the page's content).  [error link]",
    ],
    [
      'missing-image',
      'content/pages/about.yaml:15:12  leaders[1].image  There is no image at `public/images/team/alan-turning.webp`. Did you mean `/images/team/alan-turing.webp`? Check the spelling (names are case-sensitive), or add the file under `public/`.  [error image]',
    ],
    [
      'duplicate-id',
      'content/pages/about.yaml:9:9  sections[2].id  The id `mission` is already used in this file (line 3, `sections[0].id`). Ids become anchors on the page: give each one its own.  [error unique]',
    ],
    [
      'cta-href',
      'content/pages/about.yaml:19:3  cta.href  A `contact` call to action takes its address from the site config, so `href` is not used. Remove `href`, or set `kind: page` to open a page of this site.  [error cta]',
    ],
  ])('%s: exit 1 and one located message', async (fixture, line) => {
    const { code, stdout, stderr } = await cli(['validate'], fixtureProject(fixture));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(errorLines(stderr)).toEqual([line]);
    expect(stderr).toMatch(/^3 files checked, 1 error, \d+ warnings? \(\d+ ms\)$/m);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it('reports two sections of one page with the same id, declared in two files the page shows', async () => {
    const { code, stderr } = await cli(['validate'], fixtureProject('duplicate-section-id'));
    expect(code).toBe(1);
    expect(errorLines(stderr)).toEqual([
      'content/pillars.yaml:1:5  id  The id `leadership` is also declared by `content/pages/about.yaml` (line 6, `sections[1].id`), and both files are shown on `/about`: ids must be unique on a page. Give one of the two sections another id, and point the links that meant it at the new one.  [error unique]',
    ]);
  });

  it('says a mistake once when both the schema and a cross-check see it', async () => {
    const root = fixtureProject('clean');
    const file = path.join(root, 'content', 'pages', 'about.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('  kind: page\n', '  kind: pages\n'));
    const { code, stderr } = await cli(['validate'], root);
    expect(code).toBe(1);
    expect(errorLines(stderr)).toEqual([
      'content/pages/about.yaml:18:9  cta.kind  Expected one of `app`, `partner-portal`, `scheduler`, `contact`, `page`, `press`, found `pages`. Did you mean `page`?  [error schema]',
    ]);
  });

  it('--format json gives every problem with its file, line, column, field, rule and severity', async () => {
    const { code, stdout, stderr } = await cli(['validate', '--format', 'json'], fixtureProject('missing-field'));
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const report = JSON.parse(stdout) as ValidateReport;
    expect(report).toMatchObject({ filesChecked: 3, errors: 1 });
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([
      {
        file: 'content/pages/about.yaml',
        line: 13,
        column: 5,
        field: 'leaders[1].role',
        rule: 'schema',
        severity: 'error',
        message: 'The required field `role` (job title) is missing. Add `role: …` to this item.',
      },
    ]);
    expect(report.warnings).toBe(report.problems.filter((p) => p.severity === 'warning').length);
  });

  it('reports only the files asked for, with the whole site in view', async () => {
    const root = fixtureProject('missing-route');
    const about = await cli(['validate', 'content/pages/about.yaml'], root);
    expect(about.code).toBe(1);
    expect(errorLines(about.stderr)).toHaveLength(1);
    expect(about.stderr).toMatch(/^1 file checked, 1 error/m);
    // The article links to /about#leadership: the route and anchor come from the other file.
    const articles = await cli(['validate', 'content/articles'], root);
    expect(articles.code).toBe(0);
    expect(articles.stdout).toMatch(/^1 file checked, 0 errors/m);
  });

  it('works from a subfolder, with paths relative to it and files named from the project folder', async () => {
    const root = fixtureProject('missing-route');
    const { code, stderr } = await cli(['validate', 'about.yaml'], path.join(root, 'content', 'pages'));
    expect(code).toBe(1);
    expect(errorLines(stderr)).toEqual([expect.stringMatching(/^content\/pages\/about\.yaml:19:9 {2}cta\.href {2}There is no page at `\/solutions\/quantum-ledger`/)]);
  });
});

describe('usage errors exit 2 with a message', () => {
  it.each([
    [['validate', '--format', 'xml'], "error: option '--format <format>' argument 'xml' is invalid. Allowed choices are text, json, github."],
    [['validate', '--strict'], "error: unknown option '--strict'"],
    [['valdate'], "error: unknown command 'valdate'\n(Did you mean validate?)"],
    [['validate', 'content/nowhere.yaml'], '`content/nowhere.yaml` does not exist.'],
  ])('%j', async (argv, message) => {
    const { code, stderr } = await cli(argv, fixtureProject('clean'));
    expect(code).toBe(2);
    expect(stderr).toContain(message);
  });

  it.each([['--help'], ['validate', '--help'], ['routes', '--help'], ['build', '--help'], ['--version']])('%j exits 0', async (...argv) => {
    const { code, stdout } = await cli(argv, projectRoot);
    expect(code).toBe(0);
    expect(stdout).toMatch(argv[0] === '--version' ? /^\d+\.\d+\.\d+$/ : /^Usage: tenetry-site/);
  });
});

describe('a fault inside a check', () => {
  const broken: Check = function brokenCheck() {
    throw new TypeError("Cannot read properties of undefined (reading 'map')");
  };

  it('becomes a clear problem, and the other checks still run', () => {
    const content = loadContent(fixtureProject('missing-image'));
    const problems = runChecks(content, [broken, ...checks]);
    expect(problems[0]).toMatchObject({ file: 'content/', line: 1, column: 1, rule: 'brokenCheck', severity: 'error' });
    expect(problems[0]!.message).toBe(
      "The `brokenCheck` check stopped with an internal error: Cannot read properties of undefined (reading 'map'). This is a fault in the checker, not necessarily in the content, so the content could not be fully checked: tell the site's developers and include this line.",
    );
    expect(problems.some((p) => p.rule === 'image')).toBe(true);
  });

  it('is located at the file being checked when it happens on one file', () => {
    const content = loadContent(fixtureProject('clean'));
    const problems = eachFile(content, 'link', (source) => {
      if (source.file.endsWith('about.yaml')) throw new Error('unexpected shape');
      return [];
    });
    expect(problems).toEqual([expect.objectContaining({ file: 'content/pages/about.yaml', line: 1, column: 1, rule: 'link', severity: 'error' })]);
    expect(problems[0]!.message).toContain('The `link` check stopped on this file with an internal error: unexpected shape.');
  });

  it('fails validate with exit 1 and no stack trace', async () => {
    checks.push(broken);
    try {
      const { code, stderr } = await cli(['validate'], fixtureProject('clean'));
      expect(code).toBe(1);
      expect(errorLines(stderr)).toEqual([expect.stringMatching(/^content\/:1:1 {2}\(file\) {2}The `brokenCheck` check stopped with an internal error: .*\[error brokenCheck\]$/)]);
      expect(stderr).not.toMatch(/\n\s+at /);
    } finally {
      checks.pop();
    }
  });
});

describe('the real content', () => {
  it('validates with exit 0', async () => {
    const { code, stdout, stderr } = await cli(['validate'], projectRoot);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^\d+ files checked, 0 errors, \d+ warnings? \(\d+ ms\)$/m);
  });

  it('lists the routes the site builds', async () => {
    const { code, stdout } = await cli(['routes', '--format', 'json'], projectRoot);
    expect(code).toBe(0);
    const { routes } = JSON.parse(stdout) as { routes: string[] };
    expect(routes).toContain('/');
  });
});
