/**
 * The inputs of the security headers for a build: the forms provider from the site config, the tag
 * ids and the report endpoint from the build's environment (read as Vite reads it: the process
 * environment, then `.env.production`, `.env`), and the hosts the content loads from.
 */
import { loadEnv } from 'vite';
import type { SiteConfig } from '../../.generated/types/site.ts';
import { readTagIds, type TagIds } from '../../lib/tagIds.ts';
import type { LoadedContent } from '../content/contentSet.ts';
import { contentSources, type ContentSources } from '../content/contentUrls.ts';

/** What the policy is derived from: a tag without an id or a host the content does not use allows nothing. */
export interface PolicyInputs {
  /** The forms provider in the site config (`content/site.yaml` → `forms`). */
  forms: Pick<SiteConfig['forms'], 'provider' | 'region'>;
  /** The tag ids the build was made with (`PUBLIC_*`, lib/tagIds.ts); an unset id allows nothing. */
  tags: TagIds;
  /** The origins the content loads images, media and frames from (pipeline/content/contentUrls.ts). */
  content: ContentSources;
  /** Where browsers report policy violations (`CSP_REPORT_URL` at build time); unset, nothing is reported. */
  reportEndpoint?: string | undefined;
  /**
   * True when the build publishes the content manager at /admin (`contentManager` in the site config
   * names a backend). Otherwise no server has an /admin rule, and /admin is not found like any unknown path.
   */
  contentManager?: boolean | undefined;
}

/** The build-time variable that turns on CSP violation reports (off when unset or blank). */
export const REPORT_ENV = 'CSP_REPORT_URL';

/** The build environment: `PUBLIC_*` (the tag ids) and `CSP_*`, as the build sees them. */
export function buildEnv(root: string): Record<string, string> {
  return loadEnv('production', root, ['PUBLIC_', 'CSP_']);
}

/** The report endpoint of `env`, undefined when unset; throws with a fix when it is not an https address. */
export function reportEndpoint(env: Record<string, string | undefined>): string | undefined {
  const value = env[REPORT_ENV]?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || url.protocol !== 'https:' || /[\s"',;]/.test(value)) {
    throw new Error(
      `\`${REPORT_ENV}\` is \`${value}\`, which is not an https:// address without spaces, quotes, commas or semicolons. Fix it (for example \`https://reports.example.com/csp\`) or unset it.`,
    );
  }
  return url.href;
}

export function policyInputs(site: Pick<SiteConfig, 'forms' | 'contentManager'>, content: LoadedContent, env: Record<string, string | undefined>): PolicyInputs {
  return {
    forms: { provider: site.forms.provider, region: site.forms.region },
    tags: readTagIds(env),
    content: contentSources(content),
    reportEndpoint: reportEndpoint(env),
    contentManager: (site.contentManager?.backend ?? 'none') !== 'none',
  };
}
