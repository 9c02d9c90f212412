import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_BASE, copyAdminBundle, ensureAdminBundle } from './adminBundle.ts';
import { generateCmsConfig, productionBackend } from './index.ts';

/**
 * The admin in the production build (`npm run build`): `dist/client/admin.html`, never indexed and
 * left out of the sitemap, the budgets and the Lighthouse runs. Only with a production backend set in
 * `content/site.yaml` (`contentManager`): then it is the content manager with its generated config.
 * With none, the build has no admin at all, so /admin is not found like any unknown path.
 */
export async function writeAdmin(root: string, client: string, log: (s: string) => void): Promise<string> {
  const { backend, siteUrl } = productionBackend(root);
  if (backend.backend === 'none') return 'online editing off (contentManager.backend: none): no /admin in the build';
  const bundle = await ensureAdminBundle(root, log);
  copyAdminBundle(bundle, client);
  mkdirSync(path.join(client, 'admin'), { recursive: true });
  writeFileSync(path.join(client, ADMIN_BASE.slice(1), 'config.yml'), generateCmsConfig(root, { kind: 'production', backend, siteUrl }));
  return `content manager (${backend.backend}${backend.repo ? ` ${backend.repo}` : ''}) → /admin${bundle.built ? `, bundle built in ${bundle.ms} ms` : ', bundle from cache'}`;
}
