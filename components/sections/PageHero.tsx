import type { ReactNode } from 'react';
import type { CallToAction } from '../../lib/cta.ts';
import { Cta } from '../ui/Cta.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  ctas?: CallToAction[];
  /** Shown under the buttons (a note, a badge). */
  children?: ReactNode;
  /** Shown beside the text on wide screens (an illustration). */
  aside?: ReactNode;
}

/** The top of every page: the page's only h1, a lead paragraph and its calls to action. */
export function PageHero({ eyebrow, title, lead, ctas = [], children, aside }: PageHeroProps) {
  return (
    <section className="hero relative overflow-hidden bg-ink-950 pt-16" aria-labelledby="page-title" data-section="hero">
      <div className="hero-glow" aria-hidden="true" />
      <div className={`container-page relative grid gap-12 py-16 sm:py-24 ${aside ? 'lg:grid-cols-[1.15fr_1fr] lg:items-center' : ''}`}>
        <div className="max-w-3xl">
          <Breadcrumbs />
          {eyebrow ? <p className="eyebrow mt-6 text-accent-300">{eyebrow}</p> : null}
          <h1 id="page-title" className="display mt-3 text-white">
            {title}
          </h1>
          <p className="lead mt-6 text-ink-300">{lead}</p>
          {ctas.length ? (
            <div className="mt-10 flex flex-wrap gap-3">
              {ctas.map((cta, i) => (
                <Cta key={cta.label} cta={{ ...cta, variant: cta.variant ?? (i === 0 ? 'primary' : 'secondary') }} onDark />
              ))}
            </div>
          ) : null}
          {children}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
