/**
 * Rule `config`: the site config (`content/site.yaml`) exists and its values are usable where a
 * mistake would ship silently: addresses are https URLs on real hosts, without leftovers such as
 * `TODO` or `{host}`; the site and application URLs have no trailing slash; e-mail addresses are
 * well-formed and not template text; each social link goes to its own network; the forms
 * provider's ids are not copies of each other; the content manager's sign-in settings fit its
 * backend. Required fields, `repo`'s form and `publishMode`'s values are the schema's job.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { problemAt } from './support.ts';

const RULE = 'config';
export const SITE_CONFIG_ID = 'site';

const PLACEHOLDER = /\b(todo|tbd|fixme|changeme|change-me|lorem|ipsum|xxx+|your[-_ ]?\w*|placeholder)\b|[{}<>]/i;
const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NETWORK_HOSTS: Record<string, string[]> = {
  X: ['x.com', 'twitter.com'],
  Facebook: ['facebook.com'],
  LinkedIn: ['linkedin.com'],
  YouTube: ['youtube.com', 'youtu.be'],
};
/** URLs that are joined with a path in code (`${appUrl}/welcome`), so a trailing slash doubles it. */
const NO_TRAILING_SLASH = new Set(['siteUrl', 'appUrl']);

export interface ConfigFinding {
  segments: (string | number)[];
  message: string;
  severity?: 'error' | 'warning';
}

/** Problems in the site config's data (`content/site.yaml`). */
export function checkSiteConfig(data: unknown): ConfigFinding[] {
  const out: ConfigFinding[] = [];
  if (!isRecord(data)) return out;
  for (const v of walkData(data)) {
    if (typeof v.value !== 'string' || typeof v.key !== 'string') continue;
    const key = v.key;
    const value = v.value;
    if (/url$/i.test(key)) out.push(...checkUrl(value, key, v.segments));
    else if (/email/i.test(key) || v.segments.includes('email')) out.push(...checkEmail(value, v.segments));
  }
  const social = data.social;
  if (Array.isArray(social)) {
    social.forEach((item, i) => {
      if (!isRecord(item) || typeof item.url !== 'string' || typeof item.network !== 'string') return;
      const hosts = NETWORK_HOSTS[item.network];
      const host = hostOf(item.url);
      if (hosts && host && !hosts.some((h) => host === h || host.endsWith(`.${h}`))) {
        out.push({ segments: ['social', i, 'url'], message: `This is the ${item.network} link, but \`${host}\` is not ${item.network}'s address (${hosts.join(' or ')}).` });
      }
    });
  }
  const forms = data.forms;
  if (isRecord(forms)) {
    const ids: [string, (string | number)[]][] = [];
    if (typeof forms.contactFormId === 'string') ids.push([forms.contactFormId, ['forms', 'contactFormId']]);
    if (Array.isArray(forms.newsletters)) {
      for (const [i, n] of forms.newsletters.entries()) if (isRecord(n) && typeof n.formId === 'string') ids.push([n.formId, ['forms', 'newsletters', i, 'formId']]);
    }
    const seen = new Map<string, (string | number)[]>();
    for (const [id, segments] of ids) {
      const first = seen.get(id);
      if (first) out.push({ segments, message: `This form id is the same as \`${first.join('.')}\`: each form has its own id at the forms provider.` });
      else seen.set(id, segments);
    }
  }
  if (isRecord(data.contentManager)) out.push(...checkContentManager(data.contentManager));
  return out;
}

/**
 * The content manager's sign-in: `authUrl` is Decap's `base_url`, which it joins to the endpoint and
 * compares with the sign-in window's origin, so it is a bare https origin; both settings belong to
 * the `github` backend (Git Gateway signs editors in with the host's identity service), and an
 * endpoint needs its provider.
 */
function checkContentManager(cm: Record<string, unknown>): ConfigFinding[] {
  const out: ConfigFinding[] = [];
  const at = (key: string) => ['contentManager', key];
  for (const key of ['authUrl', 'authEndpoint'] as const) {
    if (cm[key] !== undefined && cm.backend !== 'github')
      out.push({ segments: at(key), message: `\`${key}\` is used by the \`github\` backend only (this one is \`${String(cm.backend)}\`, which signs editors in by itself): remove it.` });
  }
  if (typeof cm.authUrl === 'string') {
    const url = parseUrl(cm.authUrl);
    if (url?.protocol === 'https:' && (url.username || url.password || url.pathname !== '/' || url.search || url.hash || /[?#]/.test(cm.authUrl))) {
      out.push({
        segments: at('authUrl'),
        message: `Write the OAuth provider's address alone, \`${url.origin}\` (the content manager adds the endpoint to it): ${url.pathname !== '/' ? `put the path in \`authEndpoint: ${url.pathname.replace(/^\/+|\/+$/g, '')}\`` : 'no user, query or fragment'}.`,
      });
    }
  }
  if (cm.authEndpoint !== undefined && cm.authUrl === undefined && cm.backend === 'github')
    out.push({
      segments: at('authEndpoint'),
      message: "`authEndpoint` is a path on the OAuth provider: set `authUrl` to the provider's address too, or remove `authEndpoint` to use the default provider.",
    });
  return out;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function checkUrl(value: string, key: string, segments: (string | number)[]): ConfigFinding[] {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return [{ segments, message: `Expected a full address such as \`https://www.example.com\`, found \`${value}\`.` }];
  }
  const out: ConfigFinding[] = [];
  if (url.protocol !== 'https:') out.push({ segments, message: `Addresses must use https: \`${value.replace(/^\w+:/, 'https:')}\`.` });
  if (LOCAL_HOSTS.test(url.hostname)) out.push({ segments, message: `\`${url.hostname}\` only works on a developer's machine; use the public address.` });
  if (PLACEHOLDER.test(value)) out.push({ segments, message: `\`${value}\` looks like placeholder text; put the real address here.` });
  if (NO_TRAILING_SLASH.has(key) && value.endsWith('/')) out.push({ segments, message: `Write \`${key}\` without a trailing slash: \`${value.replace(/\/+$/, '')}\` (paths are appended to it).` });
  if (key === 'siteUrl' && (url.search || url.hash)) out.push({ segments, message: 'The site URL is the bare address of the site, without `?` or `#` parts.' });
  return out;
}

function checkEmail(value: string, segments: (string | number)[]): ConfigFinding[] {
  if (!EMAIL.test(value)) return [{ segments, message: `Expected an e-mail address such as \`team@example.com\`, found \`${value}\`.` }];
  if (PLACEHOLDER.test(value) || /^(you|name|user|email|someone|test)@/i.test(value)) return [{ segments, message: `\`${value}\` looks like placeholder text; put the real address here.` }];
  return [];
}

function hostOf(value: string): string | null {
  try {
    return new URL(value).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

export const siteConfig: Check = (content: LoadedContent) => {
  const source: SourceFile | undefined = content.parsed.get(SITE_CONFIG_ID);
  if (!source) {
    const broken = content.entries.some((e) => e.id === SITE_CONFIG_ID);
    // A site config that failed to parse is already reported by the YAML check.
    if (broken) return [];
    return [
      {
        file: 'content/site.yaml',
        line: 1,
        column: 1,
        field: '',
        severity: 'error',
        rule: RULE,
        message: 'The site config `content/site.yaml` is missing: every page reads the brand, addresses and e-mails from it. Restore it from version control.',
      },
    ];
  }
  const out: Problem[] = [];
  for (const f of checkSiteConfig(source.data)) out.push(problemAt(source, f.segments, { rule: RULE, message: f.message, severity: f.severity ?? 'error' }));
  return out;
};
