import type { ReactNode } from 'react';

/**
 * A row of cards that scrolls sideways on phones and is a grid from 768 px (the list inside carries
 * the `scroll-row-list` class and its own wide-screen columns): a handful of tall cards costs one
 * card's height on a phone, with every card still in the page. The region takes focus, so a
 * keyboard can scroll it (WCAG 2.1.1); `label` names it.
 */
export function ScrollRow({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={`scroll-row ${className}`}>
      {children}
    </div>
  );
}
