// Writes the committed copy of the production nginx config, deploy/nginx.conf:
//   npm run deploy:config          (write it)
//   npm run deploy:config -- --check   (exit 1 when it differs from what the generator renders)
// The build writes the same file to dist/deploy/nginx.conf; tests/unit/postbuild/nginx.test.ts keeps the copy fresh.
// Both are rendered for the build environment at hand (tag ids, CSP_REPORT_URL): the committed copy is
// the one for a build without tag ids unless .env.production sets them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../../.generated/types/site.ts';
import { loadContent } from '../content/contentSet.ts';
import { productionNginxOptions, renderNginxSite } from './nginx.ts';
import { buildEnv, policyInputs } from './policyInputs.ts';

export const DEPLOY_NGINX_CONF = 'deploy/nginx.conf';

/** The production server block as the generator renders it from the site config in `root`. */
export function renderProductionNginx(root: string): string {
  const content = loadContent(root);
  const site = content.valid.get('site')?.data as SiteConfig | undefined;
  if (!site) throw new Error('content/site.yaml does not pass its schema: run `npm run validate` and fix it first.');
  return renderNginxSite(site, policyInputs(site, content, buildEnv(root)), productionNginxOptions(site));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const file = path.join(root, DEPLOY_NGINX_CONF);
  const rendered = renderProductionNginx(root);
  if (process.argv.includes('--check')) {
    const current = readFileSync(file, 'utf8');
    if (current !== rendered) {
      console.error(`${DEPLOY_NGINX_CONF} is out of date with the site config. Run \`npm run deploy:config\` and commit it.`);
      process.exitCode = 1;
    }
  } else {
    writeFileSync(file, rendered);
    console.log(`wrote ${DEPLOY_NGINX_CONF}`);
  }
}
