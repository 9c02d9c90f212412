import industries from '#content/industries/index';
import type { IndustryPage } from '../../.generated/types/industries.ts';
import { routePath } from '../routes.ts';

export type { IndustryPage };
export type IndustrySlug = IndustryPage['slug'];

/** Every industry page record (`content/industries/*.yaml`), in file-name order. */
export const industryPages: IndustryPage[] = Object.values(industries);

/** The route an industry page is served at (`/industries/healthcare`). */
export function industryRoute(slug: IndustrySlug): string {
  return routePath('industry', slug);
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
