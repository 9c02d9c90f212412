import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Dialog, Locator, Page } from '@playwright/test';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { routePath, routes } from '../../../lib/routes.ts';
import { expect } from '../fixtures.ts';
import { changedLines, contentManager, control, controlsUnderPanel, labelAt, publish, type CmsConfig, type ContentManager } from './adminForms.ts';
import { test, type CmsProject } from './cmsProject.ts';

/**
 * The content manager as an editor uses it: `npm run cms` in a copy of the project (shared with
 * backendAttacks.spec.ts, whose changes these tests never read), the admin page in Chromium (loaded
 * once and shared by the tests: cmsProject.ts's `admin`), every save written to the copy's files. Expectations are derived from the content
 * and from the generated configuration, never typed out.
 */

// In order, in one worker and one copy of the project (a failure does not skip the tests after it).
test.describe.configure({ mode: 'default' });

let project: CmsProject;
let config: CmsConfig;
let cms: ContentManager;

test.beforeAll(async ({ cmsProject }) => {
  project = cmsProject;
  config = (await project.config()) as CmsConfig;
  cms = contentManager(project, config);
});

const GPU = 'content/pricing/gpu-infrastructure.yaml';

interface PriceTable {
  rows: ({ name: string } & Record<string, unknown>)[];
  terms: { key: string }[];
}

/** The GPU table's first cell (first row, first term), and its group in the open form, expanded. */
async function firstPriceCell(page: Page, before: string) {
  const table = parse(before) as PriceTable;
  const row = table.rows[0]!;
  const term = table.terms[0]!.key;
  const cell = row[term] as { yearly: number; monthly: number };
  const form = await cms.openForm(page, GPU);
  const item = control(page, 'rows')
    .locator('[class*="SortableListItem"]')
    .filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: row.name }) })
    .first();
  await item.getByRole('button').first().click();
  const input = (figure: 'yearly' | 'monthly') => control(item, term).getByLabel(labelAt(form.fields, ['rows', term, figure]), { exact: true });
  return { cell, input };
}

/**
 * The file as an editor may write it by hand: a comment, a value in quotes and a folded value on one
 * long line (the same data). A save keeps all of it.
 */
function handStyled(text: string): string {
  const styled = text.replace(/^(\w+): ([A-Za-z][^"'#:\n]*)$/m, '# Reviewed every quarter.\n$1: "$2"').replace(/^(\s+explanation: [^\n]+)\n\s+([^-\s][^\n:]*)$/m, '$1 $2');
  expect(parse(styled)).toEqual(parse(text));
  expect(styled).toContain('# Reviewed every quarter.');
  return styled;
}

test('1. a price changed in the form is the only change in a hand-styled file; the checks panel and validate on the command line agree that it passes', async ({ admin: page }) => {
  writeFileSync(path.join(project.root, GPU), handStyled(project.read(GPU)));
  const before = project.read(GPU);
  const { cell, input: figure } = await firstPriceCell(page, before);
  // One dollar more a year keeps the monthly figure (yearly ÷ divisor, within a dollar) and the saving.
  const yearly = cell.yearly + 1;
  const input = figure('yearly');
  await expect(input).toHaveValue(String(cell.yearly));
  await input.fill(String(yearly));
  const run = await cms.lastRun();
  await publish(page);

  const after = project.read(GPU);
  expect(changedLines(before, after)).toEqual([[expect.stringMatching(new RegExp(`yearly: ${cell.yearly}$`)), expect.stringMatching(new RegExp(`yearly: ${yearly}$`))]]);
  expect(after).toContain('# Reviewed every quarter.');
  const panel = await cms.checksAfterSave(page, run);
  expect(panel).toMatch(/ 0 errors/);
  // The command line finds what the panel shows: the same files, errors and warnings.
  const { summary } = await cms.siteChecks();
  expect(panel).toContain(summary);
  const validate = await project.cli('validate');
  expect(validate.status, validate.output).toBe(0);
  expect(validate.output).toContain(summary);
});

// Test 2 adds this question to the governance page; test 3 finds it on the page.
const FAQ_FILE = 'content/pages/proof-of-governance.yaml';
const question = 'Can an editor add a question without touching YAML?';

test('2. an FAQ question added through the form is saved as a question and its answer, and passes the checks', async ({ admin: page }) => {
  const file = FAQ_FILE;
  const answer = 'Yes. The content manager writes the file, and validate checks it after every save.';
  const form = await cms.openForm(page, file);
  const items = control(control(page, 'faq'), 'items');
  await items.getByRole('button', { name: /^Add / }).first().click();
  await items
    .getByLabel(labelAt(form.fields, ['faq', 'items', 'question']), { exact: true })
    .last()
    .fill(question);
  await items
    .getByLabel(labelAt(form.fields, ['faq', 'items', 'answer']), { exact: true })
    .last()
    .fill(answer);
  const run = await cms.lastRun();
  await publish(page);

  const saved = parse(project.read(file)) as { faq: { items: { question: string; answer: string }[] } };
  expect(saved.faq.items.at(-1)).toEqual({ question, answer });
  expect(await cms.checksAfterSave(page, run)).toMatch(/ 0 errors/);
});

test("3. an article created through the form passes the checks; the site lists it, renders it as published, and shows test 2's FAQ question on its page", async ({ admin: page }) => {
  const articles = config.collections.find((c) => c.folder === 'content/articles')!;
  // The hero image is chosen from an existing article's images; its size is left out (read from the file).
  const existing = matter(project.read('content/articles/audit-readiness.md')).data as { heroImage: { src: string } };
  const title = 'Editing the Site Without a Text Editor';
  const slug = 'editing-the-site-without-a-text-editor';
  const words = 'Editors change prices, questions and articles from the browser, and the site checks every save before it is built. '.repeat(12).trim();
  await page.goto(`${project.url}/admin#/collections/${articles.name}/new`);
  const label = (...names: string[]) => labelAt(articles.fields!, names);
  await expect(page.getByLabel(label('title'), { exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(label('title'), { exact: true }).fill(title);
  await page.getByLabel(label('description'), { exact: true }).fill('How the content manager lets editors change the site from the browser, with every save checked.');
  for (const list of ['keywords', 'tags']) {
    const box = control(page, list);
    await box.getByRole('button', { name: /^Add / }).first().click();
    await box.locator('input').last().fill('Content Editing');
  }
  await page.getByLabel(label('publishedTime'), { exact: true }).fill('2025-02-03');
  // A brand placeholder in the author line: the preview fills it as the site does.
  const { brand } = parse(project.read('content/site.yaml')) as { brand: { companyShort: string } };
  await page.getByLabel(label('author'), { exact: true }).fill('{companyShort} Web Team');
  await expect(page.frameLocator('iframe').first().locator('[data-article-preview]')).toContainText(`${brand.companyShort} Web Team`);
  await page.getByLabel(label('category'), { exact: true }).fill('Product');
  // The read time is left out: the site computes it from the body.
  const hero = control(page, 'heroImage');
  await hero.getByRole('button', { name: /Choose an image/i }).click();
  await page.getByText(path.basename(existing.heroImage.src), { exact: true }).first().click();
  await page.getByRole('button', { name: /Choose selected/i }).click();
  await hero.getByLabel(label('heroImage', 'alt'), { exact: true }).fill('A browser window with a form next to the article it edits.');
  await page.getByLabel(label('excerpt'), { exact: true }).fill('Prices, questions and articles change from the browser; validate checks every save before the site is built.');
  const body = control(page, 'body');
  await body.locator('textarea, [contenteditable="true"]').first().click();
  await page.keyboard.insertText(`## Why\n\n${words}\n`);
  const run = await cms.lastRun();
  await publish(page);

  const file = `content/articles/${slug}.md`;
  const saved = matter(project.read(file));
  expect(saved.data['title']).toBe(title);
  expect(saved.data['heroImage']).toMatchObject({ src: existing.heroImage.src });
  expect(saved.content).toContain(words);
  const checks = await cms.checksAfterSave(page, run);
  expect(checks, checks).toMatch(/ 0 errors/);
  // The pages as `npm run cms`'s dev server renders them from the copy's files, once the checks have
  // regenerated its modules after the save (build/vite/contentWatch.ts): the build renders them alike.
  const articleRoute = routePath('article', slug);
  let article = '';
  await expect
    .poll(
      async () => {
        const response = await cms.fromDevServer(articleRoute);
        article = response.text;
        return response.status;
      },
      { timeout: 30_000 },
    )
    .toBe(200);
  expect(article).toContain(title);
  expect(article).toContain(`${brand.companyShort} Web Team`);
  // Published, so a build publishes it: the dev server also renders drafts and scheduled articles, marked as such.
  expect(/data-publication-status="([^"]*)"/.exec(article)?.[1], "the article's publication badge").toBeUndefined();
  const listing = (await cms.fromDevServer(routes.blog)).text;
  expect(listing).toContain(title);
  expect(listing).toContain(`href="${articleRoute}"`);
  expect((await cms.fromDevServer(routes.governanceModule)).text, `the question test 2 saved in ${FAQ_FILE}`).toContain(question);
  // No address typed: the canonical URL is the article's own, from its file name.
  expect(saved.data).not.toHaveProperty('canonical');
  const siteUrl = (parse(project.read('content/site.yaml')) as { siteUrl: string }).siteUrl;
  expect(article).toContain(`<link rel="canonical" href="${siteUrl}${articleRoute}"/>`);
});

test("4. a save that breaks a price rule shows validate's located message in the admin page, named by the form's labels, beside the form and never over it", async ({ admin: page }) => {
  const before = project.read(GPU);
  try {
    const { cell, input } = await firstPriceCell(page, before);
    await input('monthly').fill(String(cell.monthly + 100));
    const run = await cms.lastRun();
    await publish(page);
    await cms.checksAfterSave(page, run);
    const line =
      project
        .read(GPU)
        .split('\n')
        .findIndex((l) => l.trimEnd().endsWith(`monthly: ${cell.monthly + 100}`)) + 1;
    expect(line).toBeGreaterThan(0);
    // The panel polls the checks on its own clock: give it until it shows the run that followed the save.
    const panel = page.locator('[data-site-checks]');
    await expect(panel, JSON.stringify(await cms.siteChecks())).toContainText(`${GPU}:${line}:`, { timeout: 30_000 });
    await expect(panel).toContainText('price-consistency');
    await expect(panel).toHaveAttribute('data-state', 'errors');
    // The field as the form labels it: the first row, the first term, its monthly figure.
    const { form } = cms.formFor(GPU);
    const term = (parse(before) as PriceTable).terms[0]!.key;
    const place = [form.label, labelAt(form.fields, ['rows']), '1', labelAt(form.fields, ['rows', term]), labelAt(form.fields, ['rows', term, 'monthly'])].join(' › ');
    await expect(panel.getByRole('link', { name: place, exact: true })).toBeVisible();
    // Open with its problems listed, the panel covers no control of the form, on a desktop and on a phone.
    for (const viewport of [
      { width: 1280, height: 720 },
      { width: 390, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(panel.locator('li').first()).toBeVisible();
      expect(await controlsUnderPanel(page), `at ${viewport.width} px`).toEqual([]);
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
    writeFileSync(path.join(project.root, GPU), before);
  }
});

test('5. the admin page loads, and every collection and every form renders, without a console error', async ({ admin: page, adminSession }) => {
  // The page's load (before the first test that used it) is checked with the forms.
  const errors: string[] = [...adminSession.loadErrors];
  const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
  const onError = (e: Error) => void errors.push(`${page.url()}: ${e.message}`);
  page.on('console', onConsole).on('pageerror', onError);
  try {
    for (const collection of config.collections) {
      for (const form of collection.files ?? []) await cms.openForm(page, form.file);
      if (collection.folder) {
        await page.goto(`${project.url}/admin#/collections/${collection.name}`);
        await expect(page.getByRole('heading', { level: 1, name: collection.label, exact: true })).toBeVisible({ timeout: 30_000 });
        await page.goto(`${project.url}/admin#/collections/${collection.name}/new`);
        await expect(page.locator(`label[for^="${collection.fields![0]!.name}-field-"]`).first()).toBeVisible({ timeout: 30_000 });
      }
    }
  } finally {
    page.off('console', onConsole).off('pageerror', onError);
  }
  expect(errors).toEqual([]);
});

test("6. a storage card's details list is a form: a detail added in words is saved as `text`, and nothing else changes", async ({ admin: page }) => {
  const file = 'content/pages/governed-storage.yaml';
  const before = project.read(file);
  const detail = 'Encryption at rest with customer-held keys';
  try {
    const form = await cms.openForm(page, file);
    const cards = control(control(page, 'details').first(), 'items');
    const card = cards.locator('[class*="SortableListItem"]').first();
    await card.getByRole('button').first().click();
    const details = control(card, 'details');
    await details.getByRole('button', { name: /^Add / }).first().click();
    // Both fields of a detail are optional (one or the other), which Decap adds to their labels.
    const textLabel = new RegExp(`^${labelAt(form.fields, ['details', 'items', 'details', 'text'])} \\(optional\\)$`, 'i');
    await details.getByLabel(textLabel).last().fill(detail);
    const run = await cms.lastRun();
    await publish(page);

    const after = project.read(file);
    const saved = parse(after) as { details: { items: { details: Record<string, string>[] }[] } };
    expect(saved.details.items[0]!.details.at(-1)).toEqual({ text: detail });
    const old = new Set(before.split('\n'));
    expect(after.split('\n').filter((l) => !old.has(l))).toEqual([expect.stringMatching(new RegExp(`^ +- text: ${detail}$`))]);
    expect(after.split('\n').length).toBe(before.split('\n').length + 1);
    expect(await cms.checksAfterSave(page, run)).toMatch(/ 0 errors/);
  } finally {
    writeFileSync(path.join(project.root, file), before);
  }
});

test('7. an image uploaded to an article shows at once in the form and the preview; deleting an article that other content links to names those places first', async ({ admin: page }) => {
  const articles = config.collections.find((c) => c.folder === 'content/articles')!;
  await page.goto(`${project.url}/admin#/collections/${articles.name}/new`);
  const hero = control(page, 'heroImage');
  await hero.getByRole('button', { name: /Choose an image/i }).click();
  const upload = 'uploaded-chart.png';
  await page.locator('input[type="file"]').setInputFiles({ name: upload, mimeType: 'image/png', buffer: readFileSync(path.join(project.root, 'public', 'apple-touch-icon.png')) });
  // The upload is selected as it lands.
  await expect(page.getByText(upload, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: /Choose selected/i }).click();
  // Not written yet (it is saved with the entry), and shown all the same.
  expect(existsSync(path.join(project.root, 'public', 'images', 'articles', upload))).toBe(false);
  const shown = (image: Locator) => expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
  await shown(hero.locator('img').first());
  await shown(page.frameLocator('iframe').first().locator('[data-article-preview] img').first());

  // An article another file links to (found in the content as it stands), and the files that link to it.
  const files = readdirSync(path.join(project.root, 'content'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(md|ya?ml)$/.test(f));
  const slugs = readdirSync(path.join(project.root, 'content', 'articles')).map((f) => f.replace(/\.md$/, ''));
  const linking = (slug: string) => files.filter((f) => f !== `articles/${slug}.md` && new RegExp(`/resources/blog/${slug}\\b(?!-)`).test(project.read(`content/${f}`)));
  const target = slugs.find((slug) => linking(slug).length > 0)!;
  expect(target, 'an article that other content links to').toBeTruthy();
  // Leave the unsaved new article (Decap asks), then open the linked one.
  const leave = (dialog: Dialog) => void (/delete/i.test(dialog.message()) ? undefined : dialog.accept());
  page.on('dialog', leave);
  await page.goto(`${project.url}/admin#/collections/${articles.name}`);
  await expect(page.getByRole('heading', { level: 1, name: articles.label, exact: true })).toBeVisible({ timeout: 30_000 });
  page.off('dialog', leave);
  await page.goto(`${project.url}/admin#/collections/${articles.name}/entries/${target}`);
  await expect(page.getByLabel(labelAt(articles.fields!, ['title']), { exact: true })).toBeVisible({ timeout: 30_000 });
  const question = new Promise<string>((resolve) => page.once('dialog', (dialog) => (resolve(dialog.message()), void dialog.dismiss())));
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click();
  const message = await question;
  for (const file of linking(target)) expect(message).toContain(`content/${file}:`);
  expect(message).toContain('Press Cancel to keep the entry.');
  // Cancelled: the article stays.
  await expect(page.getByLabel(labelAt(articles.fields!, ['title']), { exact: true })).toBeVisible();
  expect(existsSync(path.join(project.root, 'content', 'articles', `${target}.md`))).toBe(true);
});
