import { ArrowUpRight } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { ComponentProps, ReactNode } from 'react';
import { Cta } from '../ui/Cta.tsx';
import { ExternalLink } from '../ui/ExternalLink.tsx';
import { routes } from '../../lib/content/site.ts';
import { isExternalHref } from './links.ts';

type AnchorProps = ComponentProps<'a'> & { 'data-cta'?: string };

/**
 * Links in article bodies. Routes of this site stay plain links; external ones open in a new tab
 * (safely) and say so to screen readers; a link marked as a call to action becomes the site's button.
 */
export function MarkdownLink({ href = '', children, 'data-cta': cta, ...rest }: AnchorProps) {
  if (cta !== undefined) {
    const label = plainText(children);
    const kind = href === routes.contact ? 'contact' : 'page';
    return <Cta cta={kind === 'contact' ? { label, kind } : { label, kind, href }} />;
  }
  if (isExternalHref(href)) {
    return (
      <ExternalLink {...rest} href={href} className="md-link">
        {children}
        <Glyph icon={ArrowUpRight} aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-0.1em]" />
      </ExternalLink>
    );
  }
  return (
    <a {...rest} href={href} className="md-link">
      {children}
    </a>
  );
}

export function MarkdownImage({ alt = '', ...rest }: ComponentProps<'img'>) {
  return <img {...rest} alt={alt} className="md-image" />;
}

function plainText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(plainText).join('');
  return '';
}
