import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pathProblem, requestedPaths, type Access, type BackendAreas } from '../../../pipeline/localCms/backendPaths.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

/** The local backend's path rules on a small project: content/, the media folder, and links that lead out. */
describe("the local backend's paths", () => {
  const root = makeProject({ 'content/site.yaml': 'a: 1\n', 'content/articles/a.md': '---\ntitle: A\n---\n', 'public/images/a.png': 'x', 'package.json': '{}' });
  mkdirSync(path.join(root, 'outside'));
  writeFileSync(path.join(root, 'outside', 'secret.yaml'), 'x: 1\n');
  symlinkSync(path.join(root, 'package.json'), path.join(root, 'content', 'linked.yaml'));
  symlinkSync(path.join(root, 'outside'), path.join(root, 'content', 'linked-folder'));
  const areas: BackendAreas = { root, content: 'content', media: 'public/images' };
  const verdict = (p: unknown, access: Access) => {
    const result = pathProblem(areas, p, access);
    return 'area' in result ? result.area : result.problem;
  };

  it.each([
    ['content/site.yaml', 'read', 'content'],
    ['content/articles/new-article.md', 'write', 'content'],
    ['content/articles', 'list', 'content'],
    ['public/images', 'list', 'media'],
    ['public/images/articles/new.png', 'write', 'media'],
    ['public/images/a.png', 'delete', 'media'],
  ] as const)('%s (%s) is allowed in %s', (p, access, area) => expect(verdict(p, access)).toBe(area));

  it.each([
    ['package.json', 'read', 'only files under'],
    ['content/../package.json', 'read', '`..`'],
    ['content/./site.yaml', 'read', '`..`'],
    ['content//site.yaml', 'read', 'empty segments'],
    ['/etc/passwd', 'read', 'absolute'],
    ['C:/Windows/win.ini', 'read', 'absolute'],
    ['content\\..\\package.json', 'read', 'backslash'],
    ['content/site.yaml\u0000.png', 'write', 'control character'],
    ['.git/config', 'read', 'hidden'],
    ['content/.env', 'write', 'hidden'],
    ['.env.production', 'read', 'hidden'],
    ['scripts/serve.mjs', 'write', 'only files under'],
    ['content', 'read', 'only files under'],
    ['public/images', 'delete', 'only files under'],
    ['public/favicon.svg', 'write', 'only files under'],
    ['content/linked.yaml', 'read', 'symbolic link'],
    ['content/linked-folder/secret.yaml', 'write', 'symbolic link'],
    ['content/evil.js', 'write', '.yaml, .yml, .md'],
    ['', 'read', 'non-empty'],
    [42, 'read', 'non-empty'],
  ] as const)('%j (%s) is refused: %s', (p, access, reason) => expect(verdict(p, access)).toContain(reason));

  it('names every path of every action it runs, and no unknown action', () => {
    expect(
      requestedPaths('persistEntry', { dataFiles: [{ path: 'content/a.yaml', newPath: 'content/b.yaml' }], assets: [{ path: 'public/images/x.png', content: 'eA==', encoding: 'base64' }] })!.map(
        (p) => [p.path, p.access],
      ),
    ).toEqual([
      ['content/a.yaml', 'write'],
      ['content/b.yaml', 'write'],
      ['public/images/x.png', 'write'],
    ]);
    expect(requestedPaths('deleteFiles', { paths: ['a', 'b'] })!.map((p) => p.path)).toEqual(['a', 'b']);
    expect(requestedPaths('deleteFiles', { paths: 'a' })).toEqual([{ path: undefined, access: 'delete' }]);
    expect(requestedPaths('entriesByFiles', { files: [{ path: 'x' }, null] })!.map((p) => p.path)).toEqual(['x', undefined]);
    for (const action of ['publishUnpublishedEntry', 'deleteUnpublishedEntry', 'unpublishedEntries', 'anything']) expect(requestedPaths(action, {})).toBeUndefined();
  });
});
