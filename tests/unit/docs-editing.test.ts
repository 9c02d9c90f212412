/**
 * docs/editing-content.md shows real output: its examples block is what `validate` prints for a set
 * of mistakes made on a copy of the content, and its article template passes `validate` as it
 * stands. `UPDATE_DOCS=1 npx vitest run tests/unit/docs-editing.test.ts` rewrites the examples.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../cli/commands/validate.ts';
import { formatProblem, type Problem } from '../../cli/problems.ts';
import { projectRoot } from './helpers/project.ts';
import { copySite, editIn, readIn, removeSiteCopies, writeIn } from './helpers/siteCopy.ts';

afterAll(removeSiteCopies);

const DOC = path.join(projectRoot, 'docs', 'editing-content.md');
const EXAMPLES = /(<!-- validate-examples -->\n```\n)([\s\S]*?)(```)/;
const TEMPLATE = /<!-- article-template -->\n```markdown\n([\s\S]*?)```/;

/** One mistake per file, in the order the doc shows them. */
const MISTAKES: { file: string; apply: (root: string) => void }[] = [
  { file: 'content/pillars.yaml', apply: (r) => editIn(r, 'content/pillars.yaml', /\n {2}- name: Detection\n/, '\n  - name: Detection: finding anomalies\n') },
  { file: 'content/pages/home.yaml', apply: (r) => editIn(r, 'content/pages/home.yaml', '\nhero:\n', '\nhero:\n  note:Missing space\n') },
  { file: 'content/pages/proof-of-governance.yaml', apply: (r) => editIn(r, 'content/pages/proof-of-governance.yaml', '- icon: FileStack', '- icon: FileStak') },
  { file: 'content/pricing/gpu-infrastructure.yaml', apply: (r) => editIn(r, 'content/pricing/gpu-infrastructure.yaml', '    oneYear:\n      yearly: 15330\n', '    oneYear:\n      yearly: "15,330"\n') },
  { file: 'content/resources/talks.yaml', apply: (r) => editIn(r, 'content/resources/talks.yaml', '\n  talks:\n', '\n  talks:\n    - title: "{prodcut} Live"\n      description: A talk.\n      duration: "1:00"\n      category: Demo\n') },
  { file: 'content/articles/regtech-award.md', apply: (r) => editIn(r, 'content/articles/regtech-award.md', 'readTime: 3\n', 'readTime: 30\n') },
  { file: 'content/articles/ambiguity-in-policy.md', apply: (r) => writeIn(r, 'content/articles/ambiguity-in-policy.md', `${readIn(r, 'content/articles/ambiguity-in-policy.md').trimEnd()}\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>\n`) },
  { file: 'content/pages/partnerships.yaml', apply: (r) => editIn(r, 'content/pages/partnerships.yaml', /title: Five tiers,/, 'title: Six tiers,') },
];

let problems: Problem[];
let root: string;
const TEMPLATE_FILE = 'content/articles/your-slug.md';

beforeAll(() => {
  root = copySite();
  for (const m of MISTAKES) m.apply(root);
  const template = TEMPLATE.exec(readFileSync(DOC, 'utf8'))?.[1];
  if (template) writeIn(root, TEMPLATE_FILE, template);
  problems = validateContent(root).problems;
}, 60_000);

describe('docs/editing-content.md', () => {
  it('has the article template, and it passes validate as it stands', () => {
    expect(TEMPLATE.test(readFileSync(DOC, 'utf8'))).toBe(true);
    expect(problems.filter((p) => p.file === TEMPLATE_FILE || (p.rule === 'unique' && p.message.includes('your-slug'))).map(formatProblem)).toEqual([]);
  });

  it('shows the real messages of validate', () => {
    const lines = MISTAKES.flatMap((m) => problems.filter((p) => p.file === m.file && p.severity === 'error').map(formatProblem));
    expect(lines.length).toBeGreaterThanOrEqual(MISTAKES.length);
    const expected = `${lines.join('\n')}\n`;
    const doc = readFileSync(DOC, 'utf8');
    if (process.env.UPDATE_DOCS) writeFileSync(DOC, doc.replace(EXAMPLES, (_, open: string, _old: string, close: string) => `${open}${expected}${close}`));
    expect(EXAMPLES.exec(readFileSync(DOC, 'utf8'))?.[2]).toBe(expected);
  });
});
