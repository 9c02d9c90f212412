import { Info } from 'lucide-react';
import type { ScopeNote as ScopeNoteRecord } from '../../.generated/types/defs/industry.ts';

interface ScopeNoteProps extends ScopeNoteRecord {
  /** The note heading's id (the aside is labelled by it). */
  id: string;
}

/** What the governance module does not do (determine compliance status, run checks, guarantee compliance). */
export function ScopeNote({ id, title, description }: ScopeNoteProps) {
  return (
    <aside className="rounded-[var(--radius-card)] border border-accent-200 bg-accent-50 p-6 sm:p-7" aria-labelledby={id} data-scope-note>
      <div className="flex items-start gap-4">
        <Info aria-hidden="true" focusable="false" strokeWidth={1.75} className="mt-0.5 size-6 shrink-0 text-accent-700" />
        <div>
          <h3 id={id} className="heading-3">
            {title}
          </h3>
          <p className="mt-2 text-sm leading-6 text-ink-700">{description}</p>
        </div>
      </div>
    </aside>
  );
}
