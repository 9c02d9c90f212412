import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSourceText, type SourceFile } from '../../../pipeline/content/sourceFile.ts';
import { BUDGETS_KB, KB } from '../../../pipeline/postbuild/budgets.ts';
import { gzip } from '../../../pipeline/postbuild/compress.ts';
import { CHECKER_ISLAND, islandBudgetProblems } from '../../../pipeline/postbuild/islandBudget.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Text that gzip cannot shrink much: `bytes` letters from a fixed pseudo-random sequence (xorshift). */
function noise(bytes: number, seed = 11): string {
  let x = seed;
  let out = '';
  for (let i = 0; i < bytes; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out += String.fromCharCode(97 + ((x >>> 0) % 26));
  }
  return out;
}

/** A build folder whose island is one script of about `bytes` compressed. */
function clientWithIsland(bytes: number): { dir: string; size: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'island-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'assets'));
  const ratio = gzip(noise(20_000)).length / 20_000;
  const script = `export const t=\`${noise(Math.round(bytes / ratio))}\`;`;
  writeFileSync(path.join(dir, 'assets', 'island.js'), script);
  return { dir, size: gzip(script).length };
}

function source(file: string, text: string): SourceFile {
  const parsed = parseSourceText(file, text);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.source;
}

const WORDS = ['policy', 'owner', 'within', 'days', 'shall', 'review', 'record', 'notify', 'evidence', 'control'];
const checker = source(
  'content/enforceability-checker.yaml',
  `section:\n  intro: Short.\nvaguePhrases:\n  phrases:\n${Array.from({ length: 300 }, (_, i) => `    - phrase: ${WORDS[i % 10]} ${WORDS[(i * 7) % 10]} ${i}\n`).join('')}`,
);
const record = (content: string[]) => ({ [CHECKER_ISLAND]: { files: ['assets/island.js'], content } });

describe('islandBudgetProblems (fixtures)', () => {
  it('passes an island within its budget', () => {
    const { dir, size } = clientWithIsland((BUDGETS_KB.checkerIsland - 2) * KB);
    expect(size).toBeLessThan(BUDGETS_KB.checkerIsland * KB);
    expect(islandBudgetProblems(record(['enforceability-checker']), dir, () => checker)).toEqual([]);
  });

  it('locates an island over its budget at the heaviest text or list of the content bundled into it', () => {
    const { dir, size } = clientWithIsland(BUDGETS_KB.checkerIsland * KB + 400);
    expect(size).toBeGreaterThan(BUDGETS_KB.checkerIsland * KB);
    const [problem, ...rest] = islandBudgetProblems(record(['enforceability-checker']), dir, (id) => (id === 'enforceability-checker' ? checker : undefined));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: checker.file, line: 5, field: 'vaguePhrases.phrases', severity: 'error', rule: 'island-budget' });
    expect(problem!.message).toContain(
      `${(size / KB).toFixed(1)} KB compressed (gzip -9), ${((size - BUDGETS_KB.checkerIsland * KB) / KB).toFixed(1)} KB over its budget of ${BUDGETS_KB.checkerIsland} KB`,
    );
    expect(problem!.message).toContain('300 items');
  });

  it('says so when the build recorded no island, or no content explains the weight', () => {
    const { dir } = clientWithIsland((BUDGETS_KB.checkerIsland + 1) * KB);
    expect(islandBudgetProblems({}, dir, () => checker)[0]!.message).toContain('recorded no policy checker island');
    expect(islandBudgetProblems(record([]), dir, () => checker)[0]).toMatchObject({ file: 'content/', rule: 'island-budget' });
  });
});
