import site from '#content/site';
import navigation from '#content/navigation';

export { site, navigation };

/** The partner portal is the application's welcome page ({host}/welcome in the spec). */
export const partnerPortalUrl = `${site.appUrl}/welcome`;

/** The id of the How It Works section on the governance module page. */
export const howItWorksId = `how-${site.brand.product.toLowerCase()}-makes-it-work`;

export const routes = {
  home: '/',
  governanceModule: '/solutions/proof-of-governance',
  contact: '/contact',
  resources: '/resources',
  newsletter: '/resources/newsletter',
  terms: '/terms',
  privacy: '/privacy',
} as const;

/** An absolute URL on this site for a path (`/about` → `https://…/about`). */
export function absoluteUrl(pathname: string): string {
  return new URL(pathname, site.siteUrl + '/').href;
}

export function mailto(address: string): string {
  return `mailto:${address}`;
}

/** The header's Solutions dropdown items: the footer's Solutions column reuses them. */
export function solutionNavItems() {
  return navigation.header.find((item) => item.name === 'Solutions')?.children ?? [];
}
