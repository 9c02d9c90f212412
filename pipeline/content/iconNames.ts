import { icons } from 'lucide';

/** The icon names the site can render (Lucide's names and aliases). */
export const iconNames: readonly string[] = Object.keys(icons);
const known = new Set(iconNames);

export function isKnownIcon(name: string): boolean {
  return known.has(name);
}
