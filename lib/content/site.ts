import site from '#content/site';
import navigation from '#content/navigation';
import { breadcrumbTrail, howItWorksAnchor, type BreadcrumbItem } from '../routes.ts';

export { site, navigation };

/** The partner portal is the application's welcome page (`{appUrl}/welcome`). */
export const partnerPortalUrl = `${site.appUrl}/welcome`;

/** The id of the How It Works section on the governance module page. */
export const howItWorksId = howItWorksAnchor(site.brand.product);

export { routes } from '../routes.ts';

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

/** The trail from Home to a page (`lib/routes.ts`), named from the navigation; `recordName` names a `@slug` page. */
export function pageTrail(pathname: string, recordName?: string): BreadcrumbItem[] {
  return breadcrumbTrail(pathname, navigation, recordName);
}

/** The newsletter with this key in `forms.newsletters` (validate checks every key a page uses is there). */
export function newsletterForm(key: string) {
  const form = site.forms.newsletters.find((n) => n.key === key);
  if (!form) throw new Error(`No newsletter \`${key}\` under forms.newsletters in content/site.yaml.`);
  return form;
}

/** Every newsletter of `forms.newsletters`, with its key. */
export function newsletterForms() {
  return site.forms.newsletters;
}
