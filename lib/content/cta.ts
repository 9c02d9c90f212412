import type { CallToAction } from '../../.generated/types/defs/common.ts';
import { partnerPortalUrl, routes, site } from './site.ts';

export type { CallToAction };
export type CtaKind = CallToAction['kind'];

export interface ResolvedLink {
  href: string;
  /** External destinations open in a new tab. */
  external: boolean;
}

/** Where a call to action leads: the application, the partner portal, the scheduler, the press article, the contact page, or a page of this site. */
export function resolveCta(cta: Pick<CallToAction, 'kind' | 'href'>): ResolvedLink {
  // Exhaustive over the schema's kinds: a new kind fails the type check here.
  switch (cta.kind) {
    case 'app':
      return { href: site.appUrl, external: true };
    case 'partner-portal':
      return { href: partnerPortalUrl, external: true };
    case 'scheduler':
      return { href: site.schedulerUrl, external: true };
    case 'press':
      return { href: site.pressArticleUrl, external: true };
    case 'contact':
      return { href: routes.contact, external: false };
    case 'page':
      if (!cta.href) throw new Error('A call to action of kind `page` needs an `href`.');
      return { href: cta.href, external: false };
  }
}
