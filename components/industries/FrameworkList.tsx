import { ScrollText } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { Framework } from '../../.generated/types/defs/industry.ts';

interface FrameworkListProps {
  label: string;
  frameworks: Framework[];
}

/** The hero's aside on wide screens: each framework with what it covers. */
export function FrameworkPanel({ label, frameworks }: FrameworkListProps) {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/[0.04] p-7 shadow-[var(--shadow-pop)] backdrop-blur" data-frameworks="panel">
      <p className="eyebrow text-accent-300">{label}</p>
      <ul role="list" className="mt-6 grid gap-5">
        {frameworks.map((f) => (
          <li key={f.name} className="flex gap-4">
            <span className="mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-500/15 text-accent-300 ring-1 ring-accent-400/30 ring-inset">
              <Glyph icon={ScrollText} aria-hidden="true" strokeWidth={1.75} className="size-4.5" />
            </span>
            <div>
              <p className="font-semibold text-white">{f.name}</p>
              <p className="mt-1 text-sm leading-6 text-ink-300">{f.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The panel's stand-in under the hero's button on phones and tablets: the names only. */
export function FrameworkBadges({ label, frameworks }: FrameworkListProps) {
  return (
    <div data-frameworks="badges">
      <p className="text-sm font-semibold text-ink-300">{label}</p>
      <ul role="list" className="mt-3 flex flex-wrap gap-2">
        {frameworks.map((f) => (
          <li key={f.name} className="rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-ink-100 ring-1 ring-white/15 ring-inset">
            {f.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
