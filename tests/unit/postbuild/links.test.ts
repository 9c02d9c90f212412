import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBuiltLinks, formatBrokenLinks } from '../../../pipeline/postbuild/links.ts';

// A tiny build output: three pages, a file, and links good and bad between them.
const dir = mkdtempSync(path.join(tmpdir(), 'built-links-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;
const files: Record<string, string> = {
  'index.html': page(
    '<a href="/about">About</a><a href="/about#team">Team</a><a href="#intro">Intro</a><section id="intro"></section><a href="https://example.com/x">out</a><a href="//cdn.example.com/y">cdn</a>',
  ),
  'about.html': page('<section id="team"></section><a href="/">Home</a><a href="#">Top</a><a href="/files/guide.pdf">Guide</a><a href="/about?ref=x#team">Self</a>'),
  'resources/blog.html': page('<a href="/about#teem">Typo</a><a href="/abuot">Typo</a><a href="#missing">Gone</a><a href="/files/guide.pdf#p2">Into a file</a><a href="/about#%E0%A4%A">Bad</a>'),
  'files/guide.pdf': 'pdf',
};
for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}

describe('checkBuiltLinks: every internal link and fragment of the built pages', () => {
  const broken = checkBuiltLinks(dir);

  it('accepts links to pages, files, ids on the page and on other pages, and leaves other hosts alone', () => {
    expect(broken.filter((b) => b.page !== '/resources/blog')).toEqual([]);
  });

  it('reports each broken link with its page, the link and why', () => {
    expect(broken).toEqual([
      { page: '/resources/blog', href: '/about#teem', reason: 'names no element of `/about`: it has no id `teem`' },
      { page: '/resources/blog', href: '/abuot', reason: 'opens no page or file of the build (no `/abuot`)' },
      { page: '/resources/blog', href: '#missing', reason: 'names no element of `/resources/blog`: it has no id `missing`' },
      { page: '/resources/blog', href: '/files/guide.pdf#p2', reason: 'points into a file, which has no ids' },
      { page: '/resources/blog', href: '/about#%E0%A4%A', reason: 'has a malformed fragment' },
    ]);
    expect(formatBrokenLinks(broken.slice(0, 1))).toBe('  /resources/blog: `/about#teem` names no element of `/about`: it has no id `teem`');
  });
});
