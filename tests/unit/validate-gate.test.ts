/**
 * `validate` is the whole gate: each mistake that used to pass validate and break the build, CI or
 * the published page is reported by validate, located, with exit code 1. Run on a copy of the real
 * content with one mistake per file, so one validate run checks them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateContent } from '../../cli/commands/validate.ts';
import { run } from '../../cli/main.ts';
import type { Problem } from '../../cli/problems.ts';
import { copySite, editIn, readIn, removeSiteCopies, writeIn } from './helpers/siteCopy.ts';

afterAll(removeSiteCopies);

let root: string;
let problems: Problem[];
let exitCode: number;
let output: string[];

beforeAll(async () => {
  root = copySite();
  // An icon name typo.
  editIn(root, 'content/pages/proof-of-governance.yaml', '- icon: FileStack', '- icon: FileStak');
  // Raw HTML in an article body: a script, an iframe embed and a div.
  const ambiguity = readIn(root, 'content/articles/ambiguity-in-policy.md');
  writeIn(root, 'content/articles/ambiguity-in-policy.md', `${ambiguity.trimEnd()}\n\n<div class="note">A note.</div>\n\n<iframe src="https://www.youtube.com/embed/x"></iframe>\n\n<script>alert(1)</script>\n`);
  // Windows-1252 bytes (a curly apostrophe, 0x92) in a YAML file.
  const contact = Buffer.from(readIn(root, 'content/pages/contact.yaml'), 'utf8');
  const at = contact.indexOf(Buffer.from('title:')) + 'title: '.length;
  writeIn(root, 'content/pages/contact.yaml', Buffer.concat([contact.subarray(0, at), Buffer.from([0x92]), contact.subarray(at)]));
  // A second featured article.
  editIn(root, 'content/articles/audit-readiness.md', 'readTime: 7\n', 'readTime: 7\nfeatured: true\n');
  // An implausible read time.
  editIn(root, 'content/articles/regtech-award.md', 'readTime: 3\n', 'readTime: 30\n');
  // An image whose stated size is not the file's.
  editIn(root, 'content/articles/governance-in-motion.md', /(heroImage:\n(?:[ \t]+.*\n)*?[ \t]+)width: 1200/, '$1width: 1000');
  // A byte-order mark at the top of an article: accepted.
  writeIn(root, 'content/articles/implementing-governance-modernize.md', `\uFEFF${readIn(root, 'content/articles/implementing-governance-modernize.md')}`);

  problems = validateContent(root).problems.filter((p) => p.severity === 'error');
  output = [];
  exitCode = await run(['validate'], { cwd: root, stdout: (s) => output.push(s), stderr: (s) => output.push(s) });
}, 60_000);

function found(file: string, rule: string): Problem[] {
  return problems.filter((p) => p.file === file && p.rule === rule);
}

describe('validate reports every mistake that would break the build or ship broken', () => {
  it('exits 1 and prints each problem as file:line:column field message', () => {
    expect(exitCode).toBe(1);
    expect(output.some((l) => /^content\/pages\/proof-of-governance\.yaml:\d+:\d+ {2}features\.cards\[\d+\]\.icon {2}/.test(l))).toBe(true);
  });

  it('an unknown icon name, with the nearest real one', () => {
    const [p] = found('content/pages/proof-of-governance.yaml', 'icon');
    expect(p?.message).toContain('`FileStak` is not an icon the site has. Did you mean `FileStack`?');
    expect(p?.line).toBeGreaterThan(1);
  });

  it('raw HTML in an article, each tag located, with what to write instead', () => {
    const html = found('content/articles/ambiguity-in-policy.md', 'markdown-html');
    expect(html).toHaveLength(3);
    expect(html.map((p) => p.message).join('\n')).toMatch(/<div class="note">[\s\S]*<iframe[\s\S]*`video:` in the front matter[\s\S]*<script>[\s\S]*security policy/);
    const lines = readIn(root, 'content/articles/ambiguity-in-policy.md').split('\n');
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
    const other = featured[0]!.file === 'content/articles/audit-readiness.md' ? 'proof-of-governance-essential' : 'audit-readiness';
    expect(featured[0]!.message).toContain(`content/articles/${other}.md`);
  });

  it('a read time the body cannot fill, with the one to write', () => {
    const [p] = found('content/articles/regtech-award.md', 'read-time');
    expect(p?.field).toBe('readTime');
    expect(p?.message).toMatch(/Write `readTime: \d+`/);
  });

  it('an image size that is not the file’s', () => {
    const [p] = found('content/articles/governance-in-motion.md', 'image-size');
    expect(p?.field).toBe('heroImage.width');
    expect(p?.message).toContain('Write `width: 1200`');
  });

  it('accepts a byte-order mark', () => {
    expect(problems.filter((p) => p.file === 'content/articles/implementing-governance-modernize.md')).toEqual([]);
  });

  it('reports nothing else: links into the unreadable file are not checked, and that is said once', () => {
    const expected = new Set(['icon', 'markdown-html', 'encoding', 'featured', 'read-time', 'image-size']);
    expect(problems.filter((p) => !expected.has(p.rule))).toEqual([]);
  });

  it('prints the file that could not be read first', () => {
    expect(output[0]).toMatch(/^content\/pages\/contact\.yaml:\d+:\d+ .*\[error encoding\]$/);
  });
});

describe('the icon names validate knows', () => {
  it('are exactly the icons the site can render', async () => {
    const { icons } = await import('lucide-react');
    const { iconNames } = await import('../../cli/checks/icons.ts');
    expect([...iconNames].sort()).toEqual(Object.keys(icons).sort());
  });
});
