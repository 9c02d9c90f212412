import { site } from '../../lib/content/site.ts';

/** The page title with the brand appended, unless the title already names the brand. */
export function pageTitle(title: string, brand: string = site.brand.product): string {
  return title.toLowerCase().includes(brand.toLowerCase()) ? title : `${title} | ${brand}`;
}
