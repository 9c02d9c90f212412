import type { ReactNode } from 'react';
import { Heading } from '../ui/Heading.tsx';

interface SectionProps {
  /** The section's id, from its content record (`features.id`): used for deep links and by aria-labelledby. */
  id: string;
  eyebrow?: string | undefined;
  title?: string | undefined;
  intro?: string | undefined;
  muted?: boolean | undefined;
  dark?: boolean | undefined;
  children: ReactNode;
}

/**
 * A page section: consistent spacing and a heading hierarchy (h2, with an optional eyebrow and intro).
 * One rule for every section header: left-aligned, over the content it introduces.
 */
export function Section({ id, eyebrow, title, intro, muted, dark, children }: SectionProps) {
  const tone = dark ? 'tone-ink text-ink-300' : muted ? 'section-muted' : '';
  return (
    <section id={id} className={`section ${tone}`} {...(title ? { 'aria-labelledby': `${id}-title` } : {})} data-section={id}>
      <div className="container-page">
        {title ? (
          <header className="mb-8 max-w-3xl sm:mb-12">
            {eyebrow ? <p className={dark ? 'eyebrow text-accent-300' : 'eyebrow'}>{eyebrow}</p> : null}
            <Heading level={2} id={`${id}-title`} className={`heading-1 mt-2 ${dark ? 'text-white' : ''}`}>
              {title}
            </Heading>
            {intro ? <p className={`lead mt-4 ${dark ? 'text-ink-300' : ''}`}>{intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
