/** Fills a content template's `{name}` placeholders (`Step {number}:` → `Step 2:`); unknown names stay as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
