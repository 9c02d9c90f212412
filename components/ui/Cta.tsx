import { ArrowRight, ArrowUpRight } from 'lucide';
import { Glyph } from './Glyph.tsx';
import type { ReactNode } from 'react';
import { resolveCta, type CallToAction } from '../../lib/content/cta.ts';
import { ExternalLink } from './ExternalLink.tsx';

type Variant = NonNullable<CallToAction['variant']>;

const variants: Record<Variant, string> = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  ghost: 'btn btn-ghost',
};

interface CtaProps {
  cta: CallToAction;
  className?: string;
  /** Replaces the label (e.g. to add an icon). */
  children?: ReactNode;
  /** Light variant for dark backgrounds. */
  onDark?: boolean;
  /** The compact button of the header. */
  small?: boolean;
  /** The arrow after the label; the header's buttons go without. */
  arrow?: boolean;
}

/**
 * Every button-like link of the site. Its `kind` decides the destination; external ones
 * open in a new tab and say so to screen readers.
 */
export function Cta({ cta, className, children, onDark, small, arrow = true }: CtaProps) {
  const { href, external } = resolveCta(cta);
  const classes = [variants[cta.variant ?? 'primary'], small ? 'btn-sm' : '', onDark ? 'btn-on-dark' : '', className ?? ''].filter(Boolean).join(' ');
  const Arrow = external ? ArrowUpRight : ArrowRight;
  const content = (
    <>
      {children ?? cta.label}
      {/* A generic label ("Learn More") gets its purpose from `context`, for screen readers and search engines. */}
      {cta.context ? <span className="sr-only"> {cta.context}</span> : null}
      {arrow ? <Glyph icon={Arrow} aria-hidden="true" className="size-4 shrink-0" strokeWidth={2} /> : null}
    </>
  );
  return external ? (
    <ExternalLink href={href} className={classes} data-cta-kind={cta.kind}>
      {content}
    </ExternalLink>
  ) : (
    <a href={href} className={classes} data-cta-kind={cta.kind}>
      {content}
    </a>
  );
}
