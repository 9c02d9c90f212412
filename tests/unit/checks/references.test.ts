import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { markdownReferences, yamlReferences } from '../../../pipeline/content/references.ts';
import { parseSourceText, type SourceFile } from '../../../pipeline/content/sourceFile.ts';
import { checkLink, references } from '../../../pipeline/checks/references.ts';
import { siteContext } from '../../../pipeline/checks/support.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

function yaml(text: string): SourceFile {
  const r = parseSourceText('content/x.yaml', text);
  if (!r.ok) throw new Error('fixture does not parse');
  return r.source;
}

describe('which YAML values are internal links or images', () => {
  it.each([
    ['href: /pricing', [['link', '/pricing', 'href']]],
    ['learnMoreLink: /about#team', [['link', '/about#team', 'learnMoreLink']]],
    ['canonical: /resources', [['link', '/resources', 'canonical']]],
    [
      'links: [/terms, /privacy]',
      [
        ['link', '/terms', 'links[0]'],
        ['link', '/privacy', 'links[1]'],
      ],
    ],
    ['cta: { label: Go, kind: page, target: /contact }', [['link', '/contact', 'cta.target']]],
    ['url: https://www.site.example.com/about', [['link', '/about', 'url']]],
    ['url: https://partner.example.org/about', []],
    ['unit: /year', []],
    ['term: { label: 5-Year Term, suffix: /year }', []],
    ['answer: Read [the terms](/terms) first.', [['link', '/terms', 'answer']]],
    ['answer: See [the vendor](https://nvidia.example.com).', []],
    ['image: /images/a.webp', [['image', '/images/a.webp', 'image']]],
    ['heroImage: { src: /images/b.png, alt: B }', [['image', '/images/b.png', 'heroImage.src']]],
    ['logo: images/c.svg', [['image', 'images/c.svg', 'logo']]],
    ['logo: nvidia', []],
    ['background: /textures/grain.avif', [['image', '/textures/grain.avif', 'background']]],
    ['note: "![chart](/images/chart.png)"', [['image', '/images/chart.png', 'note']]],
    ['href: "#faq"', [['link', '#faq', 'href']]],
  ])('%s', (text, expected) => {
    const refs = yamlReferences(yaml(text), 'www.site.example.com');
    expect(
      refs.map((r) => [
        r.kind,
        r.href,
        r.segments
          .map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`))
          .join('')
          .replace(/^\./, '')
          .replace(/\.\[/g, '['),
      ]),
    ).toEqual(expected);
  });
});

describe('Markdown body references carry their line and column in the file', () => {
  const body = 'Intro line.\n\nSee [pricing](/pricing) and [the vendor](https://example.com).\n\n![Chart](/images/chart.png)\n\n[ref]: /about\n\n<a href="/contact">Contact</a>\n';
  it.each([
    ['link', '/pricing', 7, 5],
    ['image', '/images/chart.png', 9, 1],
    ['link', '/about', 11, 1],
    ['link', '/contact', 13, 1],
  ])('%s %s at %i:%i', (kind, href, line, column) => {
    // The body starts on line 5 of the file (after four front-matter lines).
    const refs = markdownReferences(body, 5);
    expect(refs).toContainEqual({ kind, href, segments: ['body'], line, column });
  });

  it('ignores external links', () => {
    expect(markdownReferences(body, 1).map((r) => r.href)).not.toContain('https://example.com');
  });
});

describe('checkLink (the route table of the site, on fixture content)', () => {
  const root = makeProject({
    'content/pages/about.yaml': 'sections:\n  - id: mission\n  - id: leadership\n',
    'content/pages/contact.yaml': 'form:\n  id: form-panel\n',
    'content/articles/first-post.md': '---\ntitle: First\n---\n## Why it matters\n\nBody\n',
    'public/files/guide.pdf': 'pdf',
    'content/site.yaml': 'brand: { product: Tenetry }\nsiteUrl: https://www.site.example.com\n',
  });
  const ctx = siteContext(loadContent(root));

  it.each([
    ['/', null],
    ['/about', null],
    ['/about#leadership', null],
    ['/about#mission', null],
    ['/contact#form-panel', null],
    ['/resources/blog/first-post', null],
    ['/resources/blog/first-post#why-it-matters', null], // an article's anchors are its headings'
    ['/resources/blog/first-post#any-heading', 'error: The article `/resources/blog/first-post` has no heading with the anchor `any-heading`'],
    ['/files/guide.pdf', null],
    ['/rss.xml', null],
    ['/about?ref=nav', null],
    ['/about#leadershp', 'error: The page `/about` has no section with the id `leadershp` (from `/about#leadershp`). Did you mean `leadership`?'],
    ['/contact#from', 'error: The page `/contact` has no section with the id `from`'],
    ['/abuot', 'error: There is no page at `/abuot`. Did you mean `/about`?'],
    ['/partners', 'error: There is no page at `/partners`. Did you mean `/partnerships`?'],
    ['/about/team', 'error: There is no page at `/about/team`. A link must open a route'],
    ['/resources/blog/second-post', 'error: There is no page at `/resources/blog/second-post`.'],
    ['/about/', 'error: Write routes without a trailing slash: `/about` instead of `/about/`.'],
    ['/files/gide.pdf', 'error: `/files/gide.pdf` links to a file that does not exist: there is no `public/files/gide.pdf`.'],
    ['/prices', 'error: There is no page at `/prices`.'],
    ['/about#footer-heading', 'error: The page `/about` has no section with the id `footer-heading`'], // a layout id is no link target
  ])('%s → %s', (href, expected) => {
    const finding = checkLink(href, ctx);
    if (expected === null) expect(finding).toBeNull();
    else expect(`${finding?.severity}: ${finding?.message}`).toContain(expected);
  });

  it('checks `#fragment`-only links against the page that shows the file', () => {
    expect(checkLink('#mission', ctx, ['/about'])).toBeNull();
    expect(checkLink('#vision', ctx, ['/about'])?.message).toContain('no section with the id `vision`');
    expect(checkLink('#vision', ctx, [])).toBeNull();
  });
});

describe('the link check on a content folder', () => {
  it('reports each broken link once, located, from YAML and from Markdown bodies', () => {
    const root = makeProject({
      'pages/index/+Page.tsx': 'export default function Page() { return null; }\n',
      'pages/resources/blog/@slug/+Page.tsx': 'export default function Page() { return null; }\n',
      'content/pages/home.yaml': 'hero:\n  ctas:\n    - label: Read\n      kind: page\n      href: /resources/blog/audit-readines\n',
      'content/articles/audit-readiness.md': '---\ntitle: A\n---\nFirst line.\n\nSee [the solution](/solutions/quantum).\n',
    });
    const problems = references(loadContent(root));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.field} ${p.rule}`)).toEqual([
      'content/articles/audit-readiness.md:6:5 body link',
      'content/pages/home.yaml:5:13 hero.ctas[0].href link',
    ]);
    expect(problems[1]!.message).toContain('Did you mean `/resources/blog/audit-readiness`?');
  });
});

describe('a link to an article the public build leaves out', () => {
  it('is reported, located, with what to do: a draft, and an article scheduled for later', () => {
    const root = makeProject({
      'pages/index/+Page.tsx': 'export default function Page() { return null; }\n',
      'pages/resources/blog/@slug/+Page.tsx': 'export default function Page() { return null; }\n',
      'content/pages/home.yaml': 'hero:\n  ctas:\n    - label: Read\n      kind: page\n      href: /resources/blog/in-progress\n',
      'content/articles/in-progress.md': '---\ntitle: A\npublishedTime: 2024-01-15\ndraft: true\n---\nBody.\n',
      'content/articles/next-century.md': '---\ntitle: B\npublishedTime: 2999-01-01\n---\nBody.\n',
      'content/articles/out.md': '---\ntitle: C\npublishedTime: 2024-01-15\n---\nFirst line.\n\nSee [what comes](/resources/blog/next-century).\n',
    });
    const problems = references(loadContent(root));
    expect(problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.field} ${p.severity}`)).toEqual(['content/articles/out.md:7:5 body error', 'content/pages/home.yaml:5:13 hero.ctas[0].href error']);
    expect(problems[0]!.message).toContain('`/resources/blog/next-century` is scheduled for 2999-01-01 (`publishedTime` in `content/articles/next-century.md`)');
    expect(problems[0]!.message).toContain('add the link once the article is out');
    expect(problems[1]!.message).toContain('`/resources/blog/in-progress` is a draft (`draft: true` in `content/articles/in-progress.md`)');
    expect(problems[1]!.message).toContain('publish the article (remove `draft: true`)');
  });
});
