/**
 * Counts in the copy come from the data: `{count:pillars}` in any text of the content stands for
 * the number of items of a counted list, in words (`seven`), `{Count:pillars}` capitalised
 * (`Seven`), `{number:pillars}` in digits (`7`). They are filled when the content is loaded
 * (`cli/content/contentSet.ts`), like the brand names, so adding a row is one edit. `validate`
 * rejects a name that is not a counted list (rule `count-placeholder`).
 */

/** The lists a text can count: the content file (id) and the path of the list in it. */
export const COUNTED_LISTS = {
  pillars: { id: 'pillars', path: ['pillars'] },
  gpuModels: { id: 'pricing/gpu-infrastructure', path: ['rows'] },
  softwareTiers: { id: 'pricing/enterprise-software', path: ['softwarePage'] },
  partnerTiers: { id: 'pages/partnerships', path: ['tiers', 'items'] },
  solutions: { id: 'pages/solutions', path: ['solutions', 'items'] },
  governanceCapabilities: { id: 'pages/proof-of-governance', path: ['features', 'items'] },
  governanceSteps: { id: 'pages/proof-of-governance', path: ['howItWorks', 'steps'] },
  newsletters: { id: 'resources/newsletter', path: ['newsletters'] },
} as const satisfies Record<string, { id: string; path: readonly string[] }>;

export type CountedList = keyof typeof COUNTED_LISTS;

/** Every count placeholder: its style (`count`, `Count`, `number`) and list name. */
export const COUNT_TOKEN = /\{(count|Count|number):([A-Za-z][\w]*)\}/g;

/** The numbers copy writes in words, by value. */
export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** `7` in the style asked for: `seven`, `Seven` or `7` (digits past twenty). */
export function countWord(n: number, style: string): string {
  const word = NUMBER_WORDS[n];
  if (style === 'number' || word === undefined) return String(n);
  return style === 'Count' ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** Fills the count placeholders of a text whose list is known; others are left as written. */
export function fillCounts(text: string, counts: Readonly<Record<string, number>>): string {
  return text.replace(COUNT_TOKEN, (token, style: string, name: string) => (counts[name] === undefined ? token : countWord(counts[name], style)));
}

/** Fills every string of a parsed content value (a copy). */
export function fillCountsDeep<T>(value: T, counts: Readonly<Record<string, number>>): T {
  if (typeof value === 'string') return fillCounts(value, counts) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => fillCountsDeep(item, counts)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillCountsDeep(v, counts)])) as T;
  }
  return value;
}

/** The number of items of each counted list, read from the content's data by file id. */
export function countsOf(dataById: (id: string) => unknown): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [name, list] of Object.entries(COUNTED_LISTS)) {
    let node: unknown = dataById(list.id);
    for (const key of list.path) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
    if (Array.isArray(node)) counts[name] = node.length;
  }
  return counts;
}
