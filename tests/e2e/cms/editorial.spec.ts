import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { copyAdminBundle, ensureAdminBundle } from '../../../pipeline/cms/adminBundle.ts';
import { cmsConfig, renderCmsConfig } from '../../../pipeline/cms/config.ts';
import { expect } from '../fixtures.ts';
import { checkout, test } from './cmsProject.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';

/**
 * The editorial workflow as the production admin runs it: the built admin page with the
 * configuration generated for an online backend in editorial mode, its backend swapped for
 * Decap's in-memory `test-repo` (no network, no repository). An edit saved as a draft waits on the
 * Workflow board, moves to Ready, and is published; the published entry links to its page.
 */

test.describe.configure({ mode: 'default' });

let server: Server;
let dir: string;
let url: string;
const articleFile = readdirSync(path.join(checkout, 'content', 'articles')).filter((f) => f.endsWith('.md'))[0]!;
const slug = articleFile.replace(/\.md$/, '');
const articleText = readFileSync(path.join(checkout, 'content', 'articles', articleFile), 'utf8');
let siteUrl: string;
let previewPath: string;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.yml': 'text/yaml', '.svg': 'image/svg+xml', '.wasm': 'application/wasm' };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(path.join(checkout, '.cms-test'), { recursive: true });
  dir = mkdtempSync(path.join(checkout, '.cms-test', 'editorial-'));
  copyAdminBundle(await ensureAdminBundle(checkout), dir);
  siteUrl = (parse(readFileSync(path.join(checkout, 'content', 'site.yaml'), 'utf8')) as { siteUrl: string }).siteUrl;
  // What the build writes for `backend: github` with no publish mode (editorial), but for the backend.
  const config = cmsConfig(checkout, { kind: 'production', backend: { backend: 'github', repo: 'acme/website' }, siteUrl });
  expect(config['publish_mode']).toBe('editorial_workflow');
  previewPath = (config['collections'] as { folder?: string; preview_path?: string }[]).find((c) => c.folder === 'content/articles')!.preview_path!;
  writeFileSync(path.join(dir, 'admin', 'config.yml'), renderCmsConfig({ ...config, backend: { name: 'test-repo' } }));
  server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = pathname === '/admin' ? 'admin.html' : path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    try {
      const body = readFileSync(path.join(dir, file));
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  url = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('an edit is saved as a draft, waits on the Workflow board, and is published when Ready', async ({ page }) => {
  test.setTimeout(120_000);
  // The in-memory repository holds one real article (test-repo starts empty otherwise).
  await page.addInitScript(
    ({ file, content }) => {
      (window as unknown as { repoFiles: unknown }).repoFiles = { content: { articles: { [file]: { path: `content/articles/${file}`, content } } } };
    },
    { file: articleFile, content: articleText },
  );
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${url}/admin`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${url}/admin#/collections/articles/entries/${slug}`);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toBeVisible({ timeout: 30_000 });
  const revised = `${await title.inputValue()} (revised)`;
  await title.fill(revised);

  // Save: a draft of its own (a branch and a pull request on GitHub), not yet published.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 15_000 });
  const published = () =>
    page.evaluate((file) => (window as unknown as { repoFiles: { content: { articles: Record<string, { content: string }> } } }).repoFiles.content.articles[file]!.content, articleFile);
  expect(await published()).not.toContain('(revised)');

  await page.goto(`${url}/admin#/workflow`);
  // A column: the innermost block holding its heading.
  const column = (name: string) =>
    page
      .locator('div')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .last();
  const card = page.getByRole('link', { name: new RegExp(escapeRegExp(revised)) });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(column('Drafts').getByText(revised)).toBeVisible();
  await expect(column('Ready').getByText(revised)).toHaveCount(0);

  // Ready, then Publish from the editor: the change reaches the published files and leaves the board.
  await card.click();
  await page.getByRole('button', { name: /^Status: Draft/ }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: /^Status: Ready/ })).toBeVisible();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect.poll(published, { timeout: 15_000 }).toContain('(revised)');

  // Off the board (the unpublished entries are read again from the repository).
  await page.goto(`${url}/admin#/workflow`);
  await expect(page.getByRole('heading', { name: 'Drafts', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(revised)).toHaveCount(0);

  // The published entry, opened again from its collection, links to its own page on the site
  // (`preview_path`). From the list, as an editor opens it: Decap builds the link from the listed
  // entry, which an entry opened by its address alone may not have yet.
  await page.goto(`${url}/admin#/collections/articles`);
  await page.getByRole('link', { name: new RegExp(escapeRegExp(revised)) }).click();
  await expect(title).toHaveValue(revised, { timeout: 30_000 });
  const live = page.getByRole('link', { name: 'View Live' });
  const check = page.getByRole('button', { name: 'Check for Preview' });
  // The draft's editor polled for a deploy preview every 5 s; Decap cancels that poll when the editor
  // closes but still records its last "none yet", which can land after the published entry's link
  // and turn it back into "Check for Preview". An editor then presses it, and so does the test.
  await expect(async () => {
    if (await check.isVisible()) await check.click();
    await expect(live).toHaveAttribute('href', `${siteUrl}/${previewPath.replace(/^\//, '').replace('{{slug}}', slug)}`, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
