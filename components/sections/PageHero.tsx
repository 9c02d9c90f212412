import type { ReactNode } from 'react';
import type { CallToAction } from '../../lib/content/cta.ts';
import { CtaGroup } from '../ui/CtaGroup.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Heading } from '../ui/Heading.tsx';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  ctas?: CallToAction[];
  /** Shown after the product picture on phones, under the buttons on wide screens (a note, a badge). */
  children?: ReactNode;
  /**
   * The product picture: beside the text on wide screens, right under the buttons on phones and tablets
   * (the component makes itself compact there), so a phone sees the product, not only a paragraph.
   */
  aside?: ReactNode;
  /** A smaller stand-in for `aside` below 1024 px, when the picture itself cannot be made compact. */
  compactAside?: ReactNode;
}

/** The top of every page: the page's only h1, a lead paragraph, its calls to action and the product picture. */
export function PageHero({ eyebrow, title, lead, ctas = [], children, aside, compactAside }: PageHeroProps) {
  return (
    <section className="hero relative overflow-hidden bg-ink-950 pt-16" aria-labelledby="page-title" data-section="hero">
      <div className="hero-glow" aria-hidden="true" />
      <div className={`container-page hero-grid relative py-16 sm:py-24 ${aside ? 'hero-grid-aside' : ''}`}>
        <div className="max-w-3xl">
          <Breadcrumbs />
          {eyebrow ? <p className="eyebrow mt-6 text-accent-300">{eyebrow}</p> : null}
          <Heading level={1} id="page-title" className="display mt-3 text-white">
            {title}
          </Heading>
          <p className="lead mt-6 text-ink-300">{lead}</p>
          {ctas.length ? <CtaGroup ctas={ctas} className="hero-actions mt-10" onDark /> : null}
        </div>
        {aside ? (
          <div className={`hero-aside ${compactAside ? 'hidden lg:block' : ''}`} data-hero-aside>
            {aside}
          </div>
        ) : null}
        {compactAside ? (
          <div className="hero-aside lg:hidden" data-hero-aside="compact">
            {compactAside}
          </div>
        ) : null}
        {children ? <div className="hero-note max-w-3xl">{children}</div> : null}
      </div>
    </section>
  );
}
