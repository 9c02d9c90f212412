import { useEffect, useRef, useState } from 'react';
import type { EnforceabilityChecker } from '../../../.generated/types/enforceability-checker.ts';
import { analyseText, MAX_TEXT_LENGTH } from '../../../lib/enforceability/analyse.ts';
import { SentenceResult } from './SentenceResult.tsx';

export interface CheckerIslandProps {
  checker: EnforceabilityChecker;
  /** The text the box starts with (one of the page's non-enforceable examples). */
  initialText: string;
  /** In the browser: the box's text as the island becomes ready (the visitor may have typed while it loaded). */
  typedText?: () => string;
  /** In the browser: called once the island is interactive. */
  onReady?: () => void;
}

/** How long typing must pause before the results follow (and are announced once). */
const TYPING_PAUSE_MS = 600;
const FIELD_ID = 'policy-checker-text';
const HINT_ID = 'policy-checker-hint';

/**
 * The enforceability checker: a text box, a button and one result per sentence. The only React
 * that runs in the browser: rendered with the page at build time (the prefilled example's results
 * included) and hydrated on the visitor's first interaction with the section. The analysis runs
 * here, in the browser; the text goes nowhere (no form, and the field has no name).
 */
export function CheckerIsland({ checker, initialText, typedText, onReady }: CheckerIslandProps) {
  const { section } = checker;
  const [length, setLength] = useState(initialText.length);
  const [results, setResults] = useState(() => analyseText(initialText, checker));
  const [ready, setReady] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const field = useRef<HTMLTextAreaElement>(null);

  const analyse = (value: string) => {
    clearTimeout(timer.current);
    setResults(analyseText(value, checker));
  };

  useEffect(() => {
    // Once, after hydration: the island reports itself ready and takes over what was typed before.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    // Text typed before the island was interactive (or while it hydrated) is put back and checked.
    const typed = typedText?.() ?? initialText;
    if (typed !== initialText && field.current) {
      field.current.value = typed;
      setLength(typed.length);
      analyse(typed);
    }
    onReady?.();
    return () => clearTimeout(timer.current);
    // Runs once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChange = (value: string) => {
    setLength(value.length);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => analyse(value), TYPING_PAUSE_MS);
  };
  const onCheck = () => {
    const value = field.current?.value ?? '';
    setLength(value.length);
    analyse(value);
  };
  const tooLong = length > MAX_TEXT_LENGTH;

  return (
    <div data-checker data-state={ready ? 'ready' : 'static'}>
      <div className="card" data-checker-controls>
        <label htmlFor={FIELD_ID} className="text-sm font-semibold text-ink-900">
          {section.fieldLabel}
        </label>
        <textarea
          id={FIELD_ID}
          ref={field}
          className="checker-field"
          rows={4}
          defaultValue={initialText}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={HINT_ID}
          spellCheck
          autoComplete="off"
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p id={HINT_ID} className={`text-sm ${tooLong ? 'font-medium text-ink-900' : 'text-ink-500'}`}>
            {tooLong ? section.tooLong.replaceAll('{max}', MAX_TEXT_LENGTH.toLocaleString('en-US')) : section.fieldHint}
          </p>
          <button type="button" className="btn btn-primary" onClick={onCheck}>
            {section.button}
          </button>
        </div>
      </div>
      <div className="mt-6" data-checker-results>
        {results.length ? (
          <ol className="space-y-4" aria-label={section.resultsLabel}>
            {results.map((analysis, i) => (
              <li key={i}>
                <SentenceResult analysis={analysis} checker={checker} index={i + 1} live />
              </li>
            ))}
          </ol>
        ) : (
          <p role="status" className="rounded-xl border border-dashed border-ink-300 p-5 text-sm text-ink-600">
            {section.emptyText}
          </p>
        )}
      </div>
    </div>
  );
}
