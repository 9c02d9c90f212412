import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { preflight, printPreflight, reservedHosts } from '../../../pipeline/preflight/preflight.ts';
import { validateContent } from '../../../pipeline/checks/validate.ts';
import { renderProductionNginx } from '../../../pipeline/headers/deployConfig.ts';
import { formatProblem } from '../../../pipeline/core/problems.ts';
import { fixtureProject, removeProjects } from '../helpers/project.ts';

afterAll(removeProjects);

const ALL_TAGS = {
  PUBLIC_GTAG_ID: 'G-AB12CD34EF',
  PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
  PUBLIC_GOOGLE_ADS_CONTACT_LABEL: 'AbC-D_efG12',
  PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL: 'HiJ-K_lmN34',
  PUBLIC_META_PIXEL_ID: '123456789012345',
};

const where = (p: { file: string; line: number; column: number; field: string; rule: string }) => `${p.file}:${p.line}:${p.column} ${p.field} ${p.rule}`;

/** The line (1-based) of the first line of `file` in `root` that contains `text`. */
function lineOf(root: string, file: string, text: string): number {
  return (
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes(text)) + 1
  );
}

/** The fixture site with the real site config made launch-ready: real domain, real ids, no markers. */
function launchReady(): string {
  const root = fixtureProject('clean');
  const file = path.join(root, 'content/site.yaml');
  const text = readFileSync(file, 'utf8')
    .replaceAll('tenetry.example.com', 'tenetry-launch.com')
    .replace(/^(\s*)placeholders:\n(?:\1 {2}.*\n)*/gm, '')
    .replace(/portalId: "0+"/, 'portalId: "24681357"')
    .replace(/00000000-0000-4000-8000-00000000000(\d)/g, '3f2b9c1e-7a4d-4e8f-9b0c-1d2e3f4a5b6$1');
  writeFileSync(file, text);
  mkdirSync(path.join(root, 'deploy'), { recursive: true });
  return root;
}

describe('reservedHosts', () => {
  it.each([
    ['https://www.tenetry.example.com/about', ['www.tenetry.example.com']],
    ['hello@tenetry.example.com', ['tenetry.example.com']],
    ['see https://docs.example and example.org', ['docs.example', 'example.org']],
    ['https://x.com/tenetry-example', []],
    ['https://www.counterexample.com', []],
    ['https://example.com.evil.net', []],
  ])('%s → %j', (text, hosts) => expect(reservedHosts(text)).toEqual(hosts));
});

describe('npm run preflight', () => {
  it('on the content as published: lists each marked placeholder and example domain at file:line, each integration that is off, and exits 1', () => {
    const root = fixtureProject('clean');
    const out: string[] = [];
    const report = preflight(root, {});
    const code = printPreflight(report, (s) => out.push(s));
    expect(code).toBe(1);
    const site = 'content/site.yaml';
    const located = report.placeholders.map(where);
    expect(located).toContain(`${site}:${lineOf(root, site, 'portalId:')}:13 forms.portalId placeholder`);
    expect(located).toContain(`${site}:${lineOf(root, site, 'contactFormId:')}:18 forms.contactFormId placeholder`);
    expect(located).toContain(`${site}:${lineOf(root, site, 'siteUrl:')}:10 siteUrl example-domain`);
    expect(located).toContain(`${site}:${lineOf(root, site, 'general:')}:12 email.general example-domain`);
    expect(report.integrations).toHaveLength(5);
    expect(report.integrations[0]).toBe('Google Analytics 4 (the Google tag): off, `PUBLIC_GTAG_ID` is not set.');
    expect(report.deploy.map((p) => p.message)).toEqual(['is missing: run `npm run deploy:config`.']);
    expect(out.at(-1)).toMatch(/^Not ready for launch: \d+ item\(s\) remain\.$/);
    expect(out).toContain(`  ${formatProblem(report.placeholders[0]!)}`);
  });

  it('passes (exit 0) once the ids and domain are real, every tag id is set and the deploy config agrees', () => {
    const root = launchReady();
    writeFileSync(path.join(root, 'deploy/nginx.conf'), renderProductionNginx(root));
    const report = preflight(root, ALL_TAGS);
    expect(report).toEqual({ validateErrors: 0, placeholders: [], placeholderKinds: {}, integrations: [], deploy: [], notes: [expect.stringContaining('CSP_REPORT_URL')] });
    const out: string[] = [];
    expect(printPreflight(report, (s) => out.push(s))).toBe(0);
    expect(out.at(-1)).toBe('Ready for launch: nothing fake or missing remains.');
  });

  it('reports a deploy config whose domain is not the site config’s, at its lines', () => {
    const root = launchReady();
    writeFileSync(path.join(root, 'deploy/nginx.conf'), renderProductionNginx(root).replaceAll('tenetry-launch.com', 'old-domain.com'));
    const report = preflight(root, ALL_TAGS);
    const conf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').split('\n');
    const serverName = conf.findIndex((l) => l.includes('server_name www.old-domain.com')) + 1;
    expect(report.deploy.map(where)).toContain(`deploy/nginx.conf:${serverName}:17 server_name deploy-domain`);
    expect(report.deploy.some((p) => p.field === 'certificate')).toBe(true);
    expect(report.deploy.some((p) => p.field === 'redirect target')).toBe(true);
    expect(report.deploy.at(-1)!.rule).toBe('deploy-stale');
  });

  it('reports a malformed tag id or report endpoint as a remaining item', () => {
    const root = launchReady();
    writeFileSync(path.join(root, 'deploy/nginx.conf'), renderProductionNginx(root));
    const report = preflight(root, { ...ALL_TAGS, PUBLIC_GTAG_ID: 'UA-1234', CSP_REPORT_URL: 'http://reports' });
    expect(report.integrations.join('\n')).toMatch(/`PUBLIC_GTAG_ID` is `UA-1234`/);
    expect(report.integrations.join('\n')).toMatch(/`CSP_REPORT_URL` is `http:\/\/reports`/);
  });
});

describe('the placeholders marker', () => {
  it('must name a field of its record (validate, rule `placeholder`)', () => {
    const root = fixtureProject('clean');
    const file = path.join(root, 'content/site.yaml');
    // The site config is in the content manager's block style: `- field: portalId` under `placeholders:`.
    writeFileSync(file, readFileSync(file, 'utf8').replace(/(placeholders:\n\s*- field: )portalId\n/, '$1portalID\n'));
    const line = lineOf(root, 'content/site.yaml', 'portalID');
    const column = readFileSync(file, 'utf8').split('\n')[line - 1]!.indexOf('portalID') + 1;
    const problems = validateContent(root).problems.filter((p) => p.rule === 'placeholder');
    expect(problems.map(where)).toEqual([`content/site.yaml:${line}:${column} forms.placeholders[0].field placeholder`]);
    expect(problems[0]!.message).toContain('Did you mean `portalId`?');
  });
});
