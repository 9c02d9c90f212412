import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import type { ConsoleMessage, Dialog, Page } from '@playwright/test';
import { run } from '../../../cli/main.ts';
import { BUILD_SOURCES } from '../../../scripts/sources.mjs';
import { expect, test as siteTest } from '../fixtures.ts';

/**
 * A copy of the project for the content manager's browser tests, with `npm run cms` running in it
 * on free ports: the tests save through the admin page and read the copy's files, never the
 * checkout's. The copy lives under `.cms-test/` inside the checkout so that it resolves the
 * checkout's `node_modules` (and the cached admin bundle) by the usual upward lookup.
 */

export const checkout = path.resolve(import.meta.dirname, '../../..');
// What `npm run cms` reads: everything a build reads but the project's scripts and the checkout's .env files.
const PARTS = BUILD_SOURCES.filter((part) => part !== 'scripts' && !part.startsWith('.env') && existsSync(path.join(checkout, part)));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface CmsProject {
  root: string;
  /** http://localhost:<port> (the admin is `${url}/admin`). */
  url: string;
  /** The admin's configuration as the dev server serves it (`/admin/config.yml`), parsed; read once. */
  config: () => Promise<unknown>;
  /** Everything `npm run cms` printed so far. */
  output: () => string;
  read: (file: string) => string;
  /** Runs one of the project's commands that read files only (`validate`, not `build`) in the copy; its exit code and output. */
  cli: (...args: string[]) => Promise<{ status: number; output: string }>;
  stop: () => Promise<void>;
}

export async function startCmsProject(): Promise<CmsProject> {
  mkdirSync(path.join(checkout, '.cms-test'), { recursive: true });
  const root = mkdtempSync(path.join(checkout, '.cms-test', 'project-'));
  for (const part of PARTS) cpSync(path.join(checkout, part), path.join(root, part), { recursive: true });
  const [port, backendPort] = [await freePort(), await freePort()];
  let output = '';
  const child: ChildProcess = spawn('npm', ['run', 'cms'], {
    cwd: root,
    env: { ...process.env, CMS_PORT: String(port), CMS_BACKEND_PORT: String(backendPort), NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 150_000;
  while (!output.includes(`${url}/admin`)) {
    if (child.exitCode !== null) throw new Error(`npm run cms stopped:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm run cms did not print its URL:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  let config: Promise<unknown> | undefined;
  return {
    root,
    url,
    config: () => (config ??= fetch(`${url}/admin/config.yml`).then(async (response) => parse(await response.text()) as unknown)),
    output: () => output,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    cli: async (...args) => {
      // In this process, without starting another Node: the commands that read the copy's files only
      // (`root`), not a build, which would render the checkout's pages and modules this process loaded.
      let output = '';
      const print = (s: string) => void (output += `${s}\n`);
      const status = await run(args, { cwd: root, stdout: print, stderr: print });
      return { status, output };
    },
    stop: async () => {
      if (child.pid && child.exitCode === null) {
        process.kill(-child.pid, 'SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The admin page the tests share, while it serves: see `admin` below. */
export interface AdminSession {
  page: Page | undefined;
  /** The console errors and uncaught exceptions of the page's load, up to the collections list. */
  loadErrors: string[];
}

/**
 * The test fixtures with `cmsProject`: one copy of the project and one `npm run cms` per worker,
 * shared by the content manager's files (the `cms` project runs them in one worker,
 * playwright.config.ts). No file reads what another wrote, so they pass in any order; a file whose
 * changes would upset another's (a link out of content/, the site config) puts the copy back as it was.
 *
 * `admin` is the admin page, loaded once and shared by the tests that ask for it: Decap's admin is
 * megabytes of script, and each load costs seconds of the browser's and the server's time. Every test
 * starts from the same state (the collections list at 1280 × 720, any unsaved edit left); after a
 * test that failed, the next one gets a newly loaded page.
 */
export const test = siteTest.extend<{ admin: Page }, { cmsProject: CmsProject; adminSession: AdminSession }>({
  cmsProject: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const project = await startCmsProject();
      await use(project);
      await project.stop();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  adminSession: [
    // eslint-disable-next-line no-empty-pattern -- as above.
    async ({}, use) => {
      const session: AdminSession = { page: undefined, loadErrors: [] };
      await use(session);
      await session.page?.context().close();
    },
    { scope: 'worker' },
  ],
  admin: async ({ adminSession, cmsProject, browser }, use, testInfo) => {
    const loading = !adminSession.page;
    if (!adminSession.page) {
      const context = await browser.newContext();
      adminSession.page = await context.newPage();
      adminSession.loadErrors = [];
    }
    const page = adminSession.page;
    const errors = adminSession.loadErrors;
    const onConsole = (m: ConsoleMessage) => void (m.type() === 'error' && errors.push(`${page.url()}: ${m.text()}`));
    const onError = (e: Error) => void errors.push(`${page.url()}: ${e.message}`);
    if (loading) page.on('console', onConsole).on('pageerror', onError);
    await page.setViewportSize({ width: 1280, height: 720 });
    // Decap asks before it leaves an unsaved edit: leave it.
    const leave = (dialog: Dialog) => void dialog.accept();
    page.on('dialog', leave);
    await page.goto(`${cmsProject.url}/admin#/`);
    await expect(page).toHaveURL(/#\/collections\/[^/]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    page.off('dialog', leave).off('console', onConsole).off('pageerror', onError);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await page.context().close();
      adminSession.page = undefined;
    }
  },
});
