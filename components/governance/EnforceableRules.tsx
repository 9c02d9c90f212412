import { Ban, CircleCheck, FileText, Plus } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { ScrollRow } from '../ui/ScrollRow.tsx';
import type { ProofOfGovernancePage } from '../../.generated/types/pages/proof-of-governance.ts';
import { stepNumber } from '../../lib/format/stepNumber.ts';
import { Heading } from '../ui/Heading.tsx';
import { IconTile } from '../ui/IconTile.tsx';

type Rules = ProofOfGovernancePage['enforceableRules'];

/** Education on enforceable rules: the definition, the three elements, the formula, the words to avoid and use, worked examples and accepted formats. */
export function EnforceableRules({ rules }: { rules: Rules }) {
  return (
    <div className="space-y-12 sm:space-y-16">
      <Definition rules={rules} />
      <Vocabulary rules={rules} />
      <Examples examples={rules.examples} />
      <DocumentTypes documentTypes={rules.documentTypes} />
    </div>
  );
}

function Definition({ rules }: { rules: Rules }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:gap-12">
      <div>
        <p className="text-lg leading-7 font-medium text-ink-900 sm:text-2xl sm:leading-9" data-rule-definition>
          {rules.definition}
        </p>
        <div className="mt-8 rounded-[var(--radius-card)] tone-ink p-6 text-white" data-enforceability>
          <Heading level={3} className="heading-3 text-white">
            {rules.enforceability.title}
          </Heading>
          <div className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto_1fr] sm:items-stretch">
            {rules.enforceability.terms.map((term, i) => [
              i > 0 ? <Glyph icon={Plus} key={`plus-${term.term}`} aria-hidden="true" className="size-5 self-center justify-self-center text-accent-300" /> : null,
              <div key={term.term} className="rounded-xl bg-white/[0.06] p-4 ring-1 ring-white/10">
                <p className="font-semibold text-accent-200">{term.term}</p>
                <p className="mt-1 text-sm leading-6 text-ink-300">{term.description}</p>
              </div>,
            ])}
          </div>
        </div>
      </div>
      {/* A sideways row on phones, named by the elements themselves (the section's title already names the section). */}
      <ScrollRow label={rules.elements.map((element) => element.name).join(', ')}>
        <ul className="scroll-row-list content-start md:grid-cols-3 md:gap-4 lg:grid-cols-1" data-rule-elements>
          {rules.elements.map((element) => (
            <li key={element.name} className="card flex flex-col gap-4 p-5 sm:p-6 lg:flex-row" data-rule-element>
              <IconTile name={element.icon} className="shrink-0" />
              <div>
                <Heading level={3} className="heading-3">
                  {element.name} <span className="font-normal text-ink-500">({element.question})</span>
                </Heading>
                <p className="mt-1 text-[0.9375rem] leading-7 text-ink-600">{element.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </ScrollRow>
    </div>
  );
}

function Vocabulary({ rules }: { rules: Rules }) {
  const { vaguePhrases, preferredTerms } = rules;
  return (
    <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr]">
      <WordList id="vague-phrases" title={vaguePhrases.title} description={vaguePhrases.description} words={vaguePhrases.phrases} />
      <WordList id="preferred-terms" title={preferredTerms.title} description={preferredTerms.description} words={preferredTerms.terms} />
    </div>
  );
}

/** How each list of words looks: struck chips for the phrases to avoid, solid ones in a bordered card for the terms to use. */
const WORD_LISTS = {
  'vague-phrases': { card: 'card', icon: Ban, iconClass: 'text-fail-700', chip: 'chip chip-struck', wordData: 'vague-phrase' },
  'preferred-terms': { card: 'card border-2 border-pass-500', icon: CircleCheck, iconClass: 'text-pass-700', chip: 'chip bg-pass-700 font-semibold text-white', wordData: 'preferred-term' },
} as const;

/** A titled card of words: the phrases to avoid, or the terms to use (`data-<id>` on the list, `data-<wordData>` on each word). */
function WordList({ id, title, description, words }: { id: keyof typeof WORD_LISTS; title: string; description: string; words: readonly string[] }) {
  const { card, icon, iconClass, chip, wordData } = WORD_LISTS[id];
  return (
    <section className={card} aria-labelledby={`${id}-title`}>
      {/* The icon sits inline, so the title wraps as one line of text under a narrow card (a flex row split it into a column). */}
      <Heading level={3} id={`${id}-title`} className="heading-3">
        <Glyph icon={icon} aria-hidden="true" className={`mr-2 inline size-5 -translate-y-px align-[-0.2em] ${iconClass}`} />
        {title}
      </Heading>
      <p className="mt-2 text-[0.9375rem] leading-7 text-ink-600">{description}</p>
      <ul className="mt-6 flex flex-wrap gap-2" {...{ [`data-${id}`]: true }}>
        {words.map((word) => (
          <li key={word} className={chip} {...{ [`data-${wordData}`]: true }}>
            {word}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Examples({ examples }: { examples: Rules['examples'] }) {
  const { labels } = examples;
  return (
    <section aria-labelledby="rule-examples-title">
      <Heading level={3} id="rule-examples-title" className="heading-2">
        {examples.title}
      </Heading>
      <ScrollRow label={examples.title} className="mt-8">
        <ol className="scroll-row-list md:gap-6" data-rule-examples>
          {examples.items.map((example, i) => (
            <li key={example.topic} className="card overflow-hidden p-0 sm:p-0" data-rule-example>
              <Heading level={4} className="heading-3 border-b border-ink-100 px-5 py-4 sm:px-8">
                <span className="mr-2 font-mono font-medium text-accent-700 tabular-nums">{stepNumber(i)}</span>
                {example.topic}
              </Heading>
              <div className="grid gap-px bg-ink-100 md:grid-cols-2">
                <div className="bg-white px-5 py-4 sm:px-8 sm:py-5">
                  <p className="text-xs font-semibold tracking-wider text-fail-700 uppercase">{labels.before}</p>
                  <p className="mt-2 text-sm leading-6 text-ink-500 italic sm:text-[0.9375rem] sm:leading-7">“{example.before}”</p>
                </div>
                <div className="bg-pass-50 px-5 py-4 sm:px-8 sm:py-5">
                  <p className="text-xs font-semibold tracking-wider text-pass-800 uppercase">{labels.after}</p>
                  <p className="mt-2 text-sm leading-6 font-medium text-ink-900 sm:text-[0.9375rem] sm:leading-7">“{example.after}”</p>
                </div>
              </div>
              <dl className="grid gap-px border-t border-ink-100 bg-ink-100 sm:grid-cols-3">
                {(
                  [
                    [labels.condition, example.condition],
                    [labels.outcome, example.outcome],
                    [labels.responsibleParty, example.responsibleParty],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label} className="bg-white px-5 py-3 sm:px-8 sm:py-4">
                    <dt className="label-caps">{label}</dt>
                    <dd className="mt-1 text-sm leading-6 text-ink-700">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      </ScrollRow>
    </section>
  );
}

function DocumentTypes({ documentTypes }: { documentTypes: Rules['documentTypes'] }) {
  return (
    <section
      className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      aria-labelledby="document-types-title"
    >
      <div>
        <Heading level={3} id="document-types-title" className="heading-3">
          {documentTypes.title}
        </Heading>
        <p className="mt-1 text-[0.9375rem] leading-7 text-ink-600">{documentTypes.description}</p>
      </div>
      <ul className="flex gap-3" data-document-types>
        {documentTypes.types.map((type) => (
          <li key={type} className="inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-ink-900 ring-1 ring-ink-200" data-document-type>
            <Glyph icon={FileText} aria-hidden="true" className="size-4 text-accent-600" />
            {type}
          </li>
        ))}
      </ul>
    </section>
  );
}
