import type { Schema } from './schemaNodes.ts';

/** The labels of the generated form fields: a property's own `title`, else its key in words. */

/** `fiveYear` → `Five year`, `seo` → `SEO`, `ctas` → `CTAs`. */
export function humanise(key: string): string {
  const special: Record<string, string> = { seo: 'SEO', cta: 'Call to action', ctas: 'Calls to action', faq: 'FAQ', url: 'URL', href: 'Link (route)', id: 'Id (anchor)', og: 'OG' };
  if (special[key]) return special[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .replace(/\b(seo|faq|url|gpu|gpus|ai|cta|ctas|og)\b/g, (w) => (w === 'ctas' ? 'CTAs' : w === 'gpus' ? 'GPUs' : w.toUpperCase()));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A PascalCase title with two or more words names a generated type (`GpuModelPrice`), not a label. */
function isTypeName(title: string): boolean {
  return /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(title);
}

export function labelOf(key: string, schema: Schema): string {
  return schema.title && !isTypeName(schema.title) ? schema.title : humanise(key);
}
