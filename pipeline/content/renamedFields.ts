/**
 * Field names the content used before each name got one meaning (docs/editing-content.md, "Field
 * names"), with the names that replaced them. A file written before a rename (an old branch, a copied
 * record) is told the new name instead of "not a field here" plus "missing".
 */
export const RENAMED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  desc: ['description'],
  cards: ['items'],
  points: ['items'],
  link: ['href', 'cta'],
  header: ['heading'],
  custom: ['closing'],
  cta: ['closing'],
  text: ['intro', 'description'],
};

/** The field that replaced `name` where it is written: a successor allowed there, a missing one first. */
export function renamedTo(name: string, allowed: readonly string[], missing?: ReadonlySet<string>): string | undefined {
  const successors = (Object.hasOwn(RENAMED_FIELDS, name) ? RENAMED_FIELDS[name]! : []).filter((n) => allowed.includes(n));
  return successors.find((n) => missing?.has(n)) ?? successors[0];
}
