import type { CaseStudy as CaseStudyRecord } from '../../.generated/types/defs/industry.ts';
import { site } from '../../lib/content/site.ts';
import { Section } from './Section.tsx';

interface CaseStudyProps {
  id: string;
  study: CaseStudyRecord;
}

/** A customer outcome: the headline figure beside the story (challenge, approach, outcome) and its qualification. */
export function CaseStudy({ id, study }: CaseStudyProps) {
  const parts = site.ui.caseStudyParts;
  const story = [
    { term: parts.challenge, text: study.challenge },
    { term: parts.approach, text: study.approach },
    { term: parts.outcome, text: study.outcome },
  ];
  return (
    <Section id={id} eyebrow={study.eyebrow} title={study.title}>
      <figure className="relative overflow-hidden rounded-3xl tone-ink text-ink-300" data-case-study>
        <div className="ledger-grid" aria-hidden="true" />
        <div className="relative grid gap-10 p-6 sm:p-12 lg:grid-cols-[1fr_1.7fr] lg:gap-16">
          <div className="flex flex-col gap-4 border-b border-white/10 pb-10 lg:justify-center lg:border-r lg:border-b-0 lg:pr-16 lg:pb-0">
            <p className="text-sm font-medium text-ink-300">{study.customer}</p>
            <p>
              <span className="block text-7xl font-semibold tracking-tight text-white sm:text-8xl" data-case-metric>
                {study.metric.value}
              </span>
              <span className="mt-3 block text-lg font-medium text-accent-200">{study.metric.label}</span>
            </p>
          </div>
          <div>
            <dl className="grid gap-6">
              {story.map((part) => (
                <div key={part.term}>
                  <dt className="text-sm font-semibold tracking-wider text-accent-300 uppercase">{part.term}</dt>
                  <dd className="mt-2 leading-7 text-ink-200">{part.text}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-8 border-t border-white/10 pt-6 text-sm text-ink-400">{study.footnote}</p>
          </div>
        </div>
      </figure>
    </Section>
  );
}
