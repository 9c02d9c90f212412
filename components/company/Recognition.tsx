import { Award, History } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { AboutPage } from '../../.generated/types/pages/about.ts';
import { Cta } from '../ui/Cta.tsx';
import { Heading } from '../ui/Heading.tsx';

type RecognitionProps = Pick<AboutPage['recognition'], 'award' | 'history'>;

/** The 'Awardable Solution' note with its press link, beside earlier recognition. */
export function Recognition({ award, history }: RecognitionProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1.5fr_1fr]">
      <article className="card card-accent relative overflow-hidden" data-award>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-600 text-white shadow-sm">
            <Glyph icon={Award} aria-hidden="true" className="size-7" strokeWidth={1.75} />
          </span>
          <div>
            <p className="badge">{award.badge}</p>
            <Heading level={3} className="heading-2 mt-3">
              {award.title}
            </Heading>
            <p className="prose-copy mt-3">{award.description}</p>
            <Cta cta={award.cta} className="mt-6" />
          </div>
        </div>
      </article>
      <article className="card flex flex-col gap-4" data-recognition-history>
        <span className="icon-tile">
          <Glyph icon={History} aria-hidden="true" className="size-5" strokeWidth={1.75} />
        </span>
        <Heading level={3} className="heading-3">
          {history.title}
        </Heading>
        <p className="text-sm leading-6 text-ink-600">{history.description}</p>
      </article>
    </div>
  );
}
