import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adminPage, dist, policy, site } from './productionSupport.ts';
import { expect, test } from './fixtures.ts';

/**
 * The content manager in the production build. While online editing is off
 * (`contentManager.backend: none` in the site config), there is no admin: the build writes none, the
 * static host's rule files name no /admin, and `npm start` answers /admin with the not-found screen
 * like any unknown path. (nginx is held to the same in nginx/pages.spec.ts.)
 */

test.describe('with online editing off', () => {
  test.skip(policy.contentManager === true, 'this build publishes the content manager');

  test('the build has no admin page or files, and the static host rules do not name /admin', () => {
    expect(adminPage).toBeUndefined();
    expect(existsSync(path.join(dist, 'admin.html'))).toBe(false);
    expect(existsSync(path.join(dist, 'admin'))).toBe(false);
    for (const file of ['_headers', '_redirects', 'sitemap.xml']) expect(readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('/admin');
  });

  test('/admin and the paths under it answer 404 with the not-found screen', async ({ page }) => {
    for (const pathname of ['/admin', '/admin/config.yml', '/admin/assets/index.js']) {
      const response = await page.goto(pathname);
      expect(response?.status(), pathname).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
      await expect(page.getByText(site.notFound.message)).toBeVisible();
    }
  });
});
