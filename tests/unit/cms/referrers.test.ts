import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { entryReferrers } from '../../../pipeline/localCms/referrers.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

describe('what links to an entry the content manager can delete', () => {
  const root = makeProject({
    'content/site.yaml': 'brand: { product: Tenetry }\nsiteUrl: https://www.site.example.com\n',
    'content/pages/home.yaml': 'hero:\n  ctas:\n    - label: Read\n      kind: page\n      href: /resources/blog/first-post#why\n',
    'content/pages/about.yaml': 'intro: Read [our story](https://www.site.example.com/resources/blog/first-post).\n',
    'content/articles/first-post.md': '---\ntitle: First\n---\n## Why\n\nSee [the second](/resources/blog/second-post) and [myself](/resources/blog/first-post).\n',
    'content/articles/second-post.md': '---\ntitle: Second\n---\nNo links.\n',
    'content/articles/lonely.md': '---\ntitle: Lonely\n---\nSee [the about page](/about).\n',
  });
  const referrers = entryReferrers(loadContent(root));

  it('lists every other file that links to the page, at the link, with the pages that file feeds', () => {
    expect(referrers['content/articles/first-post.md']).toEqual([
      { file: 'content/pages/about.yaml', line: 1, column: 8, field: 'intro', routes: ['/about'] },
      { file: 'content/pages/home.yaml', line: 5, column: 13, field: 'hero.ctas[0].href', routes: ['/'] },
    ]);
  });

  it('finds a link in an article body, at its line', () => {
    expect(referrers['content/articles/second-post.md']).toEqual([{ file: 'content/articles/first-post.md', line: 6, column: 5, field: 'body', routes: ['/resources/blog/first-post'] }]);
  });

  it('leaves out an entry nothing else links to, and pages that are not entries of their own', () => {
    expect(referrers).not.toHaveProperty(['content/articles/lonely.md']);
    expect(referrers).not.toHaveProperty(['content/pages/about.yaml']);
  });
});
