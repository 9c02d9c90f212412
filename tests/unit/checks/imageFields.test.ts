/**
 * An editor never types an image's size: an article whose hero image has no width or height, with a
 * photo in its body, passes validate on a copy of the site, and the build makes the photo's copies.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { generateImages } from '../../../pipeline/generate/images.ts';
import { IMAGE_MANIFEST, type ImageVariants } from '../../../lib/images/responsiveImage.ts';
import type { Problem } from '../../../pipeline/core/problems.ts';
import { articlesIn, copySite, readArticleIn, removeSiteCopies, writeArticleIn, writeIn } from '../helpers/siteCopy.ts';

afterAll(removeSiteCopies);

const PHOTO = '/images/articles/fixture-photo.png';
let root: string;
let article: string;
let problems: Problem[];
let generated: Awaited<ReturnType<typeof generateImages>>;

beforeAll(async () => {
  root = copySite();
  const articles = articlesIn(root);
  article = articles.find((f) => readArticleIn(root, f).frontMatter.hasIn(['heroImage', 'width']))!;
  const edited = readArticleIn(root, article);
  edited.frontMatter.deleteIn(['heroImage', 'width']);
  edited.frontMatter.deleteIn(['heroImage', 'height']);
  writeArticleIn(root, article, { ...edited, body: `${edited.body.trimEnd()}\n\n![A photo of a team reviewing a policy together](${PHOTO})\n` });
  writeIn(
    root,
    `public${PHOTO}`,
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#246' } })
      .png()
      .toBuffer(),
  );
  const result = validateContent(root);
  problems = result.problems;
  generated = await generateImages(result.content);
}, 120_000);

describe('an article with no image sizes', () => {
  it('passes validate with nothing to say about it', () => {
    expect(problems.filter((p) => p.file === article)).toEqual([]);
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('gets the copies of the photo in its body, at the file’s size', () => {
    const manifest = JSON.parse(readFileSync(path.join(root, IMAGE_MANIFEST), 'utf8')) as Record<string, ImageVariants>;
    expect(Object.keys(manifest)).toEqual([PHOTO]);
    expect(generated.images).toBe(1);
    expect(manifest[PHOTO]).toMatchObject({ width: 1200, height: 800 });
    expect(manifest[PHOTO]!.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
  });
});
