// The record of what each share image was made from (scripts/brand/share-image-inputs.json): for
// every image, the content fields whose text it shows, with the values it was drawn with, and the
// command that draws it. `validate` (rule `share-image`, pipeline/checks/shareImages.ts) compares
// them with the content, so a rename or a new title that the images do not show yet is reported
// with the command to run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SHARE_IMAGE_INPUTS = 'scripts/brand/share-image-inputs.json';

/**
 * Records the inputs of the images just drawn: `images` maps an image (`public/og/default.png`) to
 * `{ command, inputs: [{ file, field, value }] }`. Other images' entries are kept.
 */
export function recordShareImageInputs(root, images) {
  const file = path.join(root, SHARE_IMAGE_INPUTS);
  const record = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  Object.assign(record, images);
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
  writeFileSync(file, JSON.stringify(sorted, null, 2) + '\n');
  console.log(SHARE_IMAGE_INPUTS);
}

/** Fills `{product}`, `{company}` and `{companyShort}` as the build fills them (lib/format/brandText.ts). */
export function fillBrand(text, brand) {
  return text.replace(/\{(company|companyShort|product)\}/g, (_, name) => brand[name] ?? brand.company);
}
