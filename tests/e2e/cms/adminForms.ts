import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import type { CmsProject } from './cmsProject.ts';

/** The admin page's forms as the generated configuration (`/admin/config.yml`) describes them. */
export interface CmsConfig {
  collections: { name: string; label: string; folder?: string; files?: FileForm[]; fields?: Field[] }[];
}
export interface FileForm {
  name: string;
  file: string;
  label: string;
  fields: Field[];
}
export interface Field {
  name: string;
  label: string;
  fields?: Field[];
  field?: Field;
}

/** What the content manager's tests do through a running `npm run cms`: open a file's form, read its dev server and its site checks. */
export interface ContentManager {
  /** The collection and the form that edit `file`. */
  formFor(file: string): { collection: string; form: FileForm };
  /** Opens `file`'s form in the admin page, once its first field shows. */
  openForm(page: Page, file: string): Promise<FileForm>;
  /** A response of the dev server (`route` from its root), its status and text. */
  fromDevServer(route: string): Promise<{ status: number; text: string }>;
  /** The last validate run the admin page would show. */
  siteChecks(): Promise<{ run: number; running: boolean; summary: string }>;
  /** The last finished run, once none is under way: a run still going would finish with the file as it was before the save. */
  lastRun(): Promise<number>;
  /** Waits for the site checks that follow a save, and returns the panel's text. */
  checksAfterSave(page: Page, previousRun: number): Promise<string>;
}

export function contentManager(project: CmsProject, config: CmsConfig): ContentManager {
  const cms: ContentManager = {
    formFor(file) {
      for (const c of config.collections) for (const f of c.files ?? []) if (f.file === file) return { collection: c.name, form: f };
      throw new Error(`No form for ${file}`);
    },

    async openForm(page, file) {
      const { collection, form } = cms.formFor(file);
      // Through the collection's list: going from entry to entry directly, Decap keeps the previous
      // entry's label ids, so labels would point at the wrong inputs.
      await page.goto(`${project.url}/admin#/collections/${collection}`);
      await expect(page.getByRole('heading', { level: 1, name: config.collections.find((c) => c.name === collection)!.label, exact: true })).toBeVisible({ timeout: 30_000 });
      await page.goto(`${project.url}/admin#/collections/${collection}/entries/${form.name}`);
      await expect(page.locator(`label[for^="${form.fields[0]!.name}-field-"]`).first()).toBeVisible({ timeout: 30_000 });
      return form;
    },

    async fromDevServer(route) {
      // Node's fetch may reuse a kept-alive connection the dev server is closing (ECONNRESET): ask again.
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(`${project.url}${route}`);
          return { status: response.status, text: await response.text() };
        } catch (error) {
          if (attempt === 5) throw error;
          await new Promise((r) => setTimeout(r, 500));
        }
      }
    },

    async siteChecks() {
      return JSON.parse((await cms.fromDevServer('/admin/validation.json')).text) as { run: number; running: boolean; summary: string };
    },

    async lastRun() {
      await expect.poll(async () => (await cms.siteChecks()).running, { timeout: 90_000 }).toBe(false);
      return (await cms.siteChecks()).run;
    },

    async checksAfterSave(page, previousRun) {
      await expect
        .poll(
          async () => {
            const result = await cms.siteChecks();
            return result.run > previousRun && !result.running;
          },
          { timeout: 90_000 },
        )
        .toBe(true);
      const panel = page.locator('[data-site-checks]');
      await expect(panel).not.toHaveAttribute('data-state', 'running', { timeout: 30_000 });
      return panel.innerText();
    },
  };
  return cms;
}

/** The label of the field at `names` (`['faq', 'items', 'question']`) in a list of fields. */
export function labelAt(fields: Field[], names: string[]): string {
  let current: Field | undefined;
  let list = fields;
  for (const name of names) {
    current = list.find((f) => f.name === name);
    if (!current) throw new Error(`No field ${names.join('.')}`);
    list = current.fields ?? (current.field ? [current.field] : []);
  }
  return current!.label;
}

/** A field's control container (Decap marks each one with `aria-label="<widget> field"`) by its name. */
export function control(scope: Page | Locator, name: string): Locator {
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  return scope.locator('[aria-label$=" field"]').filter({ has: page.locator(`:scope > div > label[for^="${name}-field-"]`) });
}

/** Publishes the open entry, and waits for Decap to say it is saved. */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
}

/**
 * The form's controls the site-checks panel covers: every input, button, link and label of the
 * admin that shows (its box clipped by the panes that scroll it and by the window) and meets the
 * panel's box. Empty when the panel covers none.
 */
export async function controlsUnderPanel(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-site-checks]')!.getBoundingClientRect();
    const covered: string[] = [];
    for (const el of document.querySelectorAll('#nc-root :is(input, textarea, select, button, a, label, [contenteditable="true"])')) {
      const r = el.getBoundingClientRect();
      let [top, bottom, left, right] = [r.top, Math.min(r.bottom, innerHeight), r.left, Math.min(r.right, innerWidth)];
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (!/auto|scroll|hidden/.test(`${style.overflowX} ${style.overflowY}`)) continue;
        const b = a.getBoundingClientRect();
        [top, bottom, left, right] = [Math.max(top, b.top), Math.min(bottom, b.bottom), Math.max(left, b.left), Math.min(right, b.right)];
      }
      if (bottom <= top || right <= left) continue;
      if (left < panel.right && right > panel.left && top < panel.bottom && bottom > panel.top)
        covered.push(`${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(left)},${Math.round(top)}`);
    }
    return covered;
  });
}

/** The lines a save changed, as (before, after) pairs: a save keeps the number of lines. */
export function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length, 'the save keeps the number of lines').toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]!] as [string, string]]));
}
