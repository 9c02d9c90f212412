/**
 * Rule `share-image`: the share images (Open Graph PNGs under `public/og/`) show text from the
 * content (the product name, the tagline, an article's title), drawn in Chromium by
 * `node scripts/brand-assets.mjs` and `node scripts/og-images.mjs`, which record what each image
 * shows in `scripts/brand/share-image-inputs.json`. A field whose text has changed since (a renamed
 * product, a new title) is reported at the field, with the images that still show the old text and
 * the command that draws them again. A warning: the pages are right, only a shared link's picture
 * is out of date, and drawing it needs a developer's machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '../content/contentSet.ts';
import { isRecord } from '../content/walkData.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { listNames, problemAt } from './support.ts';

const RULE = 'share-image';

/** Written by scripts/brand/shareImageInputs.mjs (the same path there). */
export const SHARE_IMAGE_INPUTS = 'scripts/brand/share-image-inputs.json';

interface Input {
  file: string;
  /** Dotted field path (`brand.product`, `heroImage.src`). */
  field: string;
  value: string;
}

interface Stale {
  file: string;
  field: string;
  was: string;
  now: unknown;
  images: string[];
  commands: Set<string>;
}

export const shareImages: Check = (content: LoadedContent) => {
  const recordFile = path.join(content.root, SHARE_IMAGE_INPUTS);
  // A project without drawn share images (a fixture, a copy of the content alone) has nothing to compare.
  if (!existsSync(recordFile)) return [];
  let record: unknown;
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch (error) {
    return [unreadable(`it is not JSON (${error instanceof Error ? error.message : String(error)})`)];
  }
  if (!isRecord(record)) return [unreadable('it is not a JSON object')];
  const sources = new Map([...content.parsed.values()].map((s) => [s.file, s]));
  const stale = new Map<string, Stale>();
  for (const [image, entry] of Object.entries(record)) {
    if (!isRecord(entry) || typeof entry.command !== 'string' || !Array.isArray(entry.inputs)) return [unreadable(`its entry for \`${image}\` has no \`command\` and \`inputs\``)];
    // An image that is gone (an article removed) shows nothing.
    if (!existsSync(path.join(content.root, image))) continue;
    for (const input of entry.inputs as unknown[]) {
      if (!isInput(input)) return [unreadable(`an input of \`${image}\` is not \`{ file, field, value }\``)];
      const source = sources.get(input.file);
      // A file that did not parse is reported by its own rule; a file removed leaves its image unused.
      if (!source) continue;
      const now = valueAt(source.data, input.field.split('.'));
      if (now === input.value) continue;
      const key = `${input.file}\n${input.field}\n${input.value}`;
      const found = stale.get(key) ?? { file: input.file, field: input.field, was: input.value, now, images: [], commands: new Set<string>() };
      found.images.push(image);
      found.commands.add(entry.command);
      stale.set(key, found);
    }
  }
  return [...stale.values()].map((s) => {
    const source = sources.get(s.file)!;
    const now = typeof s.now === 'string' ? `is now \`${s.now}\`` : 'is gone';
    const images = s.images.length === 1 ? `The share image \`${s.images[0]}\` shows` : `${s.images.length} share images (${listNames(s.images, 3)}) show`;
    return problemAt(source, s.field.split('.'), {
      rule: RULE,
      severity: 'warning',
      message: `${images} \`${s.was}\` from this field, which ${now}: a link to the site shared on social media would still show the old text. Draw ${s.images.length === 1 ? 'it' : 'them'} again with ${commandList(s.commands)} (on a machine with Chromium: ask a developer if you cannot run ${s.commands.size === 1 ? 'it' : 'them'}) and commit the image${s.images.length === 1 ? '' : 's'} with \`${SHARE_IMAGE_INPUTS}\`.`,
    });
  });
};

/** The commands to run: the article images' per-slug commands become one run of the script for all. */
function commandList(commands: ReadonlySet<string>): string {
  const all = [...commands];
  const perArticle = all.filter((c) => c.startsWith('node scripts/og-images.mjs '));
  const merged = perArticle.length > 1 ? [...all.filter((c) => !perArticle.includes(c)), 'node scripts/og-images.mjs'] : all;
  return merged.map((c) => `\`${c}\``).join(' and ');
}

function isInput(value: unknown): value is Input {
  return isRecord(value) && typeof value.file === 'string' && typeof value.field === 'string' && value.field !== '' && typeof value.value === 'string';
}

function valueAt(data: unknown, segments: readonly string[]): unknown {
  let at = data;
  for (const key of segments) {
    if (!isRecord(at) || !Object.hasOwn(at, key)) return undefined;
    at = at[key];
  }
  return at;
}

function unreadable(why: string): Problem {
  return {
    file: SHARE_IMAGE_INPUTS,
    line: 1,
    column: 1,
    field: '',
    severity: 'warning',
    rule: RULE,
    message: `This record of what the share images show cannot be read: ${why}. Draw the images again with \`node scripts/brand-assets.mjs\` and \`node scripts/og-images.mjs\`, which write it anew.`,
  };
}
