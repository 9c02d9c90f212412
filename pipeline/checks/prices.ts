import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { fieldPath, type Problem } from '../core/problems.ts';
import { isRecord } from '../../lib/isRecord.ts';
import { formatPercent, formatUsdPrecise } from '../../lib/format/money.ts';
import type { MonthlyRule, PriceCell, PriceException, PriceTableRules, PriceTerm } from '../../.generated/types/defs/pricing.ts';

/**
 * Price-table consistency (rule id `price-consistency`).
 *
 * Every price table under `content/pricing/` states its own rules: how the monthly figure derives
 * from the yearly one (`rules.monthly`: yearly ÷ divisor, within a tolerance in dollars) and, for
 * tables with terms, what saving each term claims against the shortest term (`savingPercent`,
 * within `rules.saving.tolerancePoints`). Each cell is checked against them:
 * - a cell that disagrees is an error at that cell, unless `exceptions` declares that exact cell
 *   (row, term, rule) with a reason: then it is a warning, printed on every run;
 * - an exception that no longer matches a disagreeing cell is an error (stale);
 * - a term label that names a saving (`15% Savings`) must agree with the term's `savingPercent`.
 */
export const PRICE_RULE = 'price-consistency';

/** The folder (under `content/`) whose records hold price tables. */
const PRICING_PREFIX = 'pricing/';

type Segments = (string | number)[];
type RuleName = PriceException['rule'];
type Term = PriceTerm;
type Cell = PriceCell;

/**
 * A row of a term table. The tables name their rows' other fields differently (specs, seat
 * ranges), so the check reads only what they share: the name and a cell under each term's key.
 */
interface Row {
  name: string;
  [term: string]: unknown;
}
/** A price table with terms (the GPU, software and licence tables), as its schema declares it. */
interface TermTable {
  rules: PriceTableRules;
  terms: readonly Term[];
  rows: Row[];
  exceptions?: PriceException[];
}
/** A single yearly and monthly price with its own monthly rule (storage). */
type SinglePrice = PriceCell & { rules: { monthly: MonthlyRule } };

/** A cell that breaks a rule, before exceptions are applied. */
interface Disagreement {
  row: string;
  term: string;
  rule: RuleName;
  at: Segments;
  /** What was expected and what was found. */
  detail: string;
}

/** The check registered in `pipeline/checks/index.ts`: every valid record under `content/pricing/`. */
export function priceConsistency(content: LoadedContent): Problem[] {
  const problems: Problem[] = [];
  for (const [id, source] of content.valid) {
    if (id.startsWith(PRICING_PREFIX)) problems.push(...checkPriceFile(source));
  }
  return problems;
}

/** Checks every price table found anywhere in one parsed file. */
export function checkPriceFile(source: SourceFile): Problem[] {
  const problems: Problem[] = [];
  visit(source.data, [], (value, at) => {
    if (isTermTable(value)) {
      problems.push(...checkTermTable(source, value, at));
      return true;
    }
    if (isSinglePrice(value)) {
      problems.push(...checkSinglePrice(source, value, at));
      return true;
    }
    return false;
  });
  return problems;
}

/** Walks objects and arrays depth first; `found` returns true to stop descending into a table. */
function visit(value: unknown, at: Segments, found: (value: unknown, at: Segments) => boolean): void {
  if (found(value, at)) return;
  if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...at, i], found));
  else if (isRecord(value)) for (const [key, child] of Object.entries(value)) visit(child, [...at, key], found);
}

function checkTermTable(source: SourceFile, table: TermTable, at: Segments): Problem[] {
  const problems: Problem[] = [];
  const problem = (segments: Segments, severity: Problem['severity'], message: string): Problem => ({
    file: source.file,
    ...source.locate(segments),
    field: fieldPath(segments),
    message,
    severity,
    rule: PRICE_RULE,
  });
  const { monthly: monthlyRule, saving: savingRule } = table.rules;

  // The baseline: the one shortest term, which saves nothing against itself.
  const shortestYears = Math.min(...table.terms.map((t) => t.years));
  const shortest = table.terms.filter((t) => t.years === shortestYears);
  const baseline = shortest[0];
  if (!baseline || shortest.length > 1) {
    const second = table.terms.indexOf(shortest[1] as Term);
    problems.push(
      problem(
        [...at, 'terms', Math.max(second, 0), 'years'],
        'error',
        `Expected one shortest term to measure savings against, found ${shortest.length} terms of ${shortestYears} year(s). Give each term a different \`years\`.`,
      ),
    );
    return problems;
  }
  table.terms.forEach((term, t) => {
    if (term === baseline && term.savingPercent !== 0) {
      problems.push(
        problem(
          [...at, 'terms', t, 'savingPercent'],
          'error',
          `Expected \`savingPercent: 0\` on ${term.name}, the shortest term that savings are measured against, found ${term.savingPercent}. Set it to 0.`,
        ),
      );
    }
    (term.labels ?? []).forEach((label, l) => {
      const claimed = /(\d+(?:\.\d+)?)\s*%\s*sav/i.exec(label);
      if (claimed && Number(claimed[1]) !== term.savingPercent) {
        problems.push(
          problem(
            [...at, 'terms', t, 'labels', l],
            'error',
            `The label '${label}' claims a ${claimed[1]}% saving, but the term's \`savingPercent\` is ${term.savingPercent}. Make the label and \`savingPercent\` say the same.`,
          ),
        );
      }
    });
  });

  // Every cell against the two rules.
  const disagreements: Disagreement[] = [];
  table.rows.forEach((row, r) => {
    const baseCell = cellOf(row, baseline.key);
    table.terms.forEach((term) => {
      const cell = cellOf(row, term.key);
      if (!cell) return;
      const cellAt: Segments = [...at, 'rows', r, term.key];
      const derived = cell.yearly / monthlyRule.divisor;
      if (Math.abs(cell.monthly - derived) > monthlyRule.toleranceDollars + 1e-9) {
        disagreements.push({
          row: row.name,
          term: term.key,
          rule: 'monthly',
          at: [...cellAt, 'monthly'],
          detail: `Expected the monthly figure of \`${row.name}\`, ${term.name} within ${formatUsdPrecise(monthlyRule.toleranceDollars)} of ${formatUsdPrecise(round2(derived))} (yearly ${formatUsdPrecise(cell.yearly)} ÷ ${monthlyRule.divisor}); found ${formatUsdPrecise(cell.monthly)}`,
        });
      }
      if (term === baseline || !baseCell || baseCell.yearly === 0) return;
      const actual = (1 - cell.yearly / baseCell.yearly) * 100;
      if (Math.abs(actual - term.savingPercent) > savingRule.tolerancePoints + 1e-9) {
        const claimedYearly = baseCell.yearly * (1 - term.savingPercent / 100);
        disagreements.push({
          row: row.name,
          term: term.key,
          rule: 'saving',
          at: [...cellAt, 'yearly'],
          detail: `Expected the ${term.name} price of \`${row.name}\` to save ${formatPercent(term.savingPercent)} (±${savingRule.tolerancePoints} points) against the ${baseline.name}'s ${formatUsdPrecise(baseCell.yearly)}, that is ${formatUsdPrecise(round2(claimedYearly))} a year; found ${formatUsdPrecise(cell.yearly)}, a ${formatPercent(actual)} saving`,
        });
      }
    });
  });

  // Declared exceptions turn a disagreement into a warning; the rest are errors or stale.
  const exceptions = table.exceptions ?? [];
  const used = new Set<number>();
  for (const d of disagreements) {
    const index = exceptions.findIndex((e, i) => !used.has(i) && e.row === d.row && e.term === d.term && e.rule === d.rule);
    if (index >= 0) {
      used.add(index);
      const exception = exceptions[index] as PriceException;
      problems.push(problem(d.at, 'warning', `${d.detail}. Published as is, declared in \`${fieldPath([...at, 'exceptions', index])}\`: ${exception.reason}`));
    } else {
      const where = fieldPath([...at, d.rule === 'monthly' ? 'rules.monthly' : 'rules.saving']);
      problems.push(
        problem(
          d.at,
          'error',
          `${d.detail}. Correct the figure so that it follows \`${where}\`, or, if it is published this way on purpose, declare it under \`${fieldPath([...at, 'exceptions'])}\` with \`row: ${d.row}\`, \`term: ${d.term}\`, \`rule: ${d.rule}\` and the reason.`,
        ),
      );
    }
  }
  exceptions.forEach((e, i) => {
    if (used.has(i)) return;
    const exceptionAt: Segments = [...at, 'exceptions', i];
    problems.push(problem(exceptionAt, 'error', staleMessage(table, exceptions, e, i)));
  });
  return problems;
}

function staleMessage(table: TermTable, exceptions: PriceException[], e: PriceException, i: number): string {
  const cell = `row \`${e.row}\`, term \`${e.term}\`, rule \`${e.rule}\``;
  if (!table.rows.some((r) => r.name === e.row)) {
    return `This exception names a row that does not exist: expected one of ${table.rows.map((r) => `\`${r.name}\``).join(', ')}, found \`${e.row}\`. Correct \`row\`, or remove the exception.`;
  }
  if (!table.terms.some((t) => t.key === e.term)) {
    return `This exception names a term the table does not have: expected one of ${table.terms.map((t) => `\`${t.key}\``).join(', ')}, found \`${e.term}\`. Correct \`term\`, or remove the exception.`;
  }
  const earlier = exceptions.findIndex((o, j) => j < i && o.row === e.row && o.term === e.term && o.rule === e.rule);
  if (earlier >= 0) return `This exception repeats exceptions[${earlier}] (${cell}). Remove the duplicate.`;
  return `Stale exception: the cell at ${cell} now agrees with the table's rule, so there is nothing to excuse. Remove this exception (and its reason) from the file.`;
}

function checkSinglePrice(source: SourceFile, price: SinglePrice, at: Segments): Problem[] {
  const rule = price.rules.monthly;
  const derived = price.yearly / rule.divisor;
  if (Math.abs(price.monthly - derived) <= rule.toleranceDollars + 1e-9) return [];
  const segments = [...at, 'monthly'];
  return [
    {
      file: source.file,
      ...source.locate(segments),
      field: fieldPath(segments),
      message: `Expected the monthly figure within ${formatUsdPrecise(rule.toleranceDollars)} of ${formatUsdPrecise(round2(derived))} (yearly ${formatUsdPrecise(price.yearly)} ÷ ${rule.divisor}), found ${formatUsdPrecise(price.monthly)}. Correct \`monthly\` or \`yearly\` so that they follow \`${fieldPath([...at, 'rules', 'monthly'])}\`.`,
      severity: 'error',
      rule: PRICE_RULE,
    },
  ];
}

function cellOf(row: Row, key: string): Cell | undefined {
  const cell = row[key];
  return isRecord(cell) && typeof cell.yearly === 'number' && typeof cell.monthly === 'number' ? (cell as unknown as Cell) : undefined;
}

function isTermTable(value: unknown): value is TermTable {
  return (
    isRecord(value) &&
    isRecord(value.rules) &&
    isMonthlyRule(value.rules.monthly) &&
    isRecord(value.rules.saving) &&
    typeof value.rules.saving.tolerancePoints === 'number' &&
    Array.isArray(value.terms) &&
    value.terms.length > 0 &&
    value.terms.every((t) => isRecord(t) && typeof t.key === 'string' && typeof t.years === 'number' && typeof t.savingPercent === 'number') &&
    Array.isArray(value.rows) &&
    value.rows.every((r) => isRecord(r) && typeof r.name === 'string')
  );
}

function isSinglePrice(value: unknown): value is SinglePrice {
  return isRecord(value) && typeof value.yearly === 'number' && typeof value.monthly === 'number' && isRecord(value.rules) && isMonthlyRule(value.rules.monthly);
}

function isMonthlyRule(value: unknown): value is MonthlyRule {
  return isRecord(value) && typeof value.divisor === 'number' && value.divisor > 0 && typeof value.toleranceDollars === 'number';
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}
