import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { imageSizes } from '../../../pipeline/checks/imageSizes.ts';
import { MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, imageWeight } from '../../../pipeline/checks/imageWeight.ts';
import type { Problem } from '../../../pipeline/core/problems.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const located = (p: Problem) => `${p.file}:${p.line}:${p.column} ${p.field} [${p.severity} ${p.rule}]`;

let root: string;

beforeAll(async () => {
  root = makeProject({
    'content/pages/about.yaml': [
      'leaders:',
      '  - name: Ada',
      '    photo:',
      '      src: /images/wide.png',
      '  - name: Alan',
      '    photo:',
      '      src: /images/fine.png',
      '      width: 640',
      '      height: 360',
      '  - name: Grace',
      '    photo:',
      '      src: /images/heavy.png',
      '  - name: Edsger',
      '    photo:',
      '      src: /images/missing.png',
      '',
    ].join('\n'),
    'content/articles/x.md': '---\ntitle: X\n---\nText.\n\n![A very wide chart of scores](/images/wide.png)\n',
  });
  const images = path.join(root, 'public', 'images');
  mkdirSync(images, { recursive: true });
  const plain = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#888' } }).png();
  await plain(MAX_IMAGE_SIDE + 500, 100).toFile(path.join(images, 'wide.png'));
  await plain(640, 300).toFile(path.join(images, 'fine.png'));
  // Noise does not compress: a small picture that weighs more than the limit.
  const side = Math.ceil(Math.sqrt(MAX_IMAGE_BYTES / 3)) + 50;
  const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
  writeFileSync(path.join(images, 'heavy.png'), noise);
});

describe('rule image-weight', () => {
  it('warns, where the image is named, of a file over the limits, and says what to save it as', () => {
    const problems = imageWeight(loadContent(root));
    expect(problems.map(located).sort()).toEqual([
      'content/articles/x.md:6:1 body [warning image-weight]',
      'content/pages/about.yaml:12:12 leaders[2].photo.src [warning image-weight]',
      'content/pages/about.yaml:4:12 leaders[0].photo.src [warning image-weight]',
    ]);
    const wide = problems.find((p) => p.field === 'leaders[0].photo.src')!;
    expect(wide.message).toContain(`\`/images/wide.png\` is ${(MAX_IMAGE_SIDE + 500).toLocaleString('en')} × 100 px`);
    expect(wide.message).toContain(`Save it at most ${MAX_IMAGE_SIDE.toLocaleString('en')} px on its longer side and under 1 MB`);
    expect(problems.find((p) => p.field === 'leaders[2].photo.src')!.message).toMatch(/^`\/images\/heavy\.png` is 1\.\d MB, more than a page needs/);
  });
});

describe('rule image-size', () => {
  it('takes the size from the file: a stated size that is not the file’s is a warning with the real one', () => {
    const problems = imageSizes(loadContent(root));
    expect(problems.map(located)).toEqual(['content/pages/about.yaml:9:15 leaders[1].photo.height [warning image-size]']);
    expect(problems[0]!.message).toContain('`/images/fine.png` is 640 × 300, but this says 640 × 360');
    expect(problems[0]!.message).toContain('Write `width: 640` and `height: 300`, or delete both');
  });
});
