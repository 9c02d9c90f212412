import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../.generated/types/site.ts';
import { parseBuiltPages, publicPages, readBuiltPages } from './builtPages.ts';
import { ContentError } from '../core/errors.ts';
import { precompress, precompressCacheDir, type CompressResult } from './compress.ts';
import { checkBuiltLinks, formatBrokenLinks } from './links.ts';
import { productionNginxOptions, renderNginxSite } from '../headers/nginx.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';
import { renderHeadersFile, renderRedirectsFile } from '../headers/staticHost.ts';
import type { PolicyInputs } from '../headers/policyInputs.ts';
import { formRouteProblems } from '../headers/scopedPolicies.ts';
import { renderWebManifest, WEB_MANIFEST_PATH } from '../../lib/webManifest.ts';

/** The file in `dist/deploy/` that records the build's `PolicyInputs`. */
export const POLICY_INPUTS_FILE = 'policy-inputs.json';

export { readBuiltPages, publicPages } from './builtPages.ts';

export interface PostbuildResult {
  pages: number;
  /** Articles in the RSS feed. */
  feedItems: number;
  sitemapUrls: number;
  /** The gzip and brotli copies written (`cached`: of those, the ones an earlier build had made); null when the build writes none. */
  compressed: CompressResult | null;
}

/**
 * Runs after prerendering, over dist/client: the RSS feed, the check of every internal link and
 * fragment, search-engine files, the web manifest, the deploy configuration for a static host and for nginx, then gzip
 * and brotli copies of every text file (last, so the files written here are compressed too), unless
 * `precompress` is false.
 * Everything is derived from the built pages, the articles and the site config.
 */
export async function postbuild(root: string, site: SiteConfig, policy: PolicyInputs, out = path.join(root, 'dist'), { precompress: compress = true } = {}): Promise<PostbuildResult> {
  const client = path.join(out, 'client');
  // The feed reads the generated content modules: loaded here, once they exist.
  const { writeRssFeed } = await import('./rss.ts');
  const feed = writeRssFeed(client);
  // Every internal link and fragment of the built pages must resolve: a broken one stops the build.
  // Each page parsed once, for the link check and the page list.
  const parsed = parseBuiltPages(client);
  const broken = checkBuiltLinks(client, parsed);
  if (broken.length)
    throw new ContentError(
      `${broken.length} link(s) of the built pages lead nowhere (page: link):\n${formatBrokenLinks(broken)}\nFix the link in the content (npm run validate locates content links), or the page that should have the target.`,
    );
  const pages = readBuiltPages(client, parsed);
  const routes = pages.filter((p) => !p.notFound).map((p) => p.route);
  // Only the pages with a form get the forms provider's sources: the route table says which, and must agree with the pages.
  const formProblems = formRouteProblems(pages.filter((p) => !p.notFound));
  if (formProblems.length) throw new ContentError(`The security policy's form pages disagree with the built pages:\n${formProblems.map((p) => `  ${p}`).join('\n')}`);
  const indexed = publicPages(pages, site.siteUrl).map((p) => p.route);

  writeFileSync(path.join(client, 'sitemap.xml'), renderSitemap(indexed, site.siteUrl));
  writeFileSync(path.join(client, WEB_MANIFEST_PATH.slice(1)), renderWebManifest(site.brand));
  writeFileSync(path.join(client, 'robots.txt'), renderRobots(site.siteUrl));
  writeFileSync(path.join(client, '_headers'), renderHeadersFile(policy, routes));
  writeFileSync(path.join(client, '_redirects'), renderRedirectsFile(routes));
  const deployDir = path.join(out, 'deploy');
  mkdirSync(deployDir, { recursive: true });
  writeFileSync(path.join(deployDir, 'nginx.conf'), renderNginxSite(site, policy, productionNginxOptions(site)));
  // What the headers were derived from, for the tests that check the served headers against them.
  writeFileSync(path.join(deployDir, POLICY_INPUTS_FILE), JSON.stringify(policy, null, 2) + '\n');

  const compressed = compress ? precompress(client, precompressCacheDir(root)) : null;
  return { pages: pages.length, feedItems: feed.items, sitemapUrls: indexed.length, compressed };
}
