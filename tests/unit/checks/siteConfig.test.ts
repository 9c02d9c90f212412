import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { loadContent } from '../../../pipeline/content/contentSet.ts';
import { checkSiteConfig, siteConfig } from '../../../pipeline/checks/config.ts';
import { makeProject, projectRoot, removeProjects } from '../helpers/project.ts';

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
