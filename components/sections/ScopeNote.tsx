import { Info } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { ScopeNote as ScopeNoteRecord } from '../../.generated/types/defs/industry.ts';
import { Heading } from '../ui/Heading.tsx';

interface ScopeNoteProps extends ScopeNoteRecord {
  /** The note heading's id (the aside is labelled by it). */
  id: string;
}

/** What the governance module does not do (determine compliance status, run checks, guarantee compliance). */
export function ScopeNote({ id, title, description }: ScopeNoteProps) {
  return (
    <aside className="rounded-[var(--radius-card)] border border-accent-200 bg-accent-50 p-6 sm:p-7" aria-labelledby={id} data-scope-note>
      <div className="flex items-start gap-4">
        <Glyph icon={Info} aria-hidden="true" strokeWidth={1.75} className="mt-0.5 size-6 shrink-0 text-accent-700" />
        <div>
          <Heading level={3} id={id} className="heading-3">
            {title}
          </Heading>
          <p className="mt-2 text-sm leading-6 text-ink-700">{description}</p>
        </div>
      </div>
    </aside>
  );
}
