import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { checkImage, images } from '../../../pipeline/checks/images.ts';
import { siteContext } from '../../../pipeline/checks/support.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

describe('checkImage', () => {
  const root = makeProject({
    'public/images/team/ada-lovelace.webp': 'x',
    'public/images/logo.svg': 'x',
    'content/empty.yaml': 'a: 1\n',
  });
  const ctx = siteContext(loadContent(root));

  it.each([
    ['/images/team/ada-lovelace.webp', null],
    ['/images/logo.svg?v=2', null],
    ['/images/team/ada-lovelace.png', 'error: There is no image at `public/images/team/ada-lovelace.png`. Did you mean `/images/team/ada-lovelace.webp`?'],
    [
      '/images/team/Ada-Lovelace.webp',
      'error: There is no image at `public/images/team/Ada-Lovelace.webp`. Did you mean `/images/team/ada-lovelace.webp`? Check the spelling (names are case-sensitive)',
    ],
    ['/photos/ada.webp', 'error: There is no image at `public/photos/ada.webp`. The folder `public/photos` does not exist.'],
    ['images/logo.svg', "error: Write image paths from the site's root, starting with `/`: `/images/logo.svg`"],
    ['/../package.json', 'error: There is no image at `public/../package.json`.'],
  ])('%s → %s', (src, expected) => {
    const finding = checkImage(src, ctx);
    if (expected === null) expect(finding).toBeNull();
    else expect(`${finding?.severity}: ${finding?.message}`).toContain(expected);
  });
});

describe('the image check on a content folder', () => {
  it('locates missing images in YAML fields and Markdown bodies', () => {
    const root = makeProject({
      'public/images/a.webp': 'x',
      'content/pages/about.yaml': 'leaders:\n  - name: Ada\n    image: /images/a.webp\n  - name: Alan\n    image: /images/b.webp\n',
      'content/articles/x.md': '---\ntitle: X\nimage:\n  src: /images/a.webp\n  alt: A\n---\nText.\n\n![Chart](/images/chart.png)\n',
    });
    const problems = images(loadContent(root));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.field} [${p.severity} ${p.rule}]`)).toEqual([
      'content/articles/x.md:9:1 body [error image]',
      'content/pages/about.yaml:5:12 leaders[1].image [error image]',
    ]);
  });
});
