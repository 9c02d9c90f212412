/**
 * Rule `island-budget`: the policy checker's island (the script the governance page loads on the
 * visitor's first interaction with the checker) within `BUDGETS_KB.checkerIsland`, compressed with
 * gzip -9. The island carries its content (the checker's copy and word lists) in its script, so an
 * edit of that content can push it over: a build over budget is reported at the content's heaviest
 * text or list, as the HTML budget is. Which files the island brings, and which content modules are
 * bundled into them, is recorded by the build (build/vite/lazyChunks.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceFile } from '../content/sourceFile.ts';
import { fieldPath, type Problem } from '../core/problems.ts';
import { BUDGETS_KB, KB } from './budgets.ts';
import { gzip } from './compress.ts';
import { advice, heaviestPart, kb } from './htmlBudget.ts';

const RULE = 'island-budget';

/** Written next to the build's `client/` folder: each module loaded on demand, its files and its content. */
export const LAZY_CHUNKS_FILE = 'lazy-chunks.json';

/** The policy checker's island module, as recorded in `LAZY_CHUNKS_FILE`. */
export const CHECKER_ISLAND = 'client/checker/island.tsx';

export type LazyChunks = Record<string, { files: string[]; content: string[] }>;

/** The islands' records, or undefined when the build wrote none. */
export function readLazyChunks(outDir: string): LazyChunks | undefined {
  const file = path.join(outDir, LAZY_CHUNKS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as LazyChunks) : undefined;
}

/**
 * The checker island's problem when its files in `clientDir` weigh more than `budgetKb`, located at
 * the heaviest text or list of the content bundled into it (`sourceOf` gives a content id's file).
 */
export function islandBudgetProblems(chunks: LazyChunks, clientDir: string, sourceOf: (id: string) => SourceFile | undefined, budgetKb: number = BUDGETS_KB.checkerIsland): Problem[] {
  const island = chunks[CHECKER_ISLAND];
  if (!island)
    return [problem('content/', { line: 1, column: 1 }, '', `The build recorded no policy checker island (\`${CHECKER_ISLAND}\`), so its budget could not be checked: tell the site's developers.`)];
  const bytes = island.files.reduce((n, f) => n + gzip(readFileSync(path.join(clientDir, f))).length, 0);
  const budget = budgetKb * KB;
  if (bytes <= budget) return [];
  const excess = bytes - budget;
  const size = `The policy checker's script, which the page \`/solutions/proof-of-governance\` loads when a visitor first uses the checker, is ${kb(bytes)} compressed (gzip -9), ${kb(excess)} over its budget of ${budgetKb} KB (pipeline/postbuild/budgets.ts). It carries this content in full.`;
  const part = heaviestPart(
    island.content.flatMap((id) => sourceOf(id) ?? []),
    excess,
  );
  if (!part) return [problem('content/', { line: 1, column: 1 }, '', `${size.replace(' It carries this content in full.', '')} No content bundled into it explains it: tell the site's developers.`)];
  return [problem(part.source.file, part.source.locate(part.segments), fieldPath(part.segments), `${size} ${advice(part, excess, '')}`)];
}

function problem(file: string, pos: { line: number; column: number }, field: string, message: string): Problem {
  return { file, ...pos, field, severity: 'error', rule: RULE, message };
}
