import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { routePaths } from '../../../pipeline/routes/routes.ts';
import { copySite, readIn, removeSiteCopies } from '../helpers/siteCopy.ts';

afterAll(removeSiteCopies);

describe('a draft and a scheduled article in a copy of the site', () => {
  const root = copySite();
  // Two new articles made from the first real one: only the file name and the publication fields differ.
  const first = readdirSync(path.join(root, 'content/articles')).find((n) => n.endsWith('.md'))!;
  const source = readIn(root, `content/articles/${first}`);
  const withFields = (fields: string) => source.replace(/^publishedTime: .*$/m, fields);
  writeFileSync(path.join(root, 'content/articles/work-in-progress.md'), withFields('publishedTime: 2024-01-15\ndraft: true'));
  writeFileSync(path.join(root, 'content/articles/next-century.md'), withFields('publishedTime: 2999-01-01'));

  it('builds no page for either, and keeps every other article', () => {
    const routes = routePaths(root);
    expect(routes).not.toContain('/resources/blog/work-in-progress');
    expect(routes).not.toContain('/resources/blog/next-century');
    expect(routes).toContain(`/resources/blog/${first.replace(/\.md$/, '')}`);
  });

  it('passes validate as it stands (nothing links to them)', () => {
    expect(validateContent(root).problems.filter((p) => p.severity === 'error')).toEqual([]);
  });
});
