/**
 * Rule `checker-examples`: the marketing copy and the enforceability checker never disagree.
 *
 * - Every example sentence the site publishes with a verdict gets that verdict from the analyser
 *   (lib/enforceability/), with the word lists of `content/enforceability-checker.yaml`: a rule
 *   preview (`{ sentence, verdict: enforceable | flagged }`, the home and governance heroes) and a
 *   worked example (a list item `{ before, after, responsibleParty }`: `before` is non-enforceable,
 *   `after` enforceable).
 * - The vague phrases and directing terms a page lists (`vaguePhrases.phrases`,
 *   `preferredTerms.terms`) are ones the checker knows.
 */
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import type { Problem } from '../core/problems.ts';
import { analyseText, type Lexicon } from '../../lib/enforceability/analyse.ts';
import { verdictText, type VerdictCopy } from '../../lib/enforceability/messages.ts';
import type { Check } from './support.ts';
import { eachFile, listNames, problemAt } from './support.ts';

const RULE = 'checker-examples';
/** The checker's content record (`content/enforceability-checker.yaml`). */
export const CHECKER_ID = 'enforceability-checker';

type Checker = Lexicon & VerdictCopy;

export const checkerExamples: Check = (content) => {
  // A record that failed its schema is reported there; its lists cannot be trusted here.
  const checker = content.valid.get(CHECKER_ID)?.data as Checker | undefined;
  if (!checker) return [];
  const checkerFile = content.valid.get(CHECKER_ID)!.file;
  return eachFile(content, RULE, (source, id) => (id === CHECKER_ID ? [] : examplesOf(source, checker, checkerFile)));
};

interface Claim {
  segments: (string | number)[];
  sentence: string;
  enforceable: boolean;
  /** How the copy states its claim, for the message. */
  claimedBy: string;
}

/** The published example sentences of one file, each with the verdict its copy claims. */
export function claimsIn(data: unknown): Claim[] {
  const out: Claim[] = [];
  for (const { value, segments } of walkData(data)) {
    if (!isRecord(value)) continue;
    if (typeof value.sentence === 'string' && (value.verdict === 'enforceable' || value.verdict === 'flagged')) {
      out.push({ segments: [...segments, 'sentence'], sentence: value.sentence, enforceable: value.verdict === 'enforceable', claimedBy: `\`verdict: ${value.verdict}\`` });
    }
    // A worked example is an item of a list (its section's `labels` have the same keys).
    if (typeof segments.at(-1) === 'number' && typeof value.before === 'string' && typeof value.after === 'string' && 'responsibleParty' in value) {
      out.push({ segments: [...segments, 'before'], sentence: value.before, enforceable: false, claimedBy: 'the worked example (`before`: the non-enforceable version)' });
      out.push({ segments: [...segments, 'after'], sentence: value.after, enforceable: true, claimedBy: 'the worked example (`after`: the enforceable version)' });
    }
  }
  return out;
}

function examplesOf(source: SourceFile, checker: Checker, checkerFile: string): Problem[] {
  const problems: Problem[] = [];
  for (const claim of claimsIn(source.data)) {
    const results = analyseText(claim.sentence, checker);
    const enforceable = results.length > 0 && results.every((r) => r.enforceable);
    if (enforceable === claim.enforceable) continue;
    const found = results.map((r) => `“${verdictText(r, checker)}”`).join(' ') || 'no sentence';
    const fix = claim.enforceable
      ? 'Reword it so that it names a condition (when), an outcome (what) and a responsible role (who) with a directing term (must, will, is to) and no vague phrase'
      : 'Use a sentence that lacks one of the three elements or uses a vague phrase';
    problems.push(
      problemAt(source, claim.segments, {
        rule: RULE,
        message: `The enforceability checker on the governance page reads this sentence as ${found}, but ${claim.claimedBy} publishes it as ${claim.enforceable ? 'enforceable' : 'non-enforceable'}. ${fix}, or adjust the word lists in ${checkerFile} if the checker is wrong.`,
      }),
    );
  }
  problems.push(...listsOf(source, checker, checkerFile));
  return problems;
}

/** The vague phrases and directing terms a page lists must be ones the checker applies. */
function listsOf(source: SourceFile, checker: Checker, checkerFile: string): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(checker.vaguePhrases.map((v) => v.phrase.toLowerCase()));
  const directingWords = new Set(checker.directingTerms.flatMap((t) => t.toLowerCase().split(/\s+/)));
  for (const { key, value, segments, parent } of walkData(source.data)) {
    if (!Array.isArray(value) || !isRecord(parent)) continue;
    const owner = segments.at(-2);
    if (key === 'phrases' && owner === 'vaguePhrases') {
      value.forEach((phrase, i) => {
        if (typeof phrase === 'string' && !known.has(phrase.toLowerCase())) {
          problems.push(
            problemAt(source, [...segments, i], {
              rule: RULE,
              message: `The page lists \`${phrase}\` as a vague phrase, but the enforceability checker does not flag it. Add it to \`vaguePhrases\` in ${checkerFile} (with its reason and suggestion), or remove it here. The checker knows ${listNames([...known], 12)}.`,
            }),
          );
        }
      });
    }
    if (key === 'terms' && owner === 'preferredTerms') {
      value.forEach((term, i) => {
        if (
          typeof term === 'string' &&
          !term
            .toLowerCase()
            .split(/\s+/)
            .every((w) => directingWords.has(w))
        ) {
          problems.push(
            problemAt(source, [...segments, i], {
              rule: RULE,
              message: `The page lists \`${term}\` as a directing term, but the enforceability checker does not count it as one. Add it to \`directingTerms\` in ${checkerFile}, or remove it here.`,
            }),
          );
        }
      });
    }
  }
  return problems;
}
