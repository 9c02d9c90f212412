import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { publicFiles } from '../../../pipeline/checks/publicFiles.ts';
import { cmsConfig, FORMS_ONLY } from '../../../pipeline/cms/index.ts';
import { MEDIA_FOLDER } from '../../../pipeline/content/publicFiles.ts';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { formatProblem } from '../../../pipeline/core/problems.ts';
import { filesFromOutside } from '../../../pipeline/prerender/outsideFiles.ts';
import { makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const located = (problems: { file: string; line: number; column: number; rule: string }[]) => problems.map((p) => `${p.file}:${p.line}:${p.column} [${p.rule}]`);

/** A path beside the temporary project (outside it), removed when the test ends. */
function besideProject(root: string, suffix: string): string {
  const outside = path.join(root, '..', `${path.basename(root)}-${suffix}`);
  onTestFinished(() => rmSync(outside, { recursive: true, force: true }));
  return outside;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('rules symlink and public-file', () => {
  it('passes the static files the site serves', () => {
    const root = makeProject({
      'content/empty.yaml': 'a: 1\n',
      'public/favicon.ico': 'x',
      'public/icons/app.webmanifest': '{}',
      'public/robots.txt': 'User-agent: *\n',
      'public/fonts/inter.woff2': 'x',
      'public/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><a href="/about"><path d="M0 0h1v1z"/></a></svg>',
      'public/images/photo.png': PNG.toString('latin1'),
      'public/video/intro.mp4': 'x',
    });
    expect(publicFiles(loadContent(root))).toEqual([]);
  });

  it('reports a symbolic link under public/ or content/, wherever it points, at the link', () => {
    const root = makeProject({ 'content/empty.yaml': 'a: 1\n', 'public/images/a.png': 'x' });
    const outside = besideProject(root, 'secret.env');
    writeFileSync(outside, 'SECRET=1\n');
    symlinkSync(outside, path.join(root, 'public', 'images', 'x.txt'));
    symlinkSync('../package.json', path.join(root, 'content', 'linked.yaml'));
    symlinkSync('/nowhere/at/all', path.join(root, 'public', 'dangling.png'));
    mkdirSync(path.join(root, 'public', 'real'));
    symlinkSync(path.join(root, 'public', 'real'), path.join(root, 'public', 'folder'));
    const problems = publicFiles(loadContent(root));
    expect(located(problems)).toEqual(['public/dangling.png:1:1 [symlink]', 'public/folder:1:1 [symlink]', 'public/images/x.txt:1:1 [symlink]', 'content/linked.yaml:1:1 [symlink]']);
    expect(problems[2]!.message).toContain(`symbolic link (to \`${outside}\`)`);
    expect(problems[2]!.message).toContain('Replace it with the file itself');
    // validate as a whole reports them as errors (and does not stop at the dangling link).
    const result = validateContent(root);
    expect(result.problems.filter((p) => p.rule === 'symlink').map(formatProblem)).toHaveLength(4);
    expect(result.errors).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['public/images/page.html', '<script>alert(1)</script>', 1, 1, 'does not publish'],
    ['public/x.js', 'alert(1)', 1, 1, 'does not publish'],
    ['public/x.mjs', 'alert(1)', 1, 1, 'does not publish'],
    ['public/README', 'x', 1, 1, 'file without an extension'],
    ['public/images/a.png.gz', 'x', 1, 1, 'the build writes its own'],
    ['public/a.css.br', 'x', 1, 1, 'the build writes its own'],
    ['public/icons/evil.svg', '<svg xmlns="http://www.w3.org/2000/svg">\n  <script>alert(1)</script>\n</svg>', 2, 3, 'has a <script> element'],
    ['public/icons/handler.svg', '<svg xmlns="http://www.w3.org/2000/svg"\n  onload="alert(1)"/>', 1, 1, 'event handler attribute (onload'],
    ['public/icons/ns.svg', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml">\n<h:script>alert(1)</h:script></svg>', 2, 1, 'has a <h:script> element'],
    ['public/icons/link.svg', '<svg xmlns="http://www.w3.org/2000/svg"><a href=" javascript:alert(1)"><text>x</text></a></svg>', 1, 41, 'a `javascript:` address'],
    ['public/icons/fo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe src="/x"></iframe></foreignObject></svg>', 1, 41, '<foreignObject>'],
    ['public/icons/anim.svg', '<svg xmlns="http://www.w3.org/2000/svg"><a><set attributeName="href" to="javascript:alert(1)"/></a></svg>', 1, 44, 'animates the href attribute'],
    ['public/icons/entity.svg', '<?xml version="1.0"?>\n<!DOCTYPE svg [ <!ENTITY s "&#60;script>alert(1)&#60;/script>"> ]>\n<svg>&s;</svg>', 2, 17, 'XML entity'],
    ['public/images/notes.txt', 'x', 1, 1, 'holds images only'],
    ['public/site.webmanifest', '{}', 1, 1, 'the build writes from `brand`'],
  ])('%s is reported where it is wrong', (file, text, line, column, message) => {
    const root = makeProject({ 'content/empty.yaml': 'a: 1\n', [file]: text });
    const problems = publicFiles(loadContent(root));
    expect(located(problems)).toEqual([`${file}:${line}:${column} [public-file]`]);
    expect(problems[0]!.message).toContain(message);
  });
});

describe('the build guard on files from outside the project', () => {
  it('names every file under public/ that resolves outside the project, and nothing else', () => {
    const root = makeProject({ 'content/empty.yaml': 'a: 1\n', 'public/images/a.png': 'x', 'public/inside.txt': 'x' });
    const outside = besideProject(root, 'outside');
    mkdirSync(outside);
    writeFileSync(path.join(outside, '.env.production'), 'SECRET=1\n');
    symlinkSync(path.join(outside, '.env.production'), path.join(root, 'public', 'images', 'x.txt'));
    symlinkSync(outside, path.join(root, 'public', 'linked-folder'));
    symlinkSync('../inside.txt', path.join(root, 'public', 'images', 'same-project.txt'));
    symlinkSync('/nowhere/at/all', path.join(root, 'public', 'broken.png'));
    expect(filesFromOutside(root)).toEqual([
      { file: 'public/broken.png', target: '(nothing: the link is broken)' },
      { file: path.join('public', 'images', 'x.txt'), target: realpathSync(path.join(outside, '.env.production')) },
      { file: path.join('public', 'linked-folder'), target: realpathSync(outside) },
    ]);
  });
});

it("the media folder of the rules is the content manager's", () => {
  expect(cmsConfig(projectRoot, FORMS_ONLY)['media_folder']).toBe(MEDIA_FOLDER);
});
