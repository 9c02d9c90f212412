/**
 * docs/editing-content.md shows real output: its examples block is what `validate` prints for a set
 * of mistakes made on a small fixture project (`tests/fixtures/editing-examples/`: its own content,
 * checked by the site's real schemas), and its article template passes `validate` as it stands.
 * The fixture, not the site's content, is what the mistakes are made on, so no edit of the content
 * can break this test or make the doc's examples stale.
 * `UPDATE_DOCS=1 npx vitest run tests/unit/docs/editingContent.test.ts` rewrites the examples.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { formatProblem, type Problem } from '../../../pipeline/core/problems.ts';
import { makeProject, projectRoot, removeProjects } from '../helpers/project.ts';
import { editIn, readIn, writeIn } from '../helpers/siteCopy.ts';

afterAll(removeProjects);

const DOC = path.join(projectRoot, 'docs', 'editing-content.md');
const FIXTURE = path.join(projectRoot, 'tests', 'fixtures', 'editing-examples');
const EXAMPLES = /(<!-- validate-examples -->\n```\n)([\s\S]*?)(```)/;
const TEMPLATE = /<!-- article-template -->\n```markdown\n([\s\S]*?)```/;

/** The fixture project, with the site's real schemas (its routes are the site's route table). */
function fixtureCopy(): string {
  const root = makeProject({});
  for (const part of ['content', 'public']) cpSync(path.join(FIXTURE, part), path.join(root, part), { recursive: true });
  cpSync(path.join(projectRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), readFileSync(path.join(projectRoot, 'package.json')));
  return root;
}

/** One mistake per file, in the order the doc shows them. */
const MISTAKES: { file: string; apply: (root: string) => void }[] = [
  {
    file: 'content/resources/videos.yaml',
    apply: (r) => editIn(r, 'content/resources/videos.yaml', '  - title: Proof of Governance in three minutes\n', '  - title: Proof of Governance: three minutes\n'),
  },
  { file: 'content/form-messages.yaml', apply: (r) => editIn(r, 'content/form-messages.yaml', '\nfallback:\n', '\nfallback:\n  note:Missing space\n') },
  { file: 'content/resources/newsletter.yaml', apply: (r) => editIn(r, 'content/resources/newsletter.yaml', 'icon: Newspaper', 'icon: Newspapr') },
  { file: 'content/pricing/gpu-infrastructure.yaml', apply: (r) => editIn(r, 'content/pricing/gpu-infrastructure.yaml', '      yearly: 15330\n', '      yearly: "15,330"\n') },
  {
    file: 'content/resources/talks.yaml',
    apply: (r) => editIn(r, 'content/resources/talks.yaml', '\n  talks:\n', '\n  talks:\n    - title: "{prodcut} Live"\n      description: A talk.\n      duration: "1:00"\n      category: Demo\n'),
  },
  { file: 'content/articles/regtech-award.md', apply: (r) => editIn(r, 'content/articles/regtech-award.md', /^readTime: \d+\n/m, 'readTime: 30\n') },
  {
    file: 'content/articles/ambiguity-in-policy.md',
    apply: (r) =>
      writeIn(r, 'content/articles/ambiguity-in-policy.md', `${readIn(r, 'content/articles/ambiguity-in-policy.md').trimEnd()}\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>\n`),
  },
  { file: 'content/pillars.yaml', apply: (r) => editIn(r, 'content/pillars.yaml', /^title: The \w+ Pillars/m, 'title: The Eight Pillars') },
];

let clean: Problem[];
let problems: Problem[];
let root: string;
const TEMPLATE_FILE = 'content/articles/your-slug.md';

beforeAll(() => {
  clean = validateContent(fixtureCopy()).problems;
  root = fixtureCopy();
  for (const m of MISTAKES) m.apply(root);
  const template = TEMPLATE.exec(readFileSync(DOC, 'utf8'))?.[1];
  if (template) writeIn(root, TEMPLATE_FILE, template);
  problems = validateContent(root).problems;
});

describe('docs/editing-content.md', () => {
  it('the fixture project passes validate before the mistakes are made', () => {
    expect(clean.map(formatProblem)).toEqual([]);
  });

  it('has the article template, and it passes validate as it stands', () => {
    expect(TEMPLATE.test(readFileSync(DOC, 'utf8'))).toBe(true);
    expect(problems.filter((p) => p.file === TEMPLATE_FILE || (p.rule === 'unique' && p.message.includes('your-slug'))).map(formatProblem)).toEqual([]);
  });

  it('every mistake is reported in its own file, and nothing else is', () => {
    const files = MISTAKES.map((m) => m.file);
    expect(files.filter((f) => !problems.some((p) => p.file === f))).toEqual([]);
    expect(problems.filter((p) => !files.includes(p.file) && p.file !== TEMPLATE_FILE).map(formatProblem)).toEqual([]);
  });

  it('shows the real messages of validate', () => {
    const lines = MISTAKES.flatMap((m) => problems.filter((p) => p.file === m.file).map(formatProblem));
    const expected = `${lines.join('\n')}\n`;
    const doc = readFileSync(DOC, 'utf8');
    if (process.env.UPDATE_DOCS)
      writeFileSync(
        DOC,
        doc.replace(EXAMPLES, (_, open: string, _old: string, close: string) => `${open}${expected}${close}`),
      );
    expect(EXAMPLES.exec(readFileSync(DOC, 'utf8'))?.[2]).toBe(expected);
  });
});
