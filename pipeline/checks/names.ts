/**
 * Rule `name-reference`: a name that picks a record in another file names one that exists, now
 * that names are free text (a new GPU model or tier is one more row, not a schema change):
 *
 * - a GPU model card's `model` is a row `name` of `content/pricing/gpu-infrastructure.yaml`;
 * - a software tier card's `name` has a `softwarePage` entry in `content/pricing/enterprise-software.yaml`,
 *   and every `softwarePage` entry names a tier card;
 * - an industry page's `slug` is its file name (it becomes the address `/industries/<slug>`);
 * - a newsletter section's `key` is a newsletter of `forms.newsletters` in `content/site.yaml`, and
 *   every newsletter there has its section;
 * - a partner tier's Roman numeral is its place in the list (`VI` for the sixth).
 */
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { didYouMean, listNames, problemAt } from './support.ts';

const RULE = 'name-reference';

type Rec = Record<string, unknown>;

export const nameReferences: Check = (content: LoadedContent) => {
  const out: Problem[] = [];
  const gpuPage = content.valid.get('pages/gpu-infrastructure');
  const gpuPrices = content.valid.get('pricing/gpu-infrastructure');
  if (gpuPage && gpuPrices) {
    const models = names(records(gpuPrices, 'rows'), 'name');
    for (const [i, card] of records(gpuPage, 'models', 'items').entries()) {
      const model = String(card.model);
      if (!models.includes(model))
        out.push(
          problemAt(gpuPage, ['models', 'items', i, 'model'], {
            rule: RULE,
            message: `No GPU model \`${model}\` in \`${gpuPrices.file}\`.${didYouMean(model, models)} Models there: ${listNames(models)}. Add a row named \`${model}\` there (its specs and prices), or use one of those names.`,
          }),
        );
    }
  }
  const softwarePage = content.valid.get('pages/nvidia-ai-enterprise');
  const softwarePrices = content.valid.get('pricing/enterprise-software');
  if (softwarePage && softwarePrices) {
    const cards = names(records(softwarePage, 'tiers', 'items'), 'name');
    const priced = names(records(softwarePrices, 'softwarePage'), 'tier');
    for (const [i, name] of cards.entries()) {
      if (!priced.includes(name))
        out.push(
          problemAt(softwarePage, ['tiers', 'items', i, 'name'], {
            rule: RULE,
            message: `The tier \`${name}\` has no pricing text: add \`- tier: ${name}\` with its price under \`softwarePage\` in \`${softwarePrices.file}\`.${didYouMean(name, priced)}`,
          }),
        );
    }
    for (const [i, tier] of priced.entries()) {
      if (!cards.includes(tier))
        out.push(
          problemAt(softwarePrices, ['softwarePage', i, 'tier'], {
            rule: RULE,
            message: `No tier card named \`${tier}\` in \`${softwarePage.file}\`.${didYouMean(tier, cards)} Cards there: ${listNames(cards)}. Each \`softwarePage\` entry prices one card.`,
          }),
        );
    }
  }
  out.push(...newsletterKeys(content), ...tierNumerals(content));
  for (const [id, source] of content.valid) {
    if (!id.startsWith('industries/')) continue;
    const fileName = id.slice('industries/'.length);
    const slug = (source.data as Rec).slug;
    if (typeof slug === 'string' && slug !== fileName) {
      out.push(
        problemAt(source, ['slug'], {
          rule: RULE,
          message: `The slug \`${slug}\` differs from the file name: the page is built at \`/industries/${fileName}\`. Write \`slug: ${fileName}\`, or rename the file to \`content/industries/${slug}.yaml\`.`,
        }),
      );
    }
  }
  return out;
};

function records(source: SourceFile, ...path: string[]): Rec[] {
  let node: unknown = source.data;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Rec)[key] : undefined;
  return Array.isArray(node) ? node.filter((x): x is Rec => x !== null && typeof x === 'object') : [];
}

function names(items: Rec[], key: string): string[] {
  return items.map((item) => item[key]).filter((v): v is string => typeof v === 'string');
}

function newsletterKeys(content: LoadedContent): Problem[] {
  const page = content.valid.get('resources/newsletter');
  const site = content.valid.get('site');
  if (!page || !site) return [];
  const keys = names(records(site, 'forms', 'newsletters'), 'key');
  const sections = names(records(page, 'newsletters'), 'key');
  const out: Problem[] = [];
  for (const [i, key] of sections.entries()) {
    if (!keys.includes(key))
      out.push(
        problemAt(page, ['newsletters', i, 'key'], {
          rule: RULE,
          message: `No newsletter \`${key}\` under \`forms.newsletters\` in \`${site.file}\`.${didYouMean(key, keys)} Newsletters there: ${listNames(keys)}. Add a newsletter with \`key: ${key}\` there (its \`name\`, \`dialogTitle\` and \`formId\`), or use one of those keys.`,
        }),
      );
  }
  for (const [i, key] of keys.entries()) {
    if (!sections.includes(key))
      out.push(
        problemAt(site, ['forms', 'newsletters', i, 'key'], {
          rule: RULE,
          message: `The newsletter \`${key}\` has no section on the newsletter page, so nobody can subscribe to it: add an entry with \`key: ${key}\` under \`newsletters\` in \`${page.file}\`.`,
        }),
      );
  }
  return out;
}

function tierNumerals(content: LoadedContent): Problem[] {
  const page = content.valid.get('pages/partnerships');
  if (!page) return [];
  const out: Problem[] = [];
  for (const [i, tier] of records(page, 'tiers', 'items').entries()) {
    const name = typeof tier.name === 'string' ? tier.name : '';
    const numeral = /^(\S+) /.exec(name)?.[1];
    const expected = romanNumeral(i + 1);
    if (numeral !== undefined && numeral !== expected)
      out.push(
        problemAt(page, ['tiers', 'items', i, 'name'], {
          rule: RULE,
          message: `Tier ${i + 1} in the list is numbered \`${numeral}\`: the numeral is the tier's place. Write \`${name.replace(/^\S+/, expected)}\`.`,
        }),
      );
  }
  return out;
}

/** `6` → `VI` */
export function romanNumeral(n: number): string {
  const steps: [number, string][] = [
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let out = '';
  for (const [value, letters] of steps) for (; n >= value; n -= value) out += letters;
  return out;
}
