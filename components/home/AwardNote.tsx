import { Award } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { HomePage } from '../../.generated/types/pages/home.ts';
import { Cta } from '../ui/Cta.tsx';

/** The 'Awardable Solution' note under the hero buttons, linking to the press article. */
export function AwardNote({ award }: { award: HomePage['hero']['award'] }) {
  return (
    <aside className="mt-10 flex max-w-xl gap-4 rounded-2xl border border-white/10 bg-white/[0.04] p-5" aria-label={award.label} data-award-note>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-500/20 text-accent-200">
        <Glyph icon={Award} aria-hidden="true" className="size-5" />
      </span>
      <div>
        <p className="text-sm leading-6 text-ink-300">
          <strong className="font-semibold text-white">{award.label}.</strong> {award.text}
        </p>
        <Cta cta={award.cta} onDark className="btn-sm -ml-3.5 mt-1" />
      </div>
    </aside>
  );
}
