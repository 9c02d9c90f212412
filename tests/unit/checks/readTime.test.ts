/**
 * Read time: computed from the body when the front matter leaves it out; an explicit value is the
 * editor's estimate, accepted within half to double of the computed time, a warning beyond.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { readingMinutes, WORDS_PER_MINUTE } from '../../../lib/format/readingTime.ts';
import { fixtureProject, removeProjects } from '../helpers/project.ts';
import { readIn, writeIn } from '../helpers/siteCopy.ts';

afterAll(removeProjects);

const ARTICLE = 'content/articles/audit-readiness.md';
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** The clean fixture's article with a body of `n` words and the given `readTime` line (or none). */
function readTimeProblems(n: number, readTime: number | undefined) {
  const root = fixtureProject('clean');
  const text = readIn(root, ARTICLE).replace(/^readTime: \d+\n/m, readTime === undefined ? '' : `readTime: ${readTime}\n`);
  writeIn(root, ARTICLE, `${text.slice(0, text.indexOf('\n---\n') + 5)}\n${words(n)}\n`);
  return validateContent(root).problems.filter((p) => p.file === ARTICLE);
}

describe('read time', () => {
  it('is computed from the body at the stated words a minute, at least one minute', () => {
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes(words(509))).toBe(3);
    expect(readingMinutes(words(20))).toBe(1);
    expect(readingMinutes('## Heading\n\n- one, two\n\n`x` — 42')).toBe(1);
  });

  it('may be left out', () => {
    expect(readTimeProblems(600, undefined)).toEqual([]);
  });

  it('an estimate within half to double of the computed time passes (509 words, 2 minutes)', () => {
    expect(readTimeProblems(509, 2)).toEqual([]);
    expect(readTimeProblems(1000, 10)).toEqual([]);
  });

  it('beyond that, a warning at the field with the computed value', () => {
    const [p, ...rest] = readTimeProblems(1000, 1);
    expect(rest).toEqual([]);
    expect(p).toMatchObject({ field: 'readTime', severity: 'warning', rule: 'read-time', line: expect.any(Number) });
    expect(p!.message).toContain('Write `readTime: 5`');
    expect(readTimeProblems(400, 5)).toEqual([expect.objectContaining({ severity: 'warning', message: expect.stringContaining('`readTime: 2`') })]);
  });
});
