import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPriceFile, priceConsistency, PRICE_RULE } from '../../../pipeline/checks/prices.ts';
import { checks } from '../../../pipeline/checks/index.ts';
import { loadContent, type LoadedContent } from '../../../pipeline/content/contentSet.ts';
import { readSourceFile, type SourceFile } from '../../../pipeline/content/sourceFile.ts';

const root = mkdtempSync(path.join(tmpdir(), 'price-check-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `content/<id>.yaml` under a scratch root and parses it like the CLI does. */
function source(id: string, text: string): SourceFile {
  const file = path.join(root, 'content', `${id}.yaml`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  const parsed = readSourceFile(root, file);
  if (!parsed.ok) throw new Error(parsed.problems.map((p) => p.message).join('\n'));
  return parsed.source;
}

function contentOf(...sources: [string, SourceFile][]): LoadedContent {
  return { root, entries: [], valid: new Map(sources), parsed: new Map(sources), problems: [] };
}

// A small consistent table: monthly = yearly ÷ 12; 3-year saves 20%, 5-year 40% against 1-year.
// Line numbers matter: row `A` is on lines 24 to 27 (its 3-Year cell on line 26), `exceptions` on line 32.
const consistent = `rules:
  monthly:
    divisor: 12
    toleranceDollars: 1
    explanation: yearly ÷ 12
  saving:
    tolerancePoints: 0.5
    explanation: against the 1-year term
terms:
  - key: fiveYear
    name: 5-Year Term
    years: 5
    labels: [40% Savings]
    savingPercent: 40
  - key: threeYear
    name: 3-Year Term
    years: 3
    savingPercent: 20
  - key: oneYear
    name: 1-Year Term
    years: 1
    savingPercent: 0
rows:
  - name: A
    fiveYear: { yearly: 7200, monthly: 600 }
    threeYear: { yearly: 9600, monthly: 800 }
    oneYear: { yearly: 12000, monthly: 1000 }
  - name: B
    fiveYear: { yearly: 3600, monthly: 300 }
    threeYear: { yearly: 4800, monthly: 400 }
    oneYear: { yearly: 6000, monthly: 500 }
exceptions: []
`;

const exception = (row: string, term: string, rule: string) =>
  `exceptions:\n  - row: ${row}\n    term: ${term}\n    rule: ${rule}\n    reason: Published this way in the price sheet; kept until the owner confirms.\n`;

interface Case {
  name: string;
  yaml: string;
  expected: { severity: 'error' | 'warning'; field: string; line: number; column: number; says: RegExp[] }[];
}

const cases: Case[] = [
  { name: 'a consistent table passes', yaml: consistent, expected: [] },
  {
    name: 'a monthly figure within the $1 tolerance passes (rounding)',
    yaml: consistent.replace('monthly: 800 }', 'monthly: 801 }'),
    expected: [],
  },
  {
    name: 'a wrong monthly figure is an error at that cell',
    yaml: consistent.replace('threeYear: { yearly: 9600, monthly: 800 }', 'threeYear: { yearly: 9600, monthly: 820 }'),
    expected: [{ severity: 'error', field: 'rows[0].threeYear.monthly', line: 26, column: 41, says: [/within \$1 of \$800/, /found \$820/, /declare it under `exceptions`/, /row: A/] }],
  },
  {
    name: 'a yearly price off its claimed saving is an error at its yearly figure',
    yaml: consistent.replace('threeYear: { yearly: 4800, monthly: 400 }', 'threeYear: { yearly: 4700, monthly: 392 }'),
    expected: [{ severity: 'error', field: 'rows[1].threeYear.yearly', line: 30, column: 26, says: [/save 20%/, /that is \$4,800 a year/, /found \$4,700, a 21\.67% saving/] }],
  },
  {
    name: 'a declared exception turns the disagreement into a warning that quotes its reason',
    yaml: consistent.replace('threeYear: { yearly: 9600, monthly: 800 }', 'threeYear: { yearly: 9600, monthly: 820 }').replace('exceptions: []\n', exception('A', 'threeYear', 'monthly')),
    expected: [{ severity: 'warning', field: 'rows[0].threeYear.monthly', line: 26, column: 41, says: [/found \$820/, /declared in `exceptions\[0\]`/, /kept until the owner confirms/] }],
  },
  {
    name: 'an exception for a cell that agrees is stale: an error at the exception',
    yaml: consistent.replace('exceptions: []\n', exception('A', 'threeYear', 'monthly')),
    expected: [{ severity: 'error', field: 'exceptions[0]', line: 33, column: 5, says: [/Stale exception/, /row `A`, term `threeYear`, rule `monthly`/, /Remove this exception/] }],
  },
  {
    name: 'an exception for the right cell but the wrong rule does not excuse it, and is stale',
    yaml: consistent.replace('threeYear: { yearly: 9600, monthly: 800 }', 'threeYear: { yearly: 9600, monthly: 820 }').replace('exceptions: []\n', exception('A', 'threeYear', 'saving')),
    expected: [
      { severity: 'error', field: 'rows[0].threeYear.monthly', line: 26, column: 41, says: [/found \$820/] },
      { severity: 'error', field: 'exceptions[0]', line: 33, column: 5, says: [/Stale exception/] },
    ],
  },
  {
    name: 'an exception naming a row that does not exist is an error',
    yaml: consistent.replace('exceptions: []\n', exception('C', 'oneYear', 'monthly')),
    expected: [{ severity: 'error', field: 'exceptions[0]', line: 33, column: 5, says: [/expected one of `A`, `B`, found `C`/] }],
  },
  {
    name: 'a label whose saving disagrees with savingPercent is an error at the label',
    yaml: consistent.replace('labels: [40% Savings]', 'labels: [45% Savings]'),
    expected: [{ severity: 'error', field: 'terms[0].labels[0]', line: 13, column: 14, says: [/claims a 45% saving/, /`savingPercent` is 40/] }],
  },
  {
    name: 'the shortest term must claim no saving',
    yaml: consistent.replace('years: 1\n    savingPercent: 0', 'years: 1\n    savingPercent: 5'),
    expected: [{ severity: 'error', field: 'terms[2].savingPercent', line: 22, column: 20, says: [/Expected `savingPercent: 0` on 1-Year Term/] }],
  },
  {
    name: 'the tolerance is the one the YAML states',
    yaml: consistent.replace('toleranceDollars: 1', 'toleranceDollars: 0.25').replace('monthly: 800 }', 'monthly: 801 }'),
    expected: [{ severity: 'error', field: 'rows[0].threeYear.monthly', line: 26, column: 41, says: [/within \$0\.25 of \$800/] }],
  },
];

describe('price-consistency: term tables', () => {
  it.each(cases)('$name', ({ yaml, expected }) => {
    const problems = checkPriceFile(source('pricing/table', yaml));
    expect(problems).toHaveLength(expected.length);
    const sorted = [...problems].sort((a, b) => a.line - b.line);
    expected.forEach((want, i) => {
      const got = sorted[i]!;
      expect({ severity: got.severity, field: got.field, line: got.line, column: got.column, rule: got.rule, file: got.file }).toEqual({
        severity: want.severity,
        field: want.field,
        line: want.line,
        column: want.column,
        rule: PRICE_RULE,
        file: 'content/pricing/table.yaml',
      });
      for (const pattern of want.says) expect(got.message).toMatch(pattern);
    });
  });

  it('finds a table nested under a key and prefixes its field paths', () => {
    const nested = 'pricingPage:\n' + consistent.replace('monthly: 800 }', 'monthly: 900 }').replace(/^/gm, '  ');
    const [problem, ...rest] = checkPriceFile(source('pricing/nested', nested));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ field: 'pricingPage.rows[0].threeYear.monthly', line: 27, column: 43, severity: 'error' });
    expect(problem!.message).toContain('`pricingPage.exceptions`');
  });
});

describe('price-consistency: single prices', () => {
  const storage = (monthly: number) => `price:\n  yearly: 240\n  monthly: ${monthly}\n  rules:\n    monthly:\n      divisor: 12\n      toleranceDollars: 1\n      explanation: annual ÷ 12\n`;
  it.each([
    { monthly: 20, errors: 0 },
    { monthly: 21, errors: 0 },
    { monthly: 22, errors: 1 },
  ])('$240 a year with $$monthly a month gives $errors error(s)', ({ monthly, errors }) => {
    const problems = checkPriceFile(source('pricing/storage', storage(monthly)));
    expect(problems.filter((p) => p.severity === 'error')).toHaveLength(errors);
    if (errors) expect(problems[0]).toMatchObject({ field: 'price.monthly', line: 3, column: 12 });
  });
});

describe('price-consistency: the check as registered', () => {
  it('is one of the CLI cross-checks', () => {
    expect(checks).toContain(priceConsistency);
  });

  it('reads only records under content/pricing/', () => {
    const wrong = consistent.replace('monthly: 800 }', 'monthly: 900 }');
    const problems = priceConsistency(contentOf(['pages/not-prices', source('pages/not-prices', wrong)], ['pricing/prices', source('pricing/prices', wrong)]));
    expect(problems.map((p) => p.file)).toEqual(['content/pricing/prices.yaml']);
  });

  it('on the real content: no errors, and one warning per declared exception', () => {
    const content = loadContent(path.resolve(import.meta.dirname, '../../..'), (e) => e.id.startsWith('pricing/'));
    expect(content.problems).toEqual([]);
    const problems = priceConsistency(content);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const declared = [...content.valid.values()].flatMap((source) => {
      const data = source.data as { exceptions?: unknown[]; pricingPage?: { exceptions?: unknown[] } };
      return [...(data.exceptions ?? []), ...(data.pricingPage?.exceptions ?? [])];
    });
    expect(problems.filter((p) => p.severity === 'warning')).toHaveLength(declared.length);
  });
});
