import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_BASE, copyAdminBundle, ensureAdminBundle } from './adminBundle.ts';
import { generateCmsConfig, productionBackend } from './index.ts';

/**
 * The admin in the production build (`npm run build`): `dist/client/admin.html`, never indexed and
 * left out of the sitemap, the budgets and the Lighthouse runs. With a production backend set in
 * `content/site.yaml` (`contentManager`), it is the content manager with its generated config; with
 * none, a short page that says how editors work locally, and the build spends no time on the bundle.
 */
export async function writeAdmin(root: string, client: string, log: (s: string) => void): Promise<string> {
  const { backend, siteUrl } = productionBackend(root);
  if (backend.backend === 'none') {
    writeFileSync(path.join(client, 'admin.html'), switchedOffPage(siteStylesheet(client)));
    return 'online editing off (contentManager.backend: none): /admin explains `npm run cms`';
  }
  const bundle = await ensureAdminBundle(root, log);
  copyAdminBundle(bundle, client);
  mkdirSync(path.join(client, 'admin'), { recursive: true });
  writeFileSync(path.join(client, ADMIN_BASE.slice(1), 'config.yml'), generateCmsConfig(root, { kind: 'production', backend, siteUrl }));
  return `content manager (${backend.backend}${backend.repo ? ` ${backend.repo}` : ''}) → /admin${bundle.built ? `, bundle built in ${bundle.ms} ms` : ', bundle from cache'}`;
}

/** The site's stylesheet, as the home page links it. */
function siteStylesheet(client: string): string | undefined {
  const home = path.join(client, 'index.html');
  if (!existsSync(home)) return undefined;
  return /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(readFileSync(home, 'utf8'))?.[1];
}

function switchedOffPage(stylesheet: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content manager</title>
${stylesheet ? `<link rel="stylesheet" href="${stylesheet}">\n` : ''}</head>
<body>
<main class="container-page max-w-3xl py-24">
<p class="eyebrow">Content manager</p>
<h1 class="heading-1 mt-3">Online editing is switched off</h1>
<p class="lead mt-5">Edit the site on your computer: run <code>npm run cms</code> in the project and open <code>http://localhost:3000/admin</code>. Every save is checked by <code>validate</code> and shown in the dev server.</p>
<p class="mt-5">To edit here, a developer sets <code>contentManager</code> in <code>content/site.yaml</code> (GitHub or Git Gateway, with the repository and branch) and deploys again. See the project's <code>docs/deploy.md</code>.</p>
<p class="mt-8"><a class="md-link" href="/">Back to the site</a></p>
</main>
</body>
</html>
`;
}
