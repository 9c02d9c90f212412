import type { BreadcrumbItem } from './jsonld.ts';
import { solutionNavItems } from '../../lib/content/site.ts';

/** Home > Solutions > the page: the page's name is the one the Solutions menu gives it. */
export function solutionTrail(route: string): BreadcrumbItem[] {
  const item = solutionNavItems().find((entry) => entry.href === route);
  if (!item) throw new Error(`\`${route}\` is not in the Solutions menu of content/navigation.yaml.`);
  return [
    { name: 'Solutions', url: '/solutions' },
    { name: item.name, url: route },
  ];
}
