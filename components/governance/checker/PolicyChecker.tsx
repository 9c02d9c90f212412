import { ArrowDown, LockKeyhole } from 'lucide';
import { Glyph } from '../../ui/Glyph.tsx';
import { renderToString } from 'react-dom/server';
import type { EnforceabilityChecker } from '../../../.generated/types/enforceability-checker.ts';
import { analyseSentence } from '../../../lib/enforceability/analyse.ts';
import { Section } from '../../sections/Section.tsx';
import { Cta } from '../../ui/Cta.tsx';
import { CheckerIsland } from './CheckerIsland.tsx';
import { SentenceResult } from './SentenceResult.tsx';

interface PolicyCheckerProps {
  checker: EnforceabilityChecker;
  /** The page's worked examples: the first `before` fills the box; without JavaScript every `before` is shown analysed. */
  examples: readonly { before: string; after: string }[];
}

/**
 * The "Check a policy sentence" section. The island's markup is rendered with `renderToString`
 * (the page itself uses static markup) so that `hydrateRoot` in the browser finds exactly what it
 * would render. Without JavaScript the controls are hidden (`scripting: none`) and the page's worked
 * examples are shown analysed instead: no dead controls.
 */
export function PolicyChecker({ checker, examples }: PolicyCheckerProps) {
  const { section } = checker;
  const initialText = examples[0]?.before ?? '';
  const islandHtml = renderToString(<CheckerIsland checker={checker} initialText={initialText} />);
  const fallback = examples.map((e) => e.before);
  return (
    <Section id={section.id} eyebrow={section.eyebrow} title={section.title} intro={section.intro}>
      {/* The element the island hydrates (client/checker/start.ts finds it by this attribute). */}
      <div className="noscript:hidden" data-checker-island="" dangerouslySetInnerHTML={{ __html: islandHtml }} />
      <div className="hidden noscript:block" data-checker-fallback>
        <p className="text-ink-600">{section.noScript}</p>
        <ol className="mt-6 space-y-4">
          {fallback.map((sentence, i) => (
            <li key={sentence}>
              <SentenceResult analysis={analyseSentence(sentence, checker)} checker={checker} index={i + 1} live={false} />
            </li>
          ))}
        </ol>
      </div>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <p className="flex items-start gap-3 text-sm leading-6 text-ink-600" data-checker-privacy>
          <Glyph icon={LockKeyhole} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          {section.privacyNote}
        </p>
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center md:justify-end">
          <p className="text-sm leading-6 text-ink-600">{section.trial.text}</p>
          <Cta cta={section.trial.cta} className="shrink-0" />
        </div>
      </div>
    </Section>
  );
}

/** The link to the section, under the hero's buttons (on the dark hero). */
export function PolicyCheckerLink({ checker }: { checker: EnforceabilityChecker }) {
  return (
    <a href={`#${checker.section.id}`} className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-200 underline underline-offset-4 hover:text-white" data-checker-link>
      {checker.section.heroLink}
      <Glyph icon={ArrowDown} aria-hidden="true" className="size-4" />
    </a>
  );
}
