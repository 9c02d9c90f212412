import type { ContentManager } from '../../.generated/types/site.ts';

/** The production backend from `content/site.yaml` (`contentManager`, described by its schema); `none` switches online editing off. */
export type ProductionBackend = ContentManager;

export type CmsBackend =
  /** `npm run cms`: the local backend (decap-server) writes the files in place. */
  { kind: 'local'; url: string; siteUrl: string } | { kind: 'production'; backend: ProductionBackend; siteUrl: string };

/** A backend for reading the forms alone (their files, fields and order), which no backend changes. */
export const FORMS_ONLY: CmsBackend = { kind: 'local', url: 'http://localhost/api/v1', siteUrl: 'http://localhost' };

export function backendConfig(backend: CmsBackend): Record<string, unknown> {
  if (backend.kind === 'local') return { backend: { name: 'proxy', proxy_url: backend.url, branch: 'main' } };
  const b = backend.backend;
  const branch = b.branch ?? 'main';
  if (b.backend === 'github') return { backend: { name: 'github', repo: b.repo, branch, ...signIn(b) } };
  if (b.backend === 'git-gateway') return { backend: { name: 'git-gateway', branch } };
  throw new Error('Online editing is switched off (`contentManager.backend: none` in content/site.yaml): there is no production configuration to write.');
}

/**
 * GitHub's sign-in through the site's OAuth provider: Decap accepts the sign-in window's message
 * only from exactly `base_url`, so it is the bare origin (`validate` refuses a path), and joins
 * `auth_endpoint` to it with one slash.
 */
function signIn(b: ProductionBackend): Record<string, string> {
  const out: Record<string, string> = {};
  if (b.authUrl) out['base_url'] = new URL(b.authUrl).origin;
  if (b.authEndpoint) out['auth_endpoint'] = b.authEndpoint.replace(/^\/+|\/+$/g, '');
  return out;
}

/**
 * Decap's publish mode. Online, `editorial_workflow` unless the site asks for direct publishing:
 * each entry is a branch and a pull request (Draft, In review, Ready) that CI checks and publishing
 * merges. The local backend writes the files in place (`simple`): the editor commits them.
 */
export function publishMode(backend: CmsBackend): 'simple' | 'editorial_workflow' {
  return backend.kind === 'production' && backend.backend.publishMode !== 'direct' ? 'editorial_workflow' : 'simple';
}
