import industries from '#content/industries/index';
import type { IndustryPage } from '../../.generated/types/industries.ts';
import type { BreadcrumbItem } from '../../renderer/head/jsonld.ts';
import { navigation } from './site.ts';

export type { IndustryPage };
export type IndustrySlug = IndustryPage['slug'];

/** The industries overview route: the parent of every industry page. */
export const industriesRoute = '/industries';

/** Every industry page record (`content/industries/*.yaml`), in file-name order. */
export const industryPages: IndustryPage[] = Object.values(industries);

/** The route an industry page is served at (`/industries/healthcare`). */
export function industryRoute(slug: IndustrySlug): string {
  return `${industriesRoute}/${slug}`;
}

/** The record for a route segment; throws for a segment that is not an industry page. */
export function industryBySlug(slug: string): IndustryPage {
  const page = industryPages.find((p) => p.slug === slug);
  if (!page) {
    const known = industryPages.map((p) => `\`${p.slug}\``).join(', ');
    throw new Error(`No industry page \`${slug}\`: add \`content/industries/${slug}.yaml\`, or use one of ${known}.`);
  }
  return page;
}

/** The record for a page path (`/industries/healthcare` → the healthcare record). */
export function industryByPath(pathname: string): IndustryPage {
  const prefix = `${industriesRoute}/`;
  if (!pathname.startsWith(prefix)) throw new Error(`\`${pathname}\` is not an industry page path: expected \`${prefix}<slug>\`.`);
  return industryBySlug(pathname.slice(prefix.length).replace(/\/$/, ''));
}

/** The overview's name in breadcrumbs: the header navigation's name for /industries. */
export function industriesCrumb(): BreadcrumbItem {
  const item = navigation.header.find((i) => 'href' in i && i.href === industriesRoute);
  if (!item) throw new Error(`\`content/navigation.yaml\` has no header item for \`${industriesRoute}\`: the breadcrumbs take its name from there.`);
  return { name: item.name, url: industriesRoute };
}

/** The trail after Home: Industries > the page, with /industries as the parent. */
export function industryBreadcrumbs(page: IndustryPage): BreadcrumbItem[] {
  return [
    industriesCrumb(),
    { name: page.name, url: industryRoute(page.slug) },
  ];
}
