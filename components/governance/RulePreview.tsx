import { Check, X } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { RulePreview as RulePreviewData } from '../../.generated/types/defs/rule-preview.ts';

/**
 * A hero illustration: policy sentences as the enforceability analysis reads them (home and governance
 * module pages). Beside the hero text on wide screens; under the buttons on phones, compact (findings
 * hidden, the Condition / Outcome / Responsible party cells stacked, each label running into its text).
 */
export function RulePreview({ preview }: { preview: RulePreviewData }) {
  return (
    <figure className="relative rounded-2xl border border-white/10 bg-white/[0.06] p-4 shadow-[var(--shadow-pop)] backdrop-blur sm:p-5">
      <figcaption className="flex items-center justify-between gap-4 border-b border-white/10 pb-4">
        <span className="text-sm font-semibold text-white">{preview.caption}</span>
        <span className="text-xs text-ink-400">{preview.document}</span>
      </figcaption>
      <ul className="mt-4 space-y-3 sm:space-y-4">
        {preview.rules.map((rule) => {
          const ok = rule.verdict === 'enforceable';
          return (
            <li key={rule.sentence} className={`rounded-xl p-4 ring-1 ${ok ? 'bg-pass-400/[0.07] ring-pass-400/35' : 'bg-fail-400/[0.05] ring-fail-300/25'}`} data-verdict={rule.verdict}>
              <p className="flex items-center gap-2 text-xs font-semibold tracking-wide uppercase">
                <span className={`inline-flex size-5 items-center justify-center rounded-full ${ok ? 'bg-pass-400 text-ink-950' : 'bg-fail-300 text-ink-950'}`}>
                  {ok ? <Glyph icon={Check} aria-hidden="true" className="size-3.5" strokeWidth={3} /> : <Glyph icon={X} aria-hidden="true" className="size-3.5" strokeWidth={3} />}
                </span>
                <span className={ok ? 'text-pass-300' : 'text-fail-200'}>{rule.verdictLabel}</span>
              </p>
              <p className="mt-2 text-sm leading-6 text-ink-100">{rule.sentence}</p>
              {rule.finding ? <p className="mt-2 hidden text-xs leading-5 text-ink-400 sm:block">{rule.finding}</p> : null}
              {rule.parts?.length ? (
                <dl className="mt-3 grid gap-2 sm:grid-cols-3">
                  {rule.parts.map((part) => (
                    <div key={part.label} className="rounded-lg bg-ink-950/60 px-3 py-2 max-sm:flex max-sm:flex-wrap max-sm:items-baseline max-sm:gap-x-2">
                      <dt className="text-[0.6875rem] font-semibold tracking-wide text-pass-300 uppercase">{part.label}</dt>
                      <dd className="mt-0.5 text-xs leading-5 text-ink-200 max-sm:mt-0">{part.text}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
