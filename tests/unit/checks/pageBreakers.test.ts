/**
 * What would break the build or a page is reported by `validate`, located, once: a link to a heading
 * an article does not have, an empty or non-YAML file, tab indentation. Each on the clean fixture
 * with one mistake.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { fixtureProject, removeProjects } from '../helpers/project.ts';
import { readIn, writeIn } from '../helpers/siteCopy.ts';

afterAll(removeProjects);

const ARTICLE = 'content/articles/audit-readiness.md';
const PAGE = 'content/pages/about.yaml';

/** The clean fixture with `edit` applied; its errors. */
function errorsAfter(edit: (root: string) => void) {
  const root = fixtureProject('clean');
  edit(root);
  return validateContent(root).problems.filter((p) => p.severity === 'error');
}

const withBody = (body: string) => (root: string) => {
  const text = readIn(root, ARTICLE);
  writeIn(root, ARTICLE, `${text.slice(0, text.indexOf('\n---\n') + 5)}\n${body}`);
};

describe('links to headings inside articles', () => {
  it('a heading that is there passes; one that is not is an error at the link, with the anchors there are', () => {
    expect(errorsAfter(withBody('## Why evidence matters\n\nSee [below](#why-evidence-matters) and [the article](/resources/blog/audit-readiness#why-evidence-matters).\n'))).toEqual([]);
    const [p, ...rest] = errorsAfter(withBody('## Why evidence matters\n\nSee [the article](/resources/blog/audit-readiness#no-such-heading).\n'));
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ file: ARTICLE, rule: 'link', field: 'body', line: 16, column: 5 });
    expect(p!.message).toContain('anchor `no-such-heading`');
    expect(p!.message).toContain('`why-evidence-matters`');
  });
});

describe('article bodies', () => {
  it('a relative link, a remote image, an image without alt text: each at its Markdown, with the fix', () => {
    const errors = errorsAfter(withBody('[Contact us](contact)\n\n![A chart](https://cdn.example.com/chart.png)\n\n![](/images/articles/evidence.svg)\n\n![Chart](chart.png)\n'));
    expect(errors.map((p) => [p.rule, p.line, p.column])).toEqual([
      ['relative-link', 14, 1],
      ['remote-image', 16, 1],
      ['image-alt', 18, 1],
      ['relative-link', 20, 1],
    ]);
    expect(errors[0]!.message).toContain('Write `/contact`.');
    expect(errors[1]!.message).toContain('public/images/articles/');
    expect(errors[2]!.message).toContain('![What the image shows](/images/articles/evidence.svg)');
    expect(errors[3]!.message).toContain('`/images/articles/chart.png`');
  });
});

describe('invisible direction controls (U+202A–U+202E, U+2066–U+2069)', () => {
  it('in a text field, a link and an article body: each reported, named, located', () => {
    const errors = errorsAfter((root) => {
      writeIn(root, PAGE, readIn(root, PAGE).replace(/^(\w+): (\S)/m, '$1: \u202E$2'));
      withBody('Read [the terms](/contact\u2066).\n')(root);
    });
    const bidi = errors.filter((p) => p.rule === 'bidi');
    expect(bidi.map((p) => p.file)).toEqual([ARTICLE, PAGE]);
    expect(bidi[0]).toMatchObject({ line: 14, column: 26, message: expect.stringContaining('U+2066 LEFT-TO-RIGHT ISOLATE') });
    expect(bidi[1]!.message).toContain('U+202E RIGHT-TO-LEFT OVERRIDE');
  });
});

describe('files that cannot be content', () => {
  it('a stray file in content/ is said once; hidden files and backups are not', () => {
    const errors = errorsAfter((root) => {
      writeIn(root, 'content/pages/team.yml.txt', 'name: x\n');
      writeIn(root, 'content/pages/.DS_Store', 'x');
      writeIn(root, 'content/pages/about.yaml~', 'x');
    });
    expect(errors).toEqual([expect.objectContaining({ file: 'content/pages/team.yml.txt', rule: 'stray-file', line: 1 })]);
  });

  it.each([
    ['an empty file', '', /This file is empty/],
    ['a file of comments only', '# to do\n', /This file is empty/],
    ['a list instead of fields', '- a\n- b\n', /is a list/],
  ])(
    '%s: one error at its first line, nothing else',
    (_name, text, message) => {
      const errors = errorsAfter((root) => writeIn(root, PAGE, text));
      expect(errors).toEqual([expect.objectContaining({ file: PAGE, line: 1, rule: 'yaml', message: expect.stringMatching(message) })]);
    },
    30_000,
  );

  it('tab indentation: one message, at the first tab, naming the other lines', () => {
    const errors = errorsAfter((root) => {
      const lines = readIn(root, PAGE).split('\n');
      const indented = lines.flatMap((l, i) => (/^ {2}\S/.test(l) ? [i] : [])).slice(0, 3);
      for (const i of indented) lines[i] = lines[i]!.replace(/^ {2}/, '\t');
      writeIn(root, PAGE, lines.join('\n'));
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: PAGE, rule: 'yaml', column: 1, message: expect.stringMatching(/indented with a tab.*Lines \d+, \d+ too/) });
  });

  it('Windows line endings: the same problems at the same lines', () => {
    const broken = (root: string) => writeIn(root, PAGE, readIn(root, PAGE).replace(/^(\w+):/m, '$1:x'));
    const lf = errorsAfter(broken);
    const crlf = errorsAfter((root) => {
      broken(root);
      writeIn(root, PAGE, readIn(root, PAGE).replace(/\n/g, '\r\n'));
    });
    expect(lf.length).toBeGreaterThan(0);
    expect(crlf.map((p) => [p.line, p.column, p.rule])).toEqual(lf.map((p) => [p.line, p.column, p.rule]));
  });
});
