/**
 * A save from the content manager on a file written by hand: only the edited value's text changes;
 * quotes, folded lines, flow collections and comments elsewhere stay as they were.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFrontMatter, readYaml, saveFrontMatter, saveYaml } from '../../../admin/keepStyle.ts';

const HAND_STYLED = [
  '# Prices reviewed every quarter.',
  'title: "Field Notes on Policy Drift"',
  'description: >-',
  '  A long description that the editor folded by hand over two lines because it',
  '  reads better that way in a narrow editor window.',
  "note: 'single quoted'",
  'tags: [alpha, beta]',
  'rows:',
  '  - name: "H100"   # the flagship',
  '    price: 100',
  '  - name: A100',
  '    price: 80',
  '',
].join('\n');

/** The lines that differ, old and new, for texts of the same length in lines. */
function changed(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((l, i) => (l === b[i] ? [] : [[l, b[i]!] as [string, string]]));
}

describe('a save applies the changed values to the file as it stands', () => {
  it('one field changed on a hand-styled file is a one-line diff, the comments and quotes kept', () => {
    const data = readYaml(HAND_STYLED);
    (data['rows'] as { price: number }[])[1]!.price = 75;
    const saved = saveYaml(HAND_STYLED, data, ['title', 'rows']);
    expect(changed(HAND_STYLED, saved)).toEqual([['    price: 80', '    price: 75']]);
    expect(saved).toContain('# Prices reviewed every quarter.');
    expect(saved).toContain('# the flagship');
  });

  it('a changed string keeps its quotes; a folded one stays folded at its indentation', () => {
    const data = readYaml(HAND_STYLED);
    data['title'] = 'Field Notes on Drift';
    data['description'] = 'A shorter description.';
    const saved = saveYaml(HAND_STYLED, data);
    expect(saved).toContain('title: "Field Notes on Drift"\n');
    expect(saved).toContain('description: >-\n  A shorter description.\nnote:');
    expect(parse(saved)).toEqual(data);
  });

  it('an unchanged save writes the file back byte for byte, whatever its style', () => {
    expect(saveYaml(HAND_STYLED, readYaml(HAND_STYLED))).toBe(HAND_STYLED);
    const crlf = HAND_STYLED.replace(/\n/g, '\r\n');
    expect(saveYaml(crlf, readYaml(crlf))).toBe(crlf);
  });

  it('an item added to a list or a map adds lines only; a removed one removes only its lines', () => {
    const data = readYaml(HAND_STYLED);
    (data['rows'] as unknown[]).push({ name: 'L40S', price: 40 });
    data['subtitle'] = 'New';
    delete data['note'];
    const saved = saveYaml(HAND_STYLED, data, ['title', 'subtitle', 'description']);
    expect(parse(saved)).toEqual(data);
    const lines = saved.split('\n');
    expect(lines.slice(0, 3)).toEqual(['# Prices reviewed every quarter.', 'title: "Field Notes on Policy Drift"', 'subtitle: New']);
    expect(saved).not.toContain('note:');
    expect(saved.endsWith('    price: 80\n  - name: L40S\n    price: 40\n')).toBe(true);
    expect(saved).toContain('tags: [alpha, beta]');
  });

  it('a flow list that changes stays a flow list', () => {
    const data = readYaml(HAND_STYLED);
    data['tags'] = ['alpha', 'gamma'];
    expect(changed(HAND_STYLED, saveYaml(HAND_STYLED, data))).toEqual([['tags: [alpha, beta]', 'tags: [ alpha, gamma ]']]);
  });

  it('a new file is written in the form’s field order', () => {
    expect(saveYaml('', { b: 1, a: 'x' }, ['a', 'b'])).toBe('a: x\nb: 1\n');
  });

  it('an article: the front matter edited in place, the body as saved', () => {
    const text = '---\ntitle: "Policy Drift"   # keep short\nreadTime: 4\n---\n\nThe  body, as written.\n';
    const data = readFrontMatter(text);
    expect(data).toEqual({ title: 'Policy Drift', readTime: 4, body: '\nThe  body, as written.\n' });
    expect(saveFrontMatter(text, data)).toBe(text);
    data['readTime'] = 5;
    data['body'] = '\nA new body.';
    expect(saveFrontMatter(text, data)).toBe('---\ntitle: "Policy Drift"   # keep short\nreadTime: 5\n---\n\nA new body.\n');
    expect(saveFrontMatter('', { title: 'T', body: 'B' }, ['title'])).toBe('---\ntitle: T\n---\nB\n');
  });
});
