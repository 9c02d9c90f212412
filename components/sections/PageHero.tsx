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

/**
 * The top of every page: the page's only h1, a lead paragraph, its calls to action and the product picture.
 * A hero with a product picture is ink (dark in both themes, the header joins it); a hero of words only
 * is paper, so the pages do not all open on the same dark band (docs/design.md).
 */
export function PageHero({ eyebrow, title, lead, ctas = [], children, aside, compactAside }: PageHeroProps) {
  const ink = Boolean(aside);
  return (
    <section className={`hero relative overflow-hidden pt-16 ${ink ? 'tone-ink hero-ink' : 'hero-paper'}`} aria-labelledby="page-title" data-section="hero">
      {ink ? <div className="ledger-grid" aria-hidden="true" /> : null}
      <div className={`container-page hero-grid relative ${ink ? 'pt-8 pb-12 sm:py-20' : 'pt-10 pb-12 sm:pt-16 sm:pb-16'} ${aside ? 'hero-grid-aside' : ''}`}>
        <div className="max-w-3xl">
          <Breadcrumbs onDark={ink} />
          {eyebrow ? <p className={`eyebrow mt-6 ${ink ? 'text-accent-300' : ''}`}>{eyebrow}</p> : null}
          <Heading level={1} id="page-title" className={`display mt-4 ${ink ? 'text-white' : ''}`}>
            {title}
          </Heading>
          <p className={`lead mt-5 ${ink ? 'text-ink-300' : ''}`}>{lead}</p>
          {ctas.length ? <CtaGroup ctas={ctas} className="hero-actions mt-8" onDark={ink} /> : null}
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
