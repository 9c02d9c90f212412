// The production nginx config as committed in deploy/nginx.conf (`npm run deploy:config` writes it,
// the build writes the same to dist/deploy/nginx.conf), rendered for the build environment at hand.
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
