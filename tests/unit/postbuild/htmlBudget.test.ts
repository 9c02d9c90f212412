import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isSeq } from 'yaml';
import { parseSourceText, type SourceFile } from '../../../pipeline/content/sourceFile.ts';
import { BUDGETS_KB, KB } from '../../../pipeline/postbuild/budgets.ts';
import { htmlBudgetProblems } from '../../../pipeline/postbuild/htmlBudget.ts';
import { routePath } from '../../../lib/routes.ts';
import { projectRoot } from '../helpers/project.ts';
import { buildEnvironment, copySite, editYamlIn, readIn, removeSiteCopies } from '../helpers/siteCopy.ts';

afterAll(removeSiteCopies);

function source(file: string, text: string): SourceFile {
  const parsed = parseSourceText(file, text);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.source;
}

/** `count` words drawn from `words` by a fixed sequence: text that compresses like prose, not like a repeated phrase. */
function prose(words: readonly string[], count: number, seed = 7): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out.push(words[seed % words.length]!);
  }
  return out.join(' ') + '.';
}

const WORDS = 'policy rule evidence audit control owner review measure score domain anomaly signal drift retention access vendor model data region storage breach notice consent purpose record'.split(
  ' ',
);

describe('htmlBudgetProblems (fixtures)', () => {
  const longAnswer = prose(WORDS, 6000);
  const page = source('content/pages/faq-page.yaml', `title: Questions\nfaq:\n  items:\n    - question: Short?\n      answer: Yes.\n    - question: Long?\n      answer: ${longAnswer}\n`);
  const layout = source('content/navigation.yaml', 'header:\n  - name: Home\n    href: /\n');
  const sourcesOf = () => [page, layout];

  it('passes a page within its budget', () => {
    expect(htmlBudgetProblems([{ route: '/faq', file: 'faq.html', gzipBytes: BUDGETS_KB.html * KB }], sourcesOf)).toEqual([]);
  });

  it('locates a page over its budget at its longest text, with the figures and how much to cut', () => {
    const [problem, ...rest] = htmlBudgetProblems([{ route: '/faq', file: 'faq.html', gzipBytes: BUDGETS_KB.html * KB + 4 * KB }], sourcesOf);
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/pages/faq-page.yaml', line: 7, column: 15, field: 'faq.items[1].answer', severity: 'error', rule: 'html-budget' });
    expect(problem!.message).toContain(`\`/faq\` is ${(BUDGETS_KB.html + 4).toFixed(1)} KB of compressed HTML`);
    expect(problem!.message).toContain(`4.0 KB over its budget of ${BUDGETS_KB.html} KB`);
    expect(problem!.message).toContain(`${longAnswer.length.toLocaleString('en-US')} characters`);
    const cut = Number(/Shorten it by about ([\d,]+) characters/.exec(problem!.message)?.[1]?.replace(/,/g, ''));
    expect(cut).toBeGreaterThan(0);
    expect(cut).toBeLessThan(longAnswer.length);
  });

  it('counts a text the page shows twice (an FAQ answer is in its structured data too) twice', () => {
    const cutFor = (html?: string) => {
      const [problem] = htmlBudgetProblems([{ route: '/faq', file: 'faq.html', gzipBytes: BUDGETS_KB.html * KB + 4 * KB, ...(html === undefined ? {} : { html }) }], sourcesOf);
      return Number(/Shorten it by about ([\d,]+) characters/.exec(problem!.message)?.[1]?.replace(/,/g, ''));
    };
    const once = cutFor(`<p>${longAnswer}</p>`);
    const twice = cutFor(`<p>${longAnswer}</p><script type="application/ld+json">"${longAnswer}"</script>`);
    expect(once).toBe(cutFor());
    expect(Math.abs(twice - once / 2)).toBeLessThanOrEqual(1);
  });

  it('names the list when no single text explains the excess (many modest items)', () => {
    const items = Array.from({ length: 80 }, (_, i) => `    - question: Question ${i}?\n      answer: ${prose(WORDS, 60, i + 1)}\n`).join('');
    const many = source('content/pages/many.yaml', `faq:\n  items:\n${items}`);
    const [problem] = htmlBudgetProblems([{ route: '/many', file: 'many.html', gzipBytes: BUDGETS_KB.html * KB + 4 * KB }], () => [many]);
    expect(problem).toMatchObject({ file: 'content/pages/many.yaml', line: 3, field: 'faq.items' });
    expect(problem!.message).toContain('80 items');
  });

  it('points at an article body by its first line', () => {
    const article = source('content/articles/long.md', `---\ntitle: Long\n---\n\n${prose(WORDS, 6000)}\n`);
    const [problem] = htmlBudgetProblems([{ route: '/resources/blog/long', file: 'resources/blog/long.html', gzipBytes: 30 * KB }], () => [article]);
    expect(problem).toMatchObject({ file: 'content/articles/long.md', line: 4, field: 'body' });
  });

  it('says so when the page shows no content that could explain it', () => {
    const [problem] = htmlBudgetProblems([{ route: '/404', file: '404.html', gzipBytes: 30 * KB }], () => []);
    expect(problem).toMatchObject({ file: 'content/', rule: 'html-budget' });
    expect(problem!.message).toContain('tell the site');
  });
});

describe('a very long FAQ answer and a very long policy checker message in a copy of the site', () => {
  const PAGE = 'content/pages/proof-of-governance.yaml';
  const CHECKER = 'content/enforceability-checker.yaml';
  const MARK = 'In full detail';
  let root: string;
  let status: number | null;
  let output: string;

  beforeAll(() => {
    root = copySite({ forBuild: true });
    // The page's own words, drawn in a fixed sequence: an answer about 60,000 characters long.
    const words = [...new Set(readIn(root, PAGE).match(/[a-z]{4,}/g))];
    editYamlIn(root, PAGE, (doc) => {
      const items = doc.getIn(['faq', 'items']);
      if (!isSeq(items) || !isMap(items.items[0])) throw new Error(`${PAGE}: no faq.items`);
      items.items[0].set('answer', `${MARK} ${prose(words, 8000)}`);
    });
    // The checker's copy is bundled into its island's script: about 12,000 characters more there, in
    // a text the page does not show before the checker runs (its message for an empty box).
    editYamlIn(root, CHECKER, (doc) => doc.setIn(['section', 'emptyText'], `${MARK} ${prose(words, 1600, 3)}`));
    const build = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['cli/main.ts', 'build'], { cwd: root, encoding: 'utf8', env: buildEnvironment() });
    status = build.status;
    output = build.stdout + build.stderr;
  });

  it('fails the build at the answer, with the page, its size, the budget and what to shorten, and no stack', () => {
    expect(status, output).toBe(1);
    const lines = readIn(root, PAGE).split('\n');
    const line = lines.findIndex((l) => l.includes(`answer: ${MARK}`)) + 1;
    const column = lines[line - 1]!.indexOf(MARK) + 1;
    const reported = output.split('\n').find((l) => l.startsWith(`${PAGE}:${line}:${column}  faq.items[0].answer  `));
    expect(reported, output).toBeDefined();
    expect(reported).toMatch(new RegExp(`The page \`${routePath('governanceModule')}\` is [\\d.]+ KB of compressed HTML \\(gzip -9\\), [\\d.]+ KB over its budget of ${BUDGETS_KB.html} KB`));
    expect(reported).toMatch(/Shorten it by about [\d,]+ characters/);
    expect(reported).toContain('[error html-budget]');
    expect(output).not.toMatch(/^\s+at /m);
  });

  it('fails the build at the checker’s message too, with the island’s size, its budget and what to shorten', () => {
    const lines = readIn(root, CHECKER).split('\n');
    const line = lines.findIndex((l) => l.includes(`emptyText: ${MARK}`)) + 1;
    const reported = output.split('\n').find((l) => l.startsWith(`${CHECKER}:${line}:${lines[line - 1]!.indexOf(MARK) + 1}  section.emptyText  `));
    expect(reported, output).toBeDefined();
    expect(reported).toMatch(new RegExp(`is [\\d.]+ KB compressed \\(gzip -9\\), [\\d.]+ KB over its budget of ${BUDGETS_KB.checkerIsland} KB`));
    expect(reported).toMatch(/Shorten it by about [\d,]+ characters/);
    expect(reported).toContain('[error island-budget]');
  });
});
