import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { fieldPath } from '../../../pipeline/core/problems.ts';
import { duplicatesInData, uniqueness } from '../../../pipeline/checks/unique.ts';
import { makeProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

describe('duplicatesInData', () => {
  it.each([
    ['ids anywhere in a file', { sections: [{ id: 'faq' }], closing: { id: 'faq' } }, ['id closing.id (first sections[0].id)']],
    [
      'nav names',
      {
        header: [
          { name: 'About', href: '/about' },
          { name: 'about', href: '/company' },
        ],
      },
      ['name header[1].name (first header[0].name)'],
    ],
    [
      'nav links',
      {
        footer: [
          { name: 'Blog', href: '/resources/blog' },
          { name: 'Articles', href: '/resources/blog' },
        ],
      },
      ['href footer[1].href (first footer[0].href)'],
    ],
    [
      'FAQ questions',
      {
        faq: [
          { question: 'Is it free?', answer: 'a' },
          { question: 'Is it free? ', answer: 'b' },
        ],
      },
      ['question faq[1].question (first faq[0].question)'],
    ],
    ['titles in one list', { cards: [{ title: 'Base' }, { title: 'Dev Tools' }, { title: 'Base' }] }, ['title cards[2].title (first cards[0].title)']],
    ['the same name in two different lists', { header: [{ name: 'About' }], footer: [{ name: 'About' }] }, []],
    [
      'links repeated in lists that are not nav lists',
      {
        ctas: [
          { label: 'A', href: '/x' },
          { label: 'B', href: '/x' },
        ],
      },
      [],
    ],
    ['repeated plain strings', { tags: ['audit', 'audit'] }, []],
  ])('%s', (_name, data, expected) => {
    expect(duplicatesInData(data).map((d) => `${d.what} ${fieldPath(d.segments)} (first ${fieldPath(d.first)})`)).toEqual(expected);
  });
});

describe('the unique check on a content folder', () => {
  it('reports duplicates within a file at the second occurrence, naming the first', () => {
    const root = makeProject({ 'content/navigation.yaml': 'header:\n  - name: Pricing\n    href: /pricing\n  - name: Pricing\n    href: /prices\n' });
    const [problem, ...rest] = uniqueness(loadContent(root));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ file: 'content/navigation.yaml', line: 4, column: 11, field: 'header[1].name', rule: 'unique', severity: 'error' });
    expect(problem!.message).toBe('The name `Pricing` appears twice in this list (first at line 2, `header[0].name`). Remove the repeat or make the two entries different.');
  });

  it('reports slugs, ids and canonical paths used by two files of a collection', () => {
    const root = makeProject({
      'schemas/talks.schema.json': '{}',
      'content/talks/keynote.yaml': 'id: keynote\ntitle: A\n',
      'content/talks/demo.yaml': 'id: keynote\ntitle: B\n',
      'schemas/articles.schema.json': '{}',
      'content/articles/a.md': '---\ncanonical: /resources/blog/a\n---\n',
      'content/articles/b.md': '---\ncanonical: /resources/blog/a\n---\n',
    });
    const problems = uniqueness(loadContent(root)).map((p) => `${p.file}:${p.line}:${p.column} ${p.field} ${p.message}`);
    expect(problems).toEqual([
      'content/articles/b.md:2:12 canonical `canonical: /resources/blog/a` is already used by `content/articles/a.md`; each file of `content/articles/` needs its own.',
      'content/talks/keynote.yaml:1:5 id `id: keynote` is already used by `content/talks/demo.yaml`; each file of `content/talks/` needs its own.',
    ]);
  });

  it('reports a route built twice and an article file name that is not a valid address', () => {
    const root = makeProject({
      'content/articles/Audit_Readiness.md': '---\ntitle: A\n---\n',
      'content/industries/health.yaml': 'name: A\n',
      'content/industries/health.yml': 'name: B\n',
    });
    const problems = uniqueness(loadContent(root))
      .map((p) => `${p.file}:${p.line}:${p.column} ${p.message}`)
      .sort();
    expect(problems).toEqual([
      "content/articles/Audit_Readiness.md:1:1 This file's name becomes the address `/resources/blog/Audit_Readiness`: rename it with lower-case letters, digits and hyphens only (for example `audit-readiness`).",
      'content/industries/health.yml:1:1 The route `/industries/health` is already built by `content/industries/health.yaml`; two pages cannot share an address. Rename or remove one of them.',
    ]);
  });

  it('reports a content id that is the id the site makes for a section of the same page', () => {
    const root = makeProject({
      'content/site.yaml': 'brand:\n  product: Acme\n',
      'content/pages/proof-of-governance.yaml': 'faq:\n  id: how-acme-makes-it-work\n',
    });
    const problems = uniqueness(loadContent(root));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/pages/proof-of-governance.yaml', line: 2, column: 7, field: 'faq.id', rule: 'unique' });
    expect(problems[0]!.message).toContain('already the id of a section of `/solutions/proof-of-governance` that the site makes from `brand.product` in `content/site.yaml`');
  });

  it('reports an id declared by two content files shown on the same page', () => {
    const root = makeProject({
      // The route table shows both on /about.
      'content/pages/about.yaml': 'sections:\n  - id: team\n',
      'content/pillars.yaml': 'id: team\n',
    });
    const problems = uniqueness(loadContent(root));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'content/pillars.yaml', line: 1, column: 5, rule: 'unique' });
    expect(problems[0]!.message).toContain('also declared by `content/pages/about.yaml` (line 2, `sections[0].id`), and both files are shown on `/about`');
  });
});
