/**
 * `validate` is the whole gate: each mistake that used to pass validate and break the build, CI or
 * the published page is reported by validate, located, with exit code 1. Run on a copy of the real
 * content with one mistake per file, so one validate run checks them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { run } from '../../../cli/main.ts';
import type { Problem } from '../../../pipeline/core/problems.ts';
import { articlesIn, copySite, editYamlIn, readArticleIn, readIn, removeSiteCopies, writeArticleIn, writeIn } from '../helpers/siteCopy.ts';

afterAll(removeSiteCopies);

const ICON_FILE = 'content/pages/proof-of-governance.yaml';
const ICON_FIELD = ['features', 'items', 0, 'icon'];
let root: string;
let problems: Problem[];
let warnings: Problem[];
let exitCode: number;
let output: string[];
/** What each mistake was made on, chosen from the content as it is (each article takes one mistake). */
let icon: { was: string; typo: string };
let article: { html: string; readTime: string; image: string; bom: string; featured: string[] };
let imageWidth: number;
const STYLED_FILE = 'content/pillars.yaml';

beforeAll(async () => {
  root = copySite();
  const articles = articlesIn(root);
  const front = (file: string) => readArticleIn(root, file).frontMatter;
  const withImage = articles.find((f) => front(f).hasIn(['heroImage', 'width']))!;
  const rest = articles.filter((f) => f !== withImage);
  const [html, readTime, bom, ...others] = rest as [string, string, string, ...string[]];
  const alreadyFeatured = articles.filter((f) => front(f).get('featured') === true);
  article = { html, readTime, image: withImage, bom, featured: [...new Set([...alreadyFeatured, ...others.slice(0, alreadyFeatured.length ? 1 : 2)])] };

  // An icon name typo: one letter left out.
  editYamlIn(root, ICON_FILE, (doc) => {
    const was = String(doc.getIn(ICON_FIELD));
    icon = { was, typo: `${was.slice(0, -2)}${was.slice(-1)}` };
    doc.setIn(ICON_FIELD, icon.typo);
  });
  // Raw HTML in an article body: a script, an iframe embed and a div.
  writeIn(root, html, `${readIn(root, html).trimEnd()}\n\n<div class="note">A note.</div>\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>\n\n<script>alert(1)</script>\n`);
  // Windows-1252 bytes (a curly apostrophe, 0x92) in a YAML file.
  const contact = Buffer.from(readIn(root, 'content/pages/contact.yaml'), 'utf8');
  const at = contact.indexOf(Buffer.from('title:')) + 'title: '.length;
  writeIn(root, 'content/pages/contact.yaml', Buffer.concat([contact.subarray(0, at), Buffer.from([0x92]), contact.subarray(at)]));
  // A second featured article.
  for (const file of article.featured) {
    const a = readArticleIn(root, file);
    a.frontMatter.set('featured', true);
    writeArticleIn(root, file, a);
  }
  // An implausible read time.
  const slow = readArticleIn(root, readTime);
  // (The schema allows 1 to 60 minutes; the body fits neither end of that for its own read time.)
  slow.frontMatter.set('readTime', Number(slow.frontMatter.get('readTime')) >= 30 ? 1 : 60);
  writeArticleIn(root, readTime, slow);
  // An image whose stated size is not the file's.
  const pictured = readArticleIn(root, withImage);
  imageWidth = Number(pictured.frontMatter.getIn(['heroImage', 'width']));
  pictured.frontMatter.setIn(['heroImage', 'width'], Math.max(1, imageWidth - 200));
  writeArticleIn(root, withImage, pictured);
  // A byte-order mark at the top of an article: accepted.
  writeIn(root, bom, `\uFEFF${readIn(root, bom)}`);
  // Any valid YAML style passes: a value put in quotes by hand, a comment, Windows line endings.
  const styled = readIn(root, STYLED_FILE).replace(/^(\s*(?:- )?\w+): ([A-Za-z][^"'#:\n]*)$/m, '# A note for editors.\n$1: "$2"');
  writeIn(root, STYLED_FILE, styled.replace(/\n/g, '\r\n'));

  const all = validateContent(root).problems;
  problems = all.filter((p) => p.severity === 'error');
  warnings = all.filter((p) => p.severity === 'warning');
  output = [];
  exitCode = await run(['validate'], { cwd: root, stdout: (s) => output.push(s), stderr: (s) => output.push(s) });
});

function found(file: string, rule: string): Problem[] {
  return problems.filter((p) => p.file === file && p.rule === rule);
}

describe('validate reports every mistake that would break the build or ship broken', () => {
  it('exits 1 and prints each problem as file:line:column field message', () => {
    expect(exitCode).toBe(1);
    expect(output.some((l) => /^content\/pages\/proof-of-governance\.yaml:\d+:\d+ {2}features\.items\[\d+\]\.icon {2}/.test(l))).toBe(true);
  });

  it('an unknown icon name, with the nearest real one', () => {
    const [p] = found(ICON_FILE, 'icon');
    expect(p?.message).toContain(`\`${icon.typo}\` is not an icon the site has. Did you mean \`${icon.was}\`?`);
    expect(p?.line).toBeGreaterThan(1);
  });

  it('raw HTML in an article, each tag located, with what to write instead', () => {
    const html = found(article.html, 'markdown-html');
    expect(html).toHaveLength(3);
    expect(html.map((p) => p.message).join('\n')).toMatch(/<div class="note">[\s\S]*<iframe[\s\S]*`video:` in the front matter[\s\S]*<script>[\s\S]*security policy/);
    const lines = readIn(root, article.html).split('\n');
    expect(lines[html[0]!.line - 1]).toMatch(/^<div/);
  });

  it('bytes that are not UTF-8, at their line and column, named as the Windows-1252 character', () => {
    const [p] = found('content/pages/contact.yaml', 'encoding');
    expect(p?.message).toMatch(/not UTF-8: byte 0x92.*Windows-1252.*`’`/);
    const line = readIn(root, 'content/pages/contact.yaml').split('\n')[p!.line - 1]!;
    expect(line.slice(0, p!.column - 1)).toMatch(/title: $/);
  });

  it('a second featured article, naming the first', () => {
    const featured = problems.filter((p) => p.rule === 'featured');
    expect(featured).toHaveLength(1);
    expect(featured[0]!.field).toBe('featured');
    expect(article.featured).toContain(featured[0]!.file);
    expect(article.featured.filter((f) => f !== featured[0]!.file).some((f) => featured[0]!.message.includes(f))).toBe(true);
  });

  it('a read time far from the body’s: a warning, with the one to write', () => {
    const [p] = warnings.filter((w) => w.file === article.readTime && w.rule === 'read-time');
    expect(p?.field).toBe('readTime');
    expect(p?.message).toMatch(/Write `readTime: \d+`/);
  });

  it('an image size that is not the file’s: a warning with the file’s size', () => {
    expect(found(article.image, 'image-size')).toEqual([]);
    const [p] = warnings.filter((w) => w.file === article.image && w.rule === 'image-size');
    expect(p?.field).toBe('heroImage.width');
    expect(p?.message).toContain(`Write \`width: ${imageWidth}\``);
  });

  it('accepts any valid YAML style: quotes, a comment, Windows line endings', () => {
    expect(readIn(root, STYLED_FILE)).toMatch(/# A note for editors\.\r\n/);
    expect(problems.filter((p) => p.file === STYLED_FILE)).toEqual([]);
  });

  it('accepts a byte-order mark', () => {
    expect(problems.filter((p) => p.file === article.bom)).toEqual([]);
  });

  it('reports nothing else: links into the unreadable file are not checked, and that is said once', () => {
    const expected = new Set(['icon', 'markdown-html', 'encoding', 'featured']);
    expect(problems.filter((p) => !expected.has(p.rule))).toEqual([]);
  });

  it('prints the file that could not be read first', () => {
    expect(output[0]).toMatch(/^content\/pages\/contact\.yaml:\d+:\d+ .*\[error encoding\]$/);
  });
});

describe('the icon names validate knows', () => {
  it('are exactly the icons the site can render', async () => {
    const { icons } = await import('lucide');
    const { iconNames } = await import('../../../pipeline/content/iconNames.ts');
    expect([...iconNames].sort()).toEqual(Object.keys(icons).sort());
  });
});
