import type { ExampleRule as ExampleRuleRecord } from '../../.generated/types/defs/industry.ts';
import { site } from '../../lib/content/site.ts';

/** An illustrative policy sentence taken apart into its condition, outcome and responsible party. */
export function ExampleRule({ rule }: { rule: ExampleRuleRecord }) {
  const names = site.ui.ruleParts;
  const parts = [
    { ...names.condition, text: rule.condition },
    { ...names.outcome, text: rule.outcome },
    { ...names.responsibleParty, text: rule.responsibleParty },
  ];
  return (
    <figure className="card mt-8 sm:mt-10" data-example-rule>
      <figcaption className="eyebrow">{rule.label}</figcaption>
      <blockquote className="mt-4 border-l-4 border-pass-500 pl-5 text-lg leading-8 font-medium text-ink-900 sm:text-xl">
        <p>{rule.sentence}</p>
      </blockquote>
      <dl className="mt-8 grid gap-4 md:grid-cols-3">
        {parts.map((part) => (
          <div key={part.term} className="rounded-xl bg-ink-50 p-5 ring-1 ring-ink-100 ring-inset">
            <dt className="text-sm font-semibold text-pass-800">
              {part.term} <span className="font-normal text-ink-600">({part.hint})</span>
            </dt>
            <dd className="mt-2 text-sm leading-6 text-ink-800">{part.text}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
