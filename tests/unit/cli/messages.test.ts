/** The messages an editor reads: every syntax error with a code frame, the corrected hints, GitHub annotations. */
import { afterAll, describe, expect, it } from 'vitest';
import { githubAnnotation, validateContent } from '../../../pipeline/checks/validate.ts';
import { checkImage } from '../../../pipeline/checks/images.ts';
import { parseSourceText } from '../../../pipeline/content/sourceFile.ts';
import { formatProblem, type Problem } from '../../../pipeline/core/problems.ts';
import { run } from '../../../cli/main.ts';
import { copySite, editIn, removeSiteCopies } from '../helpers/siteCopy.ts';
import { fixtureProject, makeProject, removeProjects } from '../helpers/project.ts';

afterAll(() => {
  removeSiteCopies();
  removeProjects();
});

function syntaxProblems(file: string, text: string): Problem[] {
  const result = parseSourceText(file, text);
  if (result.ok) throw new Error('expected a syntax error');
  return result.problems;
}

describe('YAML syntax errors', () => {
  it('reports every mistake in a file, once each, in order', () => {
    const problems = syntaxProblems('content/x.yaml', 'title: About\nheading: Our mission: proof\nitems:\n\t- a\ntext: "open\nother: b\n');
    expect(problems.map((p) => [p.line, p.column])).toEqual([
      [2, 10],
      [4, 1],
      [5, 7],
    ]);
  });

  it('prints a code frame: the source line and a caret under the column', () => {
    const [p] = syntaxProblems('content/x.yaml', 'title: About\nheading: Our mission: proof\n');
    expect(formatProblem(p!).split('\n').slice(1)).toEqual(['    2 | heading: Our mission: proof', '      |          ^']);
  });

  it('names the characters one cannot see and shows them in the frame', () => {
    const [p] = syntaxProblems('content/x.yaml', 'items:\n\t- a\n');
    expect(p!.message).toContain('a tab at column 1');
    expect(p!.frame).toContain('→- a');
    const [nbsp] = syntaxProblems('content/x.yaml', 'title: A\u00a0\n  b: c\n');
    expect(nbsp!.message).toContain('a non-breaking space at column 9');
  });

  it('a missing space after a colon says so, at the colon', () => {
    const [p] = syntaxProblems('content/x.yaml', 'title:About\nlead: x\n');
    expect(p).toMatchObject({ line: 1, column: 6 });
    expect(p!.message).toContain('The field `title` needs a space after its colon: write `title: About`.');
  });

  it('a front matter without its closing `---` says so', () => {
    const [p] = syntaxProblems('content/articles/a.md', '---\ntitle: A\nreadTime: 3\n\nBody text here\n');
    expect(p!.message).toContain('The front matter is not closed');
  });

  it('a BOM before the front matter is accepted', () => {
    expect(parseSourceText('content/articles/a.md', '\uFEFF---\ntitle: A\n---\nBody\n').ok).toBe(true);
  });
});

describe('hints', () => {
  it('a number with thousands separators: write it without them', () => {
    const root = makeProject({
      'schemas/x.schema.json': JSON.stringify({ $id: 'https://example.com/x.schema.json', title: 'X', type: 'object', properties: { yearly: { type: 'integer', description: 'Price.' } } }),
      'content/x.yaml': 'yearly: 15,330\n',
    });
    const [p] = validateContent(root).problems.filter((q) => q.rule === 'schema');
    expect(p!.message).toContain('`yearly: 15330`');
  });

  it('a folder is never suggested as the missing image; a wrong-case path gets the real one', () => {
    const root = makeProject({ 'public/images/team/ada-lovelace.svg': '<svg/>', 'public/images/team/ada-lovelace/readme.txt': 'x' });
    const ctx = { root, publicFileExists: () => false };
    expect(checkImage('/images/team/ada-lovelac', ctx)?.message).toContain('Did you mean `/images/team/ada-lovelace.svg`?');
    expect(checkImage('/images/Team/Ada-Lovelace.svg', ctx)?.message).toContain('Did you mean `/images/team/ada-lovelace.svg`?');
  });
});

describe('--format github', () => {
  it('prints one annotation per problem, escaped, then the summary', async () => {
    expect(githubAnnotation({ file: 'content/a,b.yaml', line: 3, column: 7, field: 'x', message: '50% off\nnow', severity: 'error', rule: 'schema' })).toBe(
      '::error file=content/a%2Cb.yaml,line=3,col=7,title=schema x::50%25 off%0Anow',
    );
    // A fixture with one broken link: the annotation is the problem's location, rule, field and message.
    const root = fixtureProject('missing-route');
    const out: string[] = [];
    const code = await run(['validate', '--format', 'github'], { cwd: root, stdout: (s) => out.push(s), stderr: (s) => out.push(s) });
    expect(code).toBe(1);
    const errors = out.filter((l) => l.startsWith('::error '));
    expect(errors).toEqual([
      '::error file=content/pages/about.yaml,line=19,col=9,title=link cta.href::There is no page at `/solutions/quantum-ledger`. A link must open a route the site builds; run `npx tenetry-site routes` to list them.',
    ]);
    expect(out.at(-1)).toMatch(/files checked, 1 error/);
  });
});

describe('a site config that cannot be read', () => {
  it('prints its syntax error first, and says once which links were not checked', () => {
    const root = copySite();
    editIn(root, 'content/site.yaml', /\nsiteUrl: (.*)\n/, '\nsiteUrl: "$1\n');
    const { problems } = validateContent(root);
    expect(problems[0]).toMatchObject({ file: 'content/site.yaml', rule: 'yaml', severity: 'error' });
    expect(problems.filter((p) => p.severity === 'error')).toHaveLength(1);
    const notes = problems.filter((p) => p.rule === 'link');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.message).toMatch(/were not checked because `content\/site\.yaml` could not be read/);
  });
});
