import type { ReactNode } from 'react';
import '../../styles/global.css';
import { site } from '../../lib/content/site.ts';
import { ConsentCopy } from './ConsentCopy.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The frame of every page: skip link, fixed header, main, footer, consent copy, toast region. */
export function Layout({ pathname, isNotFound, children }: { pathname: string; isNotFound: boolean; children: ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        {site.ui.skipToContent}
      </a>
      <Header pathname={pathname} />
      <main id="main" tabIndex={-1} {...(isNotFound ? { 'data-not-found': '' } : {})}>
        {children}
      </main>
      <Footer />
      <ConsentCopy />
      {/* Confirmations appear here (client/toast.ts): one at a time, announced politely. */}
      <div className="toast-region" role="status" aria-live="polite" aria-atomic="true" data-toast-region data-dismiss-label={site.ui.dismissNotification} />
    </>
  );
}
