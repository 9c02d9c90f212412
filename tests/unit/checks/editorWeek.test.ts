/**
 * An editor's week, on a temporary copy of the project, built once:
 *
 * 1. raise the first GPU model's prices consistently;  2. add a GPU model row with consistent prices;
 * 3. add a question to the governance page's FAQ;  4. add a talk;
 * 5. publish a new article copied from an existing one, without `ogImage` and without `readTime`;
 * 6. rename the company and the product (one edit in content/site.yaml);
 * 7. add a sixth partner tier;  8. add a newsletter (its form in site.yaml, its section on the page);
 * 9. edit a file by hand in another YAML style: a value in quotes, a folded value on one long line,
 *    a comment.
 *
 * Every edit is made with a plain YAML tool (the `yaml` package's Document API, which writes back the
 * untouched nodes as they were) or by hand in the text, never with the site's own save code, and
 * every expectation is derived from what the edit changed: the sequence holds whatever today's
 * prices, lists and copy are. Then validate passes at once (no count to retype, no style to fix),
 * the build passes, the built site shows every change (the FAQ's structured data, the listing, the
 * feed, the sitemap, the price tables, the counts in the copy, the new tier and newsletter, the
 * computed read time), and the unit tests that read the content pass on the copy. (The browser tests
 * derive their expectations the same way: see tests/e2e/.)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML, { isMap, isSeq } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMonthly, formatUsd } from '../../../lib/format/money.ts';
import { countWord } from '../../../lib/format/countText.ts';
import { readingMinutes } from '../../../lib/format/readingTime.ts';
import { romanNumeral } from '../../../pipeline/checks/names.ts';
import { routePath } from '../../../lib/routes.ts';
import { projectRoot } from '../helpers/project.ts';
import { GOVERNANCE_PAGE, GPU_PRICES, NEWSLETTER, PARTNERS, SITE, TALKS } from '../helpers/contentFiles.ts';
import { buildEnvironment, copySite, editYamlIn, readArticleIn, readIn, removeSiteCopies, writeArticleIn, writeIn } from '../helpers/siteCopy.ts';

afterAll(removeSiteCopies);

const NEW_SLUG = 'audit-readiness-checklist';
const NEW_NAMES = { company: 'Veritor Labs, Inc.', companyShort: 'Veritor Labs', product: 'Veritor' };
const NEW_MODEL = 'L40S';
const NEW_QUESTION = { question: 'Can we try it on our own policies first?', answer: 'Yes. Upload one of your own policy documents during the trial and review its findings before you decide.' };
const NEW_TALK_TITLE = 'Evidence Before the Auditor Asks';
const NEW_NEWSLETTER = {
  key: 'policy-briefing',
  name: 'The Policy Briefing',
  dialogTitle: 'Subscribe to The Policy Briefing',
  formId: '00000000-0000-4000-8000-0000000000b1',
  placeholders: [{ field: 'formId', kind: 'id', supply: 'The id HubSpot gives this newsletter’s sign-up form.' }],
};
const NEW_TIER = 'Alliance Partner';
/** The file edited by hand in another YAML style. */
const HAND_STYLED = 'content/pages/about.yaml';

type Cell = { yearly: number; monthly: number };
interface TermTable {
  rules: { monthly: { divisor: number } };
  terms: { key: string; savingPercent: number }[];
  rows: ({ name: string } & Record<string, unknown>)[];
}

/** A row's prices that follow the table's own rules: each term saves its percentage on `base`, monthly is yearly ÷ divisor. */
function consistentCells(table: TermTable, base: number): Record<string, Cell> {
  return Object.fromEntries(
    table.terms.map((t) => {
      const yearly = Math.round((base * (100 - t.savingPercent)) / 100);
      return [t.key, { yearly, monthly: Math.round(yearly / table.rules.monthly.divisor) }];
    }),
  );
}

/** The yearly price of the term that saves nothing (the one the others save against). */
function baseYearly(table: TermTable, row: Record<string, unknown>): number {
  const base = table.terms.find((t) => t.savingPercent === 0) ?? table.terms.at(-1)!;
  return (row[base.key] as Cell).yearly;
}

const pick = <T extends object, K extends keyof T>(value: T, keys: K[]) => Object.fromEntries(keys.map((k) => [k, value[k]])) as Pick<T, K>;

let root: string;
let buildCode: number;
let buildOutput: string[];
let before: {
  prices: TermTable;
  faqLength: number;
  talksLength: number;
  names: typeof NEW_NAMES;
  tiers: number;
};
let newArticleBody: string;
let raised: Record<string, Cell>;
let added: Record<string, Cell>;
let newCanonical: string;
const dist = () => path.join(root, 'dist', 'client');
const built = (file: string) => readFileSync(path.join(dist(), file), 'utf8');
const dataOf = <T>(file: string) => YAML.parse(readIn(root, file)) as T;

beforeAll(() => {
  root = copySite({ forBuild: true });
  before = {
    prices: dataOf<TermTable>(GPU_PRICES),
    faqLength: dataOf<{ faq: { items: unknown[] } }>(GOVERNANCE_PAGE).faq.items.length,
    talksLength: dataOf<{ grid: { talks: unknown[] } }>(TALKS).grid.talks.length,
    names: pick(dataOf<{ brand: typeof NEW_NAMES }>(SITE).brand, Object.keys(NEW_NAMES) as (keyof typeof NEW_NAMES)[]),
    tiers: dataOf<{ tiers: { items: unknown[] } }>(PARTNERS).tiers.items.length,
  };

  // 1 and 2. The first model's prices go up by a tenth, every term by the table's rules; a new
  // model, shaped like the last row, costs half of the last row.
  const first = before.prices.rows[0]!;
  const last = before.prices.rows.at(-1)!;
  raised = consistentCells(before.prices, Math.round(baseYearly(before.prices, first) * 1.1));
  added = consistentCells(before.prices, Math.round(baseYearly(before.prices, last) / 2));
  editYamlIn(root, GPU_PRICES, (doc) => {
    for (const [term, cell] of Object.entries(raised)) {
      doc.setIn(['rows', 0, term, 'yearly'], cell.yearly);
      doc.setIn(['rows', 0, term, 'monthly'], cell.monthly);
    }
    doc.addIn(['rows'], doc.createNode({ ...last, name: NEW_MODEL, ...added }));
  });

  // 3. One more FAQ question on the governance page.
  editYamlIn(root, GOVERNANCE_PAGE, (doc) => doc.addIn(['faq', 'items'], doc.createNode(NEW_QUESTION)));

  // 4. One more talk, copied from the first one.
  editYamlIn(root, TALKS, (doc) => {
    const talk = {
      ...(doc.getIn(['grid', 'talks', 0]) as { toJSON(): Record<string, unknown> }).toJSON(),
      title: NEW_TALK_TITLE,
      description: 'How continuous evidence collection turns audit preparation into a steady state.',
    };
    doc.addIn(['grid', 'talks'], doc.createNode(talk));
  });

  // 5. A new article, copied from an existing one, without `ogImage`.
  const article = readArticleIn(root, 'content/articles/audit-readiness.md');
  // No address to type: the article's own, from its file name, is its canonical one.
  newCanonical = routePath('article', NEW_SLUG);
  article.frontMatter.set('title', 'An Audit Readiness Checklist for Governance Teams');
  article.frontMatter.delete('ogImage');
  // No read time: the site computes it from the body.
  article.frontMatter.delete('readTime');
  newArticleBody = article.body;
  // Dated a day after the newest article, so that it heads the listing and the feed.
  const newest = readdirSync(path.join(root, 'content', 'articles'))
    .map((f) => String(readArticleIn(root, `content/articles/${f}`).frontMatter.get('publishedTime')))
    .sort()
    .at(-1)!;
  article.frontMatter.set('publishedTime', new Date(Date.parse(newest) + 86_400_000).toISOString().slice(0, 10));
  writeArticleIn(root, `content/articles/${NEW_SLUG}.md`, article);

  // 6. A new name for the company and the product.
  editYamlIn(root, SITE, (doc) => {
    for (const [key, value] of Object.entries(NEW_NAMES)) doc.setIn(['brand', key], value);
  });

  // 7. A sixth partner tier, numbered by its place.
  editYamlIn(root, PARTNERS, (doc) =>
    doc.addIn(['tiers', 'items'], doc.createNode({ name: `${romanNumeral(before.tiers + 1)} ${NEW_TIER}`, description: 'For partners who run governance programs across several regions.' })),
  );

  // 8. A newsletter: its form in the site config, its section on the newsletter page (copied from the first).
  editYamlIn(root, SITE, (doc) => doc.addIn(['forms', 'newsletters'], doc.createNode(NEW_NEWSLETTER)));
  editYamlIn(root, NEWSLETTER, (doc) => {
    const first = (doc.getIn(['newsletters', 0]) as { toJSON(): Record<string, unknown> }).toJSON();
    doc.addIn(['newsletters'], doc.createNode({ ...first, key: NEW_NEWSLETTER.key, label: 'Newsletter #3', buttonLabel: 'Subscribe' }));
  });

  // 9. By hand, in the text: a comment, a value put in quotes, a folded value written on one long line.
  const text = readIn(root, HAND_STYLED);
  const byHand = (from: string, pattern: RegExp, to: string) => {
    expect(pattern.test(from), String(pattern)).toBe(true);
    return from.replace(pattern, to);
  };
  let styled = byHand(text, /^(\w+):\n/m, '# Reviewed by the editors every quarter.\n$1:\n');
  styled = byHand(styled, /^(\s+(?:- )?\w+): ([A-Za-z][^"'#:\n]*)$/m, '$1: "$2"');
  styled = byHand(styled, /^(\s+(?:- )?\w+: [^"'\n]+)\n\s+([^-\s][^\n:#]*)$/m, '$1 $2');
  expect(YAML.parse(styled)).toEqual(YAML.parse(text));
  writeIn(root, HAND_STYLED, styled);

  // The build runs as `npm run build` does, in its own process in the copy. It validates the copy
  // first, as `npm run validate` does, and goes on only when validate finds no error.
  const build = spawnSync(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['cli/main.ts', 'build'], { cwd: root, encoding: 'utf8', env: buildEnvironment() });
  buildCode = build.status ?? 1;
  buildOutput = [build.stdout, build.stderr];
}, 600_000);

describe('an editor’s ordinary changes pass the whole gate', () => {
  it('the edits went through the parsed files and kept their layout', () => {
    const table = dataOf<TermTable>(GPU_PRICES);
    expect(table.rows).toHaveLength(before.prices.rows.length + 1);
    expect(table.rows[0]).toMatchObject(raised);
    expect(isSeq(YAML.parseDocument(readIn(root, GPU_PRICES)).get('rows'))).toBe(true);
    expect(isMap(YAML.parseDocument(readIn(root, SITE)).get('brand'))).toBe(true);
    // Adding an item only adds lines: every line of the original file is still there, in order.
    for (const file of [GOVERNANCE_PAGE, TALKS]) {
      const edited = readIn(root, file).split('\n');
      let at = 0;
      for (const line of readFileSync(path.join(projectRoot, file), 'utf8').split('\n')) {
        at = edited.indexOf(line, at) + 1;
        expect(at, `${file}: ${line}`).toBeGreaterThan(0);
      }
      expect(edited.length).toBeGreaterThan(readFileSync(path.join(projectRoot, file), 'utf8').split('\n').length);
    }
  });

  it('validate passes at once: no count to retype, no style to fix', () => {
    const lines = buildOutput.join('\n').split('\n');
    expect(lines.filter((l) => l.endsWith(']') && l.includes('[error '))).toEqual([]);
    expect(lines.some((l) => /^validate {2}\d+ files, \d+ warnings?/.test(l))).toBe(true);
    expect(readIn(root, HAND_STYLED)).toContain('# Reviewed by the editors every quarter.');
  });

  it('the build passes', () => {
    expect(buildCode, buildOutput.join('\n')).toBe(0);
  });

  it('the FAQ’s structured data has the added question', () => {
    const html = built('solutions/proof-of-governance.html');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [JSON.parse(m[1]!)].flat()) as {
      '@type': string;
      mainEntity?: { name: string }[];
    }[];
    const faq = blocks.find((b) => b['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(before.faqLength + 1);
    expect(faq?.mainEntity?.at(-1)?.name).toBe(NEW_QUESTION.question);
  });

  it('the new article is published, listed, in the feed and in the sitemap, with the default share image', () => {
    expect(existsSync(path.join(dist(), `${newCanonical.slice(1)}.html`))).toBe(true);
    expect(built('resources.html')).toContain(`href="${newCanonical}"`);
    expect(built('rss.xml')).toContain(`${newCanonical}</link>`);
    expect(built('sitemap.xml')).toContain(`${newCanonical}</loc>`);
    const site = dataOf<{ defaultOgImage: string }>(SITE);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(built(`${newCanonical.slice(1)}.html`))?.[1];
    expect(ogImage && new URL(ogImage).pathname).toBe(new URL(site.defaultOgImage, 'https://x.invalid').pathname);
  });

  it('the price tables show the raised prices and the new model; the copy counts the new model', () => {
    const pricing = built('pricing.html');
    for (const cell of [...Object.values(raised), ...Object.values(added)]) {
      expect(pricing).toContain(formatUsd(cell.yearly));
      expect(pricing).toContain(formatMonthly(cell.monthly));
    }
    expect(pricing).toContain(NEW_MODEL);
    expect(pricing).not.toContain(formatUsd(baseYearly(before.prices, before.prices.rows[0]!)));
    // The counts in the copy follow the table: `{Count:gpuModels} NVIDIA GPUs`.
    const models = countWord(before.prices.rows.length + 1, 'Count');
    expect(built('solutions/gpu-infrastructure.html')).toContain(`${models} NVIDIA GPUs`);
    expect(built('solutions/gpu-infrastructure.html')).not.toContain(`${countWord(before.prices.rows.length, 'Count')} NVIDIA GPUs`);
  });

  it('the partnerships page shows the sixth tier, and its copy counts it', () => {
    const page = built('partnerships.html');
    expect(page.match(/\sdata-tier(?:="[^"]*")?(?=[\s>])/g)).toHaveLength(before.tiers + 1);
    expect(page).toContain(NEW_TIER);
    expect(page).toContain(`${countWord(before.tiers + 1, 'Count')} tiers`);
  });

  it('the newsletter page shows the new newsletter with its form id', () => {
    const page = built('resources/newsletter.html');
    expect(page).toContain(`data-newsletter-section="${NEW_NEWSLETTER.key}"`);
    expect(page).toContain(NEW_NEWSLETTER.name);
    expect(page).toContain(`data-form-id-${NEW_NEWSLETTER.key}="${NEW_NEWSLETTER.formId}"`);
  });

  it('the article without a read time shows the one computed from its body', () => {
    expect(built(`${newCanonical.slice(1)}.html`)).toContain(`${readingMinutes(newArticleBody)} min read`);
  });

  it('the new names are everywhere on the site and in the feed, the old ones nowhere', () => {
    const pages = readdirSync(dist(), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') || f === 'rss.xml' || f === 'site.webmanifest');
    expect(pages.length).toBeGreaterThan(1);
    for (const old of Object.values(before.names))
      expect(
        pages.filter((f) => built(f).includes(old)),
        old,
      ).toEqual([]);
    expect(pages.filter((f) => /\{(product|company|companyShort)\}/.test(built(f)))).toEqual([]);
    for (const name of Object.values(NEW_NAMES)) expect(pages.filter((f) => built(f).includes(name)).length, name).toBeGreaterThan(0);
    expect(built('rss.xml')).toContain(NEW_NAMES.product);
    // Fragment links whose id is made from the product name lead to an element with that id.
    const fragments = [...built('index.html').matchAll(/href="(\/[^"#]*)#([^"]+)"/g)].filter((m) => m[2]!.includes(NEW_NAMES.product.toLowerCase()));
    const home = readIn(root, 'content/pages/home.yaml');
    if (/#[^\s"]*\{product\}/.test(home)) expect(fragments.length).toBeGreaterThan(0);
    for (const [, target, id] of fragments) expect(built(`${target!.slice(1) || 'index'}.html`)).toContain(`id="${id}"`);
  });

  it('the web manifest names the new company and product; the build names the share images that still show the old name, with the command to draw them', () => {
    const manifest = JSON.parse(built('site.webmanifest')) as { name: string; short_name: string };
    expect(manifest).toMatchObject({ name: NEW_NAMES.companyShort, short_name: NEW_NAMES.product });
    const stale = buildOutput[0]!.split('\n').find((l) => /^\s*content\/site\.yaml:\d+:\d+ {2}brand\.product {2}/.test(l) && l.includes('[warning share-image]'));
    expect(stale, buildOutput.join('\n')).toContain(`\`${before.names.product}\``);
    expect(stale).toContain('`node scripts/brand-assets.mjs`');
  });

  it('the talks page shows the added talk', () => {
    const talks = built('resources/talks.html');
    expect(talks.match(/data-talk-card/g)).toHaveLength(before.talksLength + 1);
    expect(talks).toContain(NEW_TALK_TITLE);
  });

  it('the unit tests that read the content pass on the changed content', () => {
    const files = [
      'tests/unit/lib/prices.test.ts',
      'tests/unit/lib/articles.test.ts',
      'tests/unit/postbuild/rss.test.ts',
      'tests/unit/pages/pagesCore.test.ts',
      'tests/unit/routes/routes.test.ts',
      'tests/unit/components/companyContent.test.ts',
    ];
    const output = execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'vitest'), ['run', ...files], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    expect(output.replace(/\u001b\[[0-9;]*m/g, '')).toMatch(/Tests\s+\d+ passed \(\d+\)/);
  }, 120_000);
});
