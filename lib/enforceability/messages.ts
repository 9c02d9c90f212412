/** What the checker says about an analysed sentence, in the words of the content record. */
import { lowerFirst, type SentenceAnalysis } from './analyse.ts';
import { escapeRegExp } from '../format/regExp.ts';

export interface VerdictCopy {
  labels: { enforceable: string; notEnforceable: string };
  reasons: {
    allPresent: string;
    noCondition: string;
    noOutcome: string;
    noResponsibleParty: string;
    notARole: string;
    noDirectingTerm: string;
    vaguePhrase: string;
  };
}

export interface RewriteCopy {
  template: string;
  condition: string;
  party: string;
  outcome: string;
  deadline: string;
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** The reasons after the verdict: what is missing first, then the words at fault. */
export function reasons(analysis: SentenceAnalysis, copy: VerdictCopy['reasons']): string[] {
  if (analysis.enforceable) return [copy.allPresent];
  const out: string[] = [];
  if (!analysis.condition) out.push(copy.noCondition);
  if (!analysis.outcome) out.push(copy.noOutcome);
  if (!analysis.responsibleParty) out.push(analysis.notARole ? fill(copy.notARole, { phrase: analysis.notARole }) : copy.noResponsibleParty);
  // A vague modal (`should`) stands where a directing term would: its own reason says so.
  const vagueModal = analysis.vaguePhrases.some((v) => /^(may|might|should|can|could|would)$/i.test(v.text));
  if (!analysis.directingTerms.length && !vagueModal) out.push(copy.noDirectingTerm);
  for (const v of analysis.vaguePhrases) out.push(fill(copy.vaguePhrase, { phrase: v.text.toLowerCase() }));
  return out;
}

/** `Not enforceable: no responsible party, vague term 'as needed'`. */
export function verdictText(analysis: SentenceAnalysis, copy: VerdictCopy): string {
  const label = analysis.enforceable ? copy.labels.enforceable : copy.labels.notEnforceable;
  return `${label}: ${reasons(analysis, copy.reasons).join(', ')}`;
}

/**
 * The rewrite skeleton for a sentence with something missing or vague, filled with what was found
 * (vague phrases left out): "When [condition], the system owner must review access within [time]".
 * A condition found is used as written ("Before use, …"); a missing one is the `condition` blank.
 * Null for an enforceable sentence.
 */
export function rewriteSkeleton(analysis: SentenceAnalysis, copy: RewriteCopy): string | null {
  if (analysis.enforceable) return null;
  const strip = (s: string) => {
    let out = s;
    for (const v of analysis.vaguePhrases) out = out.replace(new RegExp(`(^|[^\\p{L}])${escapeRegExp(v.text)}(?![\\p{L}])`, 'giu'), '$1');
    return out
      .replace(/\s+([,.;:])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .replace(/^[\s,;:]+|[\s,;:]+$/g, '')
      .trim();
  };
  const condition = analysis.condition ? strip(analysis.condition.split('; ')[0]!) : '';
  const outcome = analysis.rewriteOutcome ? strip(analysis.rewriteOutcome) : '';
  const sentence = fill(copy.template, {
    condition: condition || copy.condition,
    party: analysis.responsibleParty ? lowerFirst(analysis.responsibleParty) : copy.party,
    outcome: outcome ? lowerFirst(outcome) : copy.outcome,
    deadline: analysis.hasDeadline ? '' : copy.deadline,
  });
  const tidy = sentence
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}
