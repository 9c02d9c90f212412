import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtRoutes } from './builtPages.ts';
import { adminPage, dist, indexedRoutes, pages } from './productionSupport.ts';
import { expect, test } from './fixtures.ts';

/**
 * The content manager's page in the production build: for editors, so never indexed, not in the
 * sitemap, and not one of the public pages the budgets, the accessibility scan and Lighthouse run on.
 */

test('/admin is built, carries noindex, and is left out of the sitemap and of the public pages', () => {
  expect(adminPage).toBeDefined();
  expect(adminPage!.noindex).toBe(true);
  expect(indexedRoutes).not.toContain('/admin');
  expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
  expect(pages.map((p) => p.route)).not.toContain('/admin');
  expect(builtRoutes()).not.toContain('/admin');
});

test('with online editing off, /admin says how to edit locally and loads no script', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online editing is switched off');
  await expect(page.getByText('npm run cms')).toBeVisible();
  expect(await page.locator('script').count()).toBe(0);
});
