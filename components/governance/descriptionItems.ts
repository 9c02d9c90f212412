/** A description line and the bullet sub-items under it. */
export interface DescriptionItem {
  text: string;
  subItems: string[];
}

const BULLET = '• ';

/**
 * Groups a feature card's description lines: a line that begins with `• ` becomes a sub-item
 * of the line before it (spec: bullet items are indented as sub-items). A leading bullet line
 * with nothing before it stands as its own item.
 */
export function groupDescription(lines: readonly string[]): DescriptionItem[] {
  const items: DescriptionItem[] = [];
  for (const line of lines) {
    const parent = items.at(-1);
    if (line.startsWith(BULLET) && parent) parent.subItems.push(line.slice(BULLET.length).trim());
    else items.push({ text: line.startsWith(BULLET) ? line.slice(BULLET.length).trim() : line, subItems: [] });
  }
  return items;
}
