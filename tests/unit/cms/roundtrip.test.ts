import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { fieldsOrders, layoutDifference, normaliseContent, orderFor, yamlComments } from '../../../pipeline/cms/normalise.ts';
import { readAsCms, saveAsCms } from '../../../pipeline/cms/serialiser.ts';
import { discoverContent } from '../../../pipeline/content/discover.ts';
import { fixtureProject, makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

/**
 * A save through the content manager changes only what the editor changed: every content file is
 * already in the style its serialiser writes (`npx tenetry-site normalise-content`), so saving a
 * file unchanged gives back the committed bytes, and no note lives in a YAML comment a save drops.
 */

const orders = fieldsOrders(projectRoot);
const files = discoverContent(projectRoot).map((e) => path.relative(projectRoot, e.absolutePath).split(path.sep).join('/'));

describe('every content file saved through the content manager', () => {
  it.each(files)('%s is byte-identical', (file) => {
    const text = readFileSync(path.join(projectRoot, file), 'utf8');
    // The same rule as validate's `layout` check, so that validate fails before this test does.
    expect(layoutDifference(file, text, orderFor(orders, file))).toBeUndefined();
    expect(saveAsCms(file, text, orderFor(orders, file))).toBe(text);
    expect(yamlComments(file, text)).toEqual([]);
  });
});

describe('validate reports a file a save would rewrite (rule `layout`)', () => {
  it('a valid file written by hand in another YAML style: one located problem, with the command that fixes it', () => {
    const root = fixtureProject('layout');
    const text = readFileSync(path.join(root, 'content/pages/about.yaml'), 'utf8');
    const lines = text.split('\n');
    const first = lines.findIndex((l) => l.includes('{ id: leadership')) + 1;
    const { problems, errors } = validateContent(root);
    expect(errors).toBe(1);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([
      {
        file: 'content/pages/about.yaml',
        line: first,
        column: lines[first - 1]!.indexOf('{') + 1,
        field: '',
        severity: 'error',
        rule: 'layout',
        message: expect.stringContaining('Run `npx tenetry-site normalise-content`'),
      },
    ]);
    // The command it names rewrites the file without changing its data, and the problem is gone.
    expect(normaliseContent(root, { check: false }).changed).toEqual(['content/pages/about.yaml']);
    expect(readAsCms('x.yaml', readFileSync(path.join(root, 'content/pages/about.yaml'), 'utf8'))).toEqual(readAsCms('x.yaml', text));
    expect(validateContent(root).errors).toBe(0);
  }, 60_000);

  it('a comment is reported where it stands, as a note a save drops', () => {
    const root = fixtureProject('clean');
    const file = path.join(root, 'content/pages/about.yaml');
    const text = readFileSync(file, 'utf8').replace('leaders:\n', '# Keep the founders first.\nleaders:\n');
    expect(layoutDifference('content/pages/about.yaml', text, orderFor(fieldsOrders(root), 'content/pages/about.yaml'))).toMatchObject({
      line: text.split('\n').indexOf('# Keep the founders first.') + 1,
      comment: true,
    });
  });

  it('the clean fixture and the real content have no layout problem', () => {
    expect(validateContent(fixtureProject('clean')).problems.filter((p) => p.rule === 'layout')).toEqual([]);
    expect(validateContent(projectRoot).problems.filter((p) => p.rule === 'layout')).toEqual([]);
  }, 60_000);
});

describe('the serialiser the test relies on', () => {
  it('reorders top-level keys to the form, drops comments, and keeps the data', () => {
    const text = '# a note\nb: 1\na: { x: [1, 2] }\n';
    const saved = saveAsCms('content/x.yaml', text, ['a', 'b']);
    expect(saved).toBe('a:\n  x:\n    - 1\n    - 2\nb: 1\n');
    expect(readAsCms('content/x.yaml', saved)).toEqual(readAsCms('content/x.yaml', text));
  });

  it('keeps an article body as it is', () => {
    const text = '---\ntitle: T\n---\n\nA *body*  with  spacing.\n\n- item\n';
    expect(saveAsCms('content/articles/x.md', text, ['title', 'body'])).toBe(text);
  });

  it('finds comments with the field they stand at', () => {
    const root = makeProject({ 'content/a.yaml': 'a: 1\n# about b\nb: 2\n' });
    expect(yamlComments('content/a.yaml', readFileSync(path.join(root, 'content', 'a.yaml'), 'utf8'))).toEqual([{ at: 'b', text: 'about b' }]);
  });
});
