import { afterAll, describe, expect, it } from 'vitest';
import { contentHosts } from '../../../pipeline/checks/contentHosts.ts';
import { urlSafety } from '../../../pipeline/checks/urlSafety.ts';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { contentSources, policyOrigin, schemeOf } from '../../../pipeline/content/contentUrls.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const located = (problems: { file: string; line: number; column: number; field: string; severity: string; rule: string }[]) =>
  problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.field} [${p.severity} ${p.rule}]`);

describe('schemeOf', () => {
  it.each([
    ['javascript:alert(1)', 'javascript'],
    ['  JavaScript:alert(1)', 'javascript'],
    ['java\tscript:alert(1)', 'javascript'],
    ['jav\nascript:x', 'javascript'],
    ['VBScript:msgbox', 'vbscript'],
    ['data:text/html,<script>', 'data'],
    ['https://example.org', 'https'],
    ['/about', ''],
    ['#team', ''],
  ])('%j → %s', (url, scheme) => expect(schemeOf(url)).toBe(scheme));
});

describe('the url-scheme check', () => {
  it('reports javascript:, vbscript: and data: links, images and videos where they are written', () => {
    const root = makeProject({
      'content/pages/about.yaml': [
        'cta:',
        '  label: Go',
        '  kind: page',
        '  href: "javascript:alert(1)"',
        'hero:',
        '  image: "data:image/svg+xml,<svg onload=alert(1)>"',
        '  videoSrc: "VBScript:msgbox(1)"',
        '  intro: Read [this](JavaScript:alert(1)) first.',
        '  safe: /contact',
        '',
      ].join('\n'),
      'content/articles/x.md': '---\ntitle: X\n---\nText.\n\n![Chart](javascript:alert(1))\n\n[ok](/about) and [bad](data:text/html,x)\n',
    });
    const problems = urlSafety(loadContent(root));
    expect(located(problems)).toEqual([
      'content/articles/x.md:6:1 body [error url-scheme]',
      'content/articles/x.md:8:18 body [error url-scheme]',
      'content/pages/about.yaml:4:9 cta.href [error url-scheme]',
      'content/pages/about.yaml:6:10 hero.image [error url-scheme]',
      'content/pages/about.yaml:7:13 hero.videoSrc [error url-scheme]',
      'content/pages/about.yaml:8:10 hero.intro [error url-scheme]',
    ]);
    expect(problems[0]!.message).toMatch(/^This image is a `javascript:` address, which runs code/);
    expect(problems[3]!.message).toMatch(/`data:` address/);
  });

  it('passes ordinary links and images', () => {
    const root = makeProject({ 'content/pages/about.yaml': 'cta:\n  label: Go\n  kind: page\n  href: /contact\nimage: /images/a.svg\nlink: https://example.org/x\nmail: mailto:a@example.org\n' });
    expect(urlSafety(loadContent(root))).toEqual([]);
  });
});

describe('the content-host check and the policy sources', () => {
  const root = makeProject({
    'content/pages/media.yaml': [
      'items:',
      '  - videoSrc: https://media.example.org/a.mp4',
      '  - videoSrc: http://media.example.org/b.mp4',
      '  - image: //cdn.example.org/c.png',
      '  - image: https://192.168.1.10/d.png',
      '  - youtubeId: abcdefghijk',
      '  - image: https://user:pw@img.example.org/e.png',
      '  - href: http://example.org/only-a-link',
      '',
    ].join('\n'),
    'content/articles/y.md': '---\ntitle: Y\n---\n![Remote](https://images.example.net/f.png)\n',
  });
  const content = loadContent(root);

  it('derives img-src, media-src and frame-src from the https hosts the content loads from', () => {
    expect(contentSources(content)).toEqual({
      'img-src': ['https://images.example.net'],
      'media-src': ['https://media.example.org'],
      'frame-src': ['https://www.youtube-nocookie.com'],
    });
  });

  it('reports each loaded address no policy can allow, located; a plain link is not its business', () => {
    const problems = contentHosts(content);
    expect(located(problems)).toEqual([
      'content/pages/media.yaml:3:15 items[1].videoSrc [error content-host]',
      'content/pages/media.yaml:4:12 items[2].image [error content-host]',
      'content/pages/media.yaml:5:12 items[3].image [error content-host]',
      'content/pages/media.yaml:7:12 items[5].image [error content-host]',
    ]);
    expect(problems[0]!.message).toContain('uses `http:`');
    expect(problems[0]!.message).toContain('media-src');
  });

  it.each([
    ['https://media.example.org/a.mp4', 'https://media.example.org'],
    ['https://media.example.org:8443/a.mp4', 'https://media.example.org:8443'],
    ['http://media.example.org/a.mp4', null],
    ['https://localhost/a.png', null],
    ['ftp://files.example.org/a.png', null],
    ['https://media.example.com;script-src/v.mp4', null],
    ['https://*/v.mp4', null],
    ['https://*.example.org/v.mp4', null],
    ['https://a%3Bb.example.org/v.mp4', null],
    ['https://single-label/v.mp4', null],
  ])('policyOrigin(%s) → %s', (url, origin) => {
    const result = policyOrigin(url);
    expect('origin' in result ? result.origin : null).toBe(origin);
  });
});

describe('a content host that could change the policy', () => {
  const root = makeProject({
    'content/pages/media.yaml': [
      'items:',
      '  - videoSrc: https://media.example.com;script-src/v.mp4',
      '  - image: https://*/x.png',
      "  - image: https://img.example.org'/x.png",
      '  - videoSrc: https://ok.example.org/v.mp4',
      '',
    ].join('\n'),
    'content/articles/z.md': '---\ntitle: Z\n---\nText.\n\n![Remote](https://a%3Bb.example.net/f.png)\n',
  });
  const content = loadContent(root);

  it('is reported by validate at its line, with the fix, and left out of the policy', () => {
    const problems = contentHosts(content);
    expect(located(problems)).toEqual([
      'content/articles/z.md:6:1 body [error content-host]',
      'content/pages/media.yaml:2:15 items[0].videoSrc [error content-host]',
      'content/pages/media.yaml:3:12 items[1].image [error content-host]',
      'content/pages/media.yaml:4:12 items[2].image [error content-host]',
    ]);
    expect(problems[1]!.message).toContain('names the host `media.example.com;script-src`, which is not a plain host name');
    expect(problems[1]!.message).toContain('Give an `https://` address on a named host');
    expect(contentSources(content)).toEqual({ 'img-src': [], 'media-src': ['https://ok.example.org'], 'frame-src': [] });
  });
});
