/**
 * Rule `count-in-copy`: where the copy states how many items a list has ("The Seven Pillars",
 * "Five tiers, one path …"), the number and the list agree. The copy writes such numbers as count
 * placeholders (`{Count:pillars}`, `lib/format/countText.ts`), filled from the list; a literal number
 * that remains is still checked, and its message says which placeholder to write.
 * Rule `count-placeholder`: every count placeholder names a counted list.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, listNames, problemAt } from './support.ts';
import { walkData } from '../content/walkData.ts';
import { COUNT_TOKEN, COUNTED_LISTS, NUMBER_WORDS } from '../../lib/format/countText.ts';
import { escapeRegExp } from '../../lib/format/regExp.ts';

const RULE = 'count-in-copy';

type Path = (string | number)[];

export interface CountedCopy {
  /** The content file (id) and field of the text. */
  text: { id: string; path: Path };
  /** What the number counts, as written after it in the text (`pillars`, `GPU models`). */
  noun: string;
  /** The list it counts. */
  list: { id: string; path: Path };
}

/** The texts of the site that state a count, and the lists they count. */
export const COUNTED_COPY: readonly CountedCopy[] = [
  { text: { id: 'pillars', path: ['title'] }, noun: 'pillars', list: { id: 'pillars', path: ['pillars'] } },
  { text: { id: 'pillars', path: ['intro'] }, noun: 'pillars', list: { id: 'pillars', path: ['pillars'] } },
  { text: { id: 'pages/gpu-infrastructure', path: ['heroAside', 'title'] }, noun: 'NVIDIA GPUs', list: { id: 'pricing/gpu-infrastructure', path: ['rows'] } },
  { text: { id: 'pages/gpu-infrastructure', path: ['models', 'heading', 'eyebrow'] }, noun: 'GPU models', list: { id: 'pages/gpu-infrastructure', path: ['models', 'items'] } },
  { text: { id: 'pages/nvidia-ai-enterprise', path: ['heroAside', 'title'] }, noun: 'software tiers', list: { id: 'pricing/enterprise-software', path: ['softwarePage'] } },
  { text: { id: 'pages/partnerships', path: ['tiers', 'heading', 'title'] }, noun: 'tiers', list: { id: 'pages/partnerships', path: ['tiers', 'items'] } },
  { text: { id: 'pages/solutions', path: ['solutions', 'heading', 'title'] }, noun: 'solutions', list: { id: 'pages/solutions', path: ['solutions', 'items'] } },
];

/** The number a word or digits stand for (`Seven` → 7, `12` → 12), or undefined. */
export function numberOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const i = NUMBER_WORDS.indexOf(word.toLowerCase());
  return i >= 0 ? i : undefined;
}

/** `7` written the way `example` writes its number: `Seven`, `seven` or `7`. */
export function writeNumberLike(n: number, example: string): string {
  if (/^\d+$/.test(example) || n >= NUMBER_WORDS.length) return String(n);
  const word = NUMBER_WORDS[n]!;
  return /^[A-Z]/.test(example) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The counted words as the text writes them (`Seven Pillars`), and what to write instead (`Eight Pillars`). */
export function checkCountedCopy(text: string, noun: string, count: number): { stated: string; expected: string } | null {
  const m = new RegExp(`\\b(\\w+) (${escapeRegExp(noun)})\\b`, 'i').exec(text);
  const number = m?.[1];
  const n = number === undefined ? undefined : numberOf(number);
  if (!m || number === undefined || n === undefined || n === count) return null;
  return { stated: m[0], expected: `${writeNumberLike(count, number)} ${m[2]}` };
}

export const countsInCopy: Check = (content: LoadedContent) => {
  const out: Problem[] = [];
  for (const entry of COUNTED_COPY) {
    const textFile = content.valid.get(entry.text.id);
    const listFile = content.valid.get(entry.list.id);
    if (!textFile || !listFile) continue;
    const text = valueAt(textFile, entry.text.path);
    const list = valueAt(listFile, entry.list.path);
    if (typeof text !== 'string' || !Array.isArray(list)) continue;
    const found = checkCountedCopy(text, entry.noun, list.length);
    if (!found) continue;
    const where = entry.list.id === entry.text.id ? `\`${entry.list.path.join('.')}\`` : `\`${entry.list.path.join('.')}\` in \`${listFile.file}\``;
    out.push(
      problemAt(textFile, entry.text.path, {
        rule: RULE,
        message: `The text says "${found.stated}" but ${where} has ${list.length}. Write "${found.expected}", or drop the number from the text.${placeholderHint(entry.list, found.stated)}`,
      }),
    );
  }
  return out;
};

function valueAt(source: SourceFile, path: Path): unknown {
  let node: unknown = source.data;
  for (const seg of path) node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[seg] : undefined;
  return node;
}

/** ` Or write "{Count:pillars} Pillars", which follows the list.` when a counted list is this one. */
function placeholderHint(list: { id: string; path: Path }, stated: string): string {
  const name = Object.entries(COUNTED_LISTS).find(([, l]) => l.id === list.id && l.path.join('.') === list.path.join('.'))?.[0];
  if (!name) return '';
  const [number = '', ...rest] = stated.split(' ');
  const style = /^\d+$/.test(number) ? 'number' : /^[A-Z]/.test(number) ? 'Count' : 'count';
  return ` Better: write "{${style}:${name}} ${rest.join(' ')}", which the build fills from the list.`;
}

export const countPlaceholders: Check = (content: LoadedContent) => {
  const known = Object.keys(COUNTED_LISTS);
  return eachFile(content, 'count-placeholder', (source) => {
    const out: Problem[] = [];
    const texts = [...walkData(source.data)].filter((v) => typeof v.value === 'string').map((v) => ({ text: v.value as string, segments: v.segments }));
    if (source.body) texts.push({ text: source.body, segments: ['body'] });
    for (const { text, segments } of texts) {
      for (const m of text.matchAll(COUNT_TOKEN)) {
        const name = m[2]!;
        // A counted list whose file could not be read is reported there.
        if (known.includes(name)) continue;
        out.push(
          problemAt(source, segments, {
            rule: 'count-placeholder',
            message: `\`${m[0]}\` counts no list, so it would be published as written.${didYouMean(name, known).replace(/`([^`]+)`/, `\`{${m[1]}:$1}\``)} Lists that can be counted: ${listNames(known)}.`,
          }),
        );
      }
    }
    return out;
  });
};
