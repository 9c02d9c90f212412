import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { site } from '../../lib/content/site.ts';

/** What screen readers hear after an external link's name. */
const NEW_TAB_NOTE = site.ui.newTabNote;

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel' | 'aria-label'> {
  href: string;
  /** The name of a link with no text of its own (an icon); the new-tab note joins it. */
  label?: string;
  children?: ReactNode;
}

/**
 * Every link that leaves the site: it opens in a new tab, gives the other site neither this page
 * (`noopener`) nor its address (`noreferrer`), and tells screen readers it opens a new tab.
 */
export function ExternalLink({ href, label, children, ...rest }: ExternalLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest} {...(label ? { 'aria-label': `${label} ${NEW_TAB_NOTE}` } : {})}>
      {children}
      {label ? null : <span className="sr-only"> {NEW_TAB_NOTE}</span>}
    </a>
  );
}
