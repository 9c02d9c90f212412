import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { checkSiteConfig, siteConfig } from '../../../pipeline/checks/config.ts';
import { run } from '../../../cli/main.ts';
import { fixtureProject, makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

// A parsed copy that each case changes freely (the check under test finds what the types would forbid).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type SiteDraft = Record<string, any>;

const realSite = YAML.parse(readFileSync(path.join(projectRoot, 'content/site.yaml'), 'utf8')) as Record<string, unknown>;
const withChange = (change: (site: SiteDraft) => void) => {
  const copy = structuredClone(realSite) as SiteDraft;
  change(copy);
  return copy;
};

describe('checkSiteConfig', () => {
  it('accepts the real site config', () => {
    expect(checkSiteConfig(realSite)).toEqual([]);
  });

  it.each([
    [
      'an http address',
      (s: SiteDraft) => {
        s.schedulerUrl = 'http://meetings.example.com/x';
      },
      'schedulerUrl',
      'Addresses must use https: `https://meetings.example.com/x`.',
    ],
    [
      'a local address',
      (s: SiteDraft) => {
        s.appUrl = 'https://localhost:3000';
      },
      'appUrl',
      "`localhost` only works on a developer's machine",
    ],
    [
      'a template host',
      (s: SiteDraft) => {
        s.appUrl = 'https://{host}';
      },
      'appUrl',
      '`https://{host}` looks like placeholder text',
    ],
    [
      'placeholder text in a URL',
      (s: SiteDraft) => {
        s.pressArticleUrl = 'https://news.example.com/TODO';
      },
      'pressArticleUrl',
      'looks like placeholder text',
    ],
    [
      'a trailing slash on the app URL',
      (s: SiteDraft) => {
        s.appUrl = 'https://app.example.com/';
      },
      'appUrl',
      'Write `appUrl` without a trailing slash: `https://app.example.com`',
    ],
    [
      'a query on the site URL',
      (s: SiteDraft) => {
        s.siteUrl = 'https://www.example.com?x=1';
      },
      'siteUrl',
      'without `?` or `#` parts',
    ],
    [
      'a malformed e-mail',
      (s: SiteDraft) => {
        s.email.sales = 'sales at example.com';
      },
      'email.sales',
      'Expected an e-mail address',
    ],
    [
      'a template e-mail',
      (s: SiteDraft) => {
        s.email.partners = 'you@example.com';
      },
      'email.partners',
      'looks like placeholder text',
    ],
    [
      'a social link to the wrong network',
      (s: SiteDraft) => {
        s.social[2].url = 'https://www.facebook.com/acme';
      },
      'social.2.url',
      "This is the LinkedIn link, but `facebook.com` is not LinkedIn's address",
    ],
    [
      'two forms with one id',
      (s: SiteDraft) => {
        s.forms.newsletters[1]!.formId = s.forms.contactFormId;
      },
      'forms.newsletters.1.formId',
      'the same as `forms.contactFormId`',
    ],
  ])('%s', (_name, change, at, message) => {
    const findings = checkSiteConfig(withChange(change));
    expect(findings.map((f) => f.segments.join('.'))).toEqual([at]);
    expect(findings[0]!.message).toContain(message);
  });
});

describe('the config check on a content folder', () => {
  it('reports a missing site config', () => {
    const problems = siteConfig(loadContent(makeProject({ 'content/navigation.yaml': 'header: []\n' })));
    expect(problems).toEqual([expect.objectContaining({ file: 'content/site.yaml', line: 1, column: 1, rule: 'config', severity: 'error' })]);
    expect(problems[0]!.message).toContain('The site config `content/site.yaml` is missing');
  });

  it('leaves a site config with a YAML syntax error to the YAML check', () => {
    expect(siteConfig(loadContent(makeProject({ 'content/site.yaml': 'siteUrl: "https://x\n' })))).toEqual([]);
  });

  it('locates a problem at the value', () => {
    const problems = siteConfig(loadContent(makeProject({ 'content/site.yaml': 'brand:\n  product: X\nappUrl: http://app.example.com\n' })));
    expect(problems).toEqual([expect.objectContaining({ file: 'content/site.yaml', line: 3, column: 9, field: 'appUrl', rule: 'config' })]);
  });
});

describe('the content manager block of the site config', () => {
  const github = { backend: 'github', repo: 'acme/website', branch: 'main', publishMode: 'editorial', authUrl: 'https://auth.example.com', authEndpoint: 'api/auth' };
  const findings = (contentManager: Record<string, unknown>) => checkSiteConfig(withChange((s) => (s.contentManager = contentManager)));

  it('accepts a GitHub backend with its OAuth provider and endpoint, and each backend without them', () => {
    expect(findings(github)).toEqual([]);
    expect(findings({ backend: 'github', repo: 'acme/website' })).toEqual([]);
    expect(findings({ backend: 'git-gateway', publishMode: 'direct' })).toEqual([]);
    expect(findings({ backend: 'none' })).toEqual([]);
  });

  it.each([
    [
      'a path on the provider',
      { ...github, authUrl: 'https://auth.example.com/api/auth/', authEndpoint: undefined },
      'authUrl',
      "Write the OAuth provider's address alone, `https://auth.example.com` (the content manager adds the endpoint to it): put the path in `authEndpoint: api/auth`.",
    ],
    ['credentials in the address', { ...github, authUrl: 'https://user:secret@auth.example.com' }, 'authUrl', 'no user, query or fragment'],
    ['a query', { ...github, authUrl: 'https://auth.example.com?site=x' }, 'authUrl', 'no user, query or fragment'],
    ['an endpoint without its provider', { ...github, authUrl: undefined }, 'authEndpoint', 'set `authUrl` to the provider'],
    ['a provider on Git Gateway', { backend: 'git-gateway', authUrl: 'https://auth.example.com' }, 'authUrl', 'is used by the `github` backend only (this one is `git-gateway`'],
  ])('%s', (_name, contentManager, key, message) => {
    const found = findings(contentManager);
    expect(found.map((f) => f.segments.join('.'))).toEqual([`contentManager.${key}`]);
    expect(found[0]!.message).toContain(message);
  });

  it('an http provider gets the https message once', () => {
    const found = findings({ ...github, authUrl: 'http://auth.example.com' });
    expect(found.map((f) => [f.segments.join('.'), f.message])).toEqual([['contentManager.authUrl', 'Addresses must use https: `https://auth.example.com`.']]);
  });

  it('validate reports each mistake of the block at its line: a missing or malformed repo, an unknown publish mode, an http or pathed provider', async () => {
    const root = fixtureProject('clean');
    const file = path.join(root, 'content', 'site.yaml');
    const site = readFileSync(file, 'utf8');
    const check = async (block: string) => {
      writeFileSync(file, site.replace(/^contentManager:\n(?: {2}.*\n)*/m, `contentManager:\n${block}`));
      const lines = (text: string) => text.split('\n').filter((l) => l.includes('contentManager') && l.includes('[error '));
      const out: string[] = [];
      const code = await run(['validate', 'content/site.yaml'], { cwd: root, stdout: (t) => out.push(t), stderr: (t) => out.push(t) });
      return {
        code,
        lines: lines(out.join('\n')),
        at: (key: string) => `${site.split('\n').findIndex((l) => l === 'contentManager:') + 2 + block.split('\n').findIndex((l) => l.startsWith(`  ${key}:`))}`,
      };
    };
    expect(site).toMatch(/^contentManager:\n {2}backend: none\n/m);

    const missing = await check('  backend: github\n  publishMode: editorial\n');
    expect(missing.code).toBe(1);
    expect(missing.lines).toEqual([expect.stringMatching(/^content\/site\.yaml:\d+:3 {2}contentManager\.repo {2}The required field `repo` is missing\./)]);

    const wrong = await check('  backend: github\n  repo: website\n  publishMode: review\n  authUrl: http://auth.example.com/api/auth\n');
    expect(wrong.code).toBe(1);
    expect(wrong.lines.map((l) => l.split('  ').slice(0, 2))).toEqual([
      [`content/site.yaml:${wrong.at('repo')}:9`, 'contentManager.repo'],
      [`content/site.yaml:${wrong.at('publishMode')}:16`, 'contentManager.publishMode'],
      [`content/site.yaml:${wrong.at('authUrl')}:12`, 'contentManager.authUrl'],
    ]);
    expect(wrong.lines[1]).toContain('Expected one of `editorial`, `direct`, found `review`.');
    expect(wrong.lines[2]).toContain('https');

    const right = await check('  backend: github\n  repo: acme/website\n  branch: main\n  publishMode: direct\n  authUrl: https://auth.example.com\n  authEndpoint: api/auth\n');
    expect(right.lines).toEqual([]);
    expect(right.code).toBe(0);
  });
});
