import type { ReactNode } from 'react';
import type { EnforceabilityChecker } from '../../../.generated/types/enforceability-checker.ts';
import type { SentenceAnalysis, Span } from '../../../lib/enforceability/analyse.ts';
import { reasons, rewriteSkeleton } from '../../../lib/enforceability/messages.ts';
import { Heading } from '../../ui/Heading.tsx';

interface SentenceResultProps {
  analysis: SentenceAnalysis;
  checker: EnforceabilityChecker;
  /** Its number among the text's sentences (from 1). */
  index: number;
  /** The verdict is a live region (the island); the no-script fallback's results are not. */
  live: boolean;
}

/**
 * One analysed sentence: the verdict (first words `Enforceable` or `Not enforceable`, then the
 * reasons), the three elements as a description list, the sentence with its vague phrases marked
 * and its directing terms shown, each vague phrase's reason and replacement, and a rewrite skeleton.
 * Icons and underlines carry the meaning as well as colour.
 */
export function SentenceResult({ analysis, checker, index, live }: SentenceResultProps) {
  const { labels } = checker;
  const ok = analysis.enforceable;
  const rewrite = rewriteSkeleton(analysis, checker.rewrite);
  const elements: [string, string | null][] = [
    [labels.condition, analysis.condition],
    [labels.outcome, analysis.outcome],
    [labels.responsibleParty, analysis.responsibleParty],
  ];
  return (
    <article className={`sentence-card ${ok ? 'border-accent-200' : 'border-ink-200'}`} data-sentence-result>
      <Heading level={3} className="heading-3">
        {labels.sentence} {index}
      </Heading>
      <p className="mt-3 text-[0.9375rem] leading-7 text-ink-900" data-highlighted>
        <span className="sr-only">{labels.highlighted}: </span>
        {highlight(analysis)}
      </p>
      {/* The icon stays outside the live region: its text begins with the verdict. */}
      <div className={`mt-3 flex items-start gap-2 text-sm leading-6 font-medium ${ok ? 'text-accent-800' : 'text-ink-900'}`}>
        <span aria-hidden="true" className={`verdict-dot ${ok ? 'bg-accent-600' : 'bg-ink-900'}`}>
          {ok ? '✓' : '!'}
        </span>
        <p {...(live ? { role: 'status', 'aria-atomic': true } : {})} data-verdict={ok ? 'enforceable' : 'not-enforceable'}>
          <strong className="font-semibold">{ok ? labels.enforceable : labels.notEnforceable}</strong>: {reasons(analysis, checker.reasons).join(', ')}
        </p>
      </div>
      <dl className="element-grid" data-elements>
        {elements.map(([label, value]) => (
          <div key={label} className="bg-white px-4 py-3">
            <dt className="label-caps">{label}</dt>
            <dd className={`mt-1 text-sm leading-6 ${value ? 'text-ink-700' : 'font-medium text-ink-500 italic'}`}>{value ?? `✗ ${labels.missing}`}</dd>
          </div>
        ))}
      </dl>
      {analysis.vaguePhrases.length ? (
        <div className="mt-4">
          <Heading level={4} className="heading-3">
            {labels.vaguePhrases}
          </Heading>
          <ol className="mt-2 space-y-1.5 text-sm leading-6 text-ink-600" data-vague-reasons>
            {analysis.vaguePhrases.map((v, i) => (
              <li key={`${v.start}`}>
                <span className="font-semibold text-ink-900">
                  {i + 1}. ‘{v.text}’
                </span>{' '}
                {v.entry.reason} {labels.useInstead}: <strong className="font-semibold text-ink-900">{v.entry.suggestion}</strong>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {rewrite ? (
        <div className="mt-4 rounded-lg bg-ink-50 px-4 py-3">
          <Heading level={4} className="heading-3">
            {labels.rewrite}
          </Heading>
          <p className="mt-1 font-mono text-sm leading-6 text-ink-700" data-rewrite>
            {rewrite}
          </p>
        </div>
      ) : null}
    </article>
  );
}

/** The sentence with each vague phrase in a numbered `<mark>` and each directing term in `<strong>`. */
function highlight(analysis: SentenceAnalysis): ReactNode[] {
  type Piece = Span & { kind: 'vague' | 'directing'; n: number };
  const pieces: Piece[] = [
    ...analysis.vaguePhrases.map((v, i) => ({ ...v, kind: 'vague' as const, n: i + 1 })),
    ...analysis.directingTerms.map((d) => ({ ...d, kind: 'directing' as const, n: 0 })),
  ].sort((a, b) => a.start - b.start);
  const out: ReactNode[] = [];
  let at = 0;
  for (const piece of pieces) {
    if (piece.start < at) continue;
    out.push(analysis.text.slice(at, piece.start));
    out.push(
      piece.kind === 'vague' ? (
        <span key={piece.start} className="whitespace-nowrap">
          <mark className="vague-mark">{piece.text}</mark>
          <sup className="ml-0.5 text-xs font-semibold text-ink-600">{piece.n}</sup>
        </span>
      ) : (
        <strong key={piece.start} className="font-semibold text-accent-800 underline decoration-2 underline-offset-4" data-directing>
          {piece.text}
        </strong>
      ),
    );
    at = piece.end;
  }
  out.push(analysis.text.slice(at));
  return out;
}
