/**
 * The editor's acceptance sequence, on a temporary copy of the project, built once:
 *
 * 1. raise the H100 prices consistently;  2. add a GPU model row with consistent prices;
 * 3. add a sixth FAQ question on the governance page;  4. add a seventh talk;
 * 5. publish a new article copied from an existing one, without `ogImage`;
 * 6. rename the company and the product (one edit in content/site.yaml).
 *
 * Then validate and build pass, the built site shows every change (the FAQ's structured data, the
 * listing, the feed, the sitemap, the price tables), and the unit tests that read the content pass
 * on the copy. (The browser tests derive their expectations the same way: see tests/e2e/.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '../../cli/problems.ts';
import { validateContent } from '../../cli/commands/validate.ts';
import { projectRoot } from './helpers/project.ts';
import { copySite, editIn, readIn, removeSiteCopies, writeIn } from './helpers/siteCopy.ts';

afterAll(removeSiteCopies);

let root: string;
let firstValidation: Problem[];
let buildCode: number;
let buildOutput: string[];
const dist = () => path.join(root, 'dist', 'client');
const built = (file: string) => readFileSync(path.join(dist(), file), 'utf8');
const NEW_SLUG = 'audit-readiness-checklist';

beforeAll(async () => {
  root = copySite({ forBuild: true });

  // 1. H100: a new 1-year price; the monthly figure is yearly ÷ 8.4, the longer terms save 15% and 25%.
  editIn(root, 'content/pricing/gpu-infrastructure.yaml', '    fiveYear:\n      yearly: 11528\n      monthly: 1372\n    threeYear:\n      yearly: 13000\n      monthly: 1548\n    oneYear:\n      yearly: 15330\n      monthly: 1825',
    '    fiveYear:\n      yearly: 12600\n      monthly: 1500\n    threeYear:\n      yearly: 14280\n      monthly: 1700\n    oneYear:\n      yearly: 16800\n      monthly: 2000');
  // 2. A new GPU model, same rules.
  editIn(root, 'content/pricing/gpu-infrastructure.yaml', '\nexceptions: []', [
    '  - name: L40S',
    '    class: Inference GPU',
    '    specs:',
    '      - { label: Memory, value: 48 GB GDDR6 }',
    '      - { label: Power, value: up to 350 W }',
    '    fiveYear: { yearly: 6300, monthly: 750 }',
    '    threeYear: { yearly: 7140, monthly: 850 }',
    '    oneYear: { yearly: 8400, monthly: 1000 }',
    'exceptions: []',
  ].join('\n').replace(/^/, '\n'));
  // 3. A sixth question on the governance page.
  editIn(root, 'content/pages/proof-of-governance.yaml', '\nclosing:\n', [
    '',
    '    - question: Can we try it on our own policies first?',
    '      answer: Yes. Start the free 30-day trial, upload one of your own policy documents and review its enforceability findings before you decide.',
    'closing:',
    '',
  ].join('\n'));
  // 4. A seventh talk.
  editIn(root, 'content/resources/talks.yaml', '      category: Compliance\n', [
    '      category: Compliance',
    '    - title: Evidence Before the Auditor Asks',
    '      description: How continuous evidence collection turns audit preparation into a steady state.',
    '      duration: "21:04"',
    '      category: Audit Readiness',
    '',
  ].join('\n'));
  // 5. A new article, copied from an existing one, without `ogImage`.
  const source = readIn(root, 'content/articles/audit-readiness.md');
  writeIn(root, `content/articles/${NEW_SLUG}.md`, source
    .replace(/^title: .*$/m, 'title: "An Audit Readiness Checklist for Governance Teams"')
    .replace(/^canonical: .*$/m, `canonical: /resources/blog/${NEW_SLUG}`)
    .replace(/^publishedTime: .*$/m, 'publishedTime: 2025-02-03')
    .replace(/^ogImage: .*\n/m, ''));

  // 6. A new name for the company and the product.
  editIn(root, 'content/site.yaml', /  company: .*\n  companyShort: .*\n  product: .*\n/, '  company: Veritor Labs, Inc.\n  companyShort: Veritor Labs\n  product: Veritor\n');

  // The editor runs validate: the one thing it asks for is the count in the GPU page's copy.
  firstValidation = validateContent(root).problems.filter((p) => p.severity === 'error');
  const countProblem = firstValidation.find((p) => p.rule === 'count-in-copy');
  const suggested = /Write "([^"]+)"/.exec(countProblem?.message ?? '')?.[1];
  if (suggested) editIn(root, 'content/pages/gpu-infrastructure.yaml', /title: \w+ NVIDIA GPUs/, `title: ${suggested}`);

  // The build runs as `npm run build` does, in its own process in the copy.
  const build = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['cli/main.ts', 'build'], { cwd: root, encoding: 'utf8' });
  buildCode = build.status ?? 1;
  buildOutput = [build.stdout, build.stderr];
}, 600_000);

describe('an editor’s ordinary changes pass the whole gate', () => {
  it('validate asks only for the count the copy states, with the words to write', () => {
    expect(firstValidation.map((p) => `${p.file} ${p.field} ${p.rule}`)).toEqual(['content/pages/gpu-infrastructure.yaml heroAside.title count-in-copy']);
    expect(firstValidation[0]!.message).toContain('Write "Four NVIDIA GPUs"');
  });

  it('validate and build pass', () => {
    expect(validateContent(root).errors).toBe(0);
    expect(buildCode, buildOutput.join('\n')).toBe(0);
  }, 60_000);

  it('the FAQ’s structured data has six questions', () => {
    const html = built('solutions/proof-of-governance.html');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!)].flat()) as { '@type': string; mainEntity?: { name: string }[] }[];
    const faq = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(6);
    expect(faq?.mainEntity?.at(-1)?.name).toBe('Can we try it on our own policies first?');
  });

  it('the new article is published, listed, in the feed and in the sitemap, with the default share image', () => {
    expect(existsSync(path.join(dist(), 'resources', 'blog', `${NEW_SLUG}.html`))).toBe(true);
    expect(built('resources.html')).toContain(`href="/resources/blog/${NEW_SLUG}"`);
    expect(built('rss.xml')).toContain(`/resources/blog/${NEW_SLUG}</link>`);
    expect(built('sitemap.xml')).toContain(`/resources/blog/${NEW_SLUG}</loc>`);
    const site = YAML.parse(readIn(root, 'content/site.yaml')) as { defaultOgImage: string };
    expect(built(`resources/blog/${NEW_SLUG}.html`)).toContain(`<meta property="og:image" content="${new URL(site.defaultOgImage, 'https://x.invalid').pathname}`.slice(0, 30));
  });

  it('the price tables show the new H100 prices and the new model', () => {
    const pricing = built('pricing.html');
    for (const figure of ['$16,800', '($2,000/mo)', '$14,280', '$12,600', 'L40S', '$8,400', '($1,000/mo)']) expect(pricing).toContain(figure);
    expect(pricing).not.toContain('$15,330');
    expect(built('solutions/gpu-infrastructure.html')).toContain('Four NVIDIA GPUs');
  });

  it('the new names are everywhere on the site and in the feed, the old ones nowhere', () => {
    const pages = readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') || f === 'rss.xml');
    expect(pages.length).toBeGreaterThan(20);
    const stale = pages.filter((f) => built(f).includes('Tenetry'));
    expect(stale).toEqual([]);
    const unfilled = pages.filter((f) => /\{(product|company|companyShort)\}/.test(built(f)));
    expect(unfilled).toEqual([]);
    expect(built('index.html')).toContain('Veritor turns your policy documents');
    expect(built('index.html')).toContain('href="/solutions/proof-of-governance#how-veritor-makes-it-work"');
    expect(built('solutions/proof-of-governance.html')).toContain('id="how-veritor-makes-it-work"');
    expect(built('terms.html')).toContain('Veritor Labs, Inc.');
    expect(built('about.html')).toContain('Veritor Labs builds governance intelligence');
    expect(built('rss.xml')).toContain('Veritor');
  });

  it('the talks page shows the seventh talk', () => {
    const talks = built('resources/talks.html');
    expect(talks.match(/data-talk-card/g)).toHaveLength(7);
    expect(talks).toContain('Evidence Before the Auditor Asks');
  });

  it('the unit tests that read the content pass on the changed content', () => {
    const files = ['tests/unit/prices.test.ts', 'tests/unit/articles.test.ts', 'tests/unit/rss.test.ts', 'tests/unit/pagesCore.test.ts', 'tests/unit/cli-routes.test.ts', 'tests/unit/company/content.test.ts'];
    const output = execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'vitest'), ['run', ...files], { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' } });
    expect(output.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+\d+ passed \(\d+\)/);
  }, 120_000);
});
