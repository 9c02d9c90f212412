import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldsOrders, orderFor, yamlComments } from '../../cli/cms/normalise.ts';
import { readAsCms, saveAsCms } from '../../cli/cms/serialiser.ts';
import { discoverContent } from '../../cli/content/discover.ts';
import { makeProject, projectRoot } from './helpers/project.ts';

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
    expect(saveAsCms(file, text, orderFor(orders, file))).toBe(text);
    expect(yamlComments(file, text)).toEqual([]);
  });
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
