/**
 * `npm run preflight`: what still stands between the content and a launch. It runs `validate`, then
 * lists every placeholder still in the content (fields marked `placeholders`, and addresses on the
 * reserved example domains), every integration that is off because its id is missing, and any
 * disagreement between the deploy configuration's domain and `siteUrl`. Exit 1 while anything remains.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../.generated/types/site.ts';
import { TAG_ENV, tagIdProblems, type TagEnvName } from '../../lib/tagIds.ts';
import { BODY_FIELD, MARKER, markedPlaceholders, textPattern, type MarkedPlaceholder } from '../checks/placeholders.ts';
import { loadContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import { buildEnv, REPORT_ENV, reportEndpoint } from '../headers/policyInputs.ts';
import { DEPLOY_NGINX_CONF, renderProductionNginx } from '../headers/deployConfig.ts';
import { fieldPath, formatProblem, sortProblems, type Problem } from '../core/problems.ts';
import { problemAt } from '../checks/support.ts';
import { printValidation, validateContent } from '../checks/validate.ts';

/** What each tag id turns on (an unset id switches it off). */
const INTEGRATIONS: Record<TagEnvName, string> = {
  PUBLIC_GTAG_ID: 'Google Analytics 4 (the Google tag)',
  PUBLIC_GOOGLE_ADS_ID: 'Google Ads conversions',
  PUBLIC_GOOGLE_ADS_CONTACT_LABEL: 'The Google Ads conversion of a contact-form submission',
  PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL: 'The Google Ads conversion of a newsletter sign-up',
  PUBLIC_META_PIXEL_ID: 'The Meta pixel',
};

/**
 * Host names reserved for documentation (RFC 2606, RFC 6761): `example.com`, `example.net`,
 * `example.org`, their subdomains, and anything under the `.example` top-level domain. They can
 * never be a live site's address, so every one in the content is a placeholder by definition.
 */
const HOST = /(?<![A-Za-z0-9.-])[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?![A-Za-z0-9-])/g;
export function reservedHosts(text: string): string[] {
  const hosts = [...text.matchAll(HOST)].map((m) => m[0].toLowerCase()).filter((h) => /(^|\.)example(\.(com|net|org))?$/.test(h));
  return [...new Set(hosts)];
}

export interface PreflightReport {
  validateErrors: number;
  /** Marked placeholders and example-domain addresses, located. */
  placeholders: Problem[];
  /** How many placeholders of each kind (a marker's `kind`, or `example domain`). */
  placeholderKinds: Record<string, number>;
  /** Integrations that are off, or whose settings are wrong. */
  integrations: string[];
  /** Deploy configuration that disagrees with the site config, located. */
  deploy: Problem[];
  /** Worth knowing, not blocking (optional features that are off). */
  notes: string[];
}

function at(file: string, line: number, column: number, field: string, message: string, rule: string): Problem {
  return { file, line, column, field, message, severity: 'error', rule };
}

/** A value as the listing quotes it: short, on one line. */
function quote(value: unknown): string {
  // A record shows its values, a list its items (each record by its first text), never JSON.
  const firstText = (v: unknown) => (isRecord(v) ? String(Object.values(v).find((x) => typeof x === 'string') ?? '') : String(v));
  const shown = typeof value === 'string' ? value : Array.isArray(value) ? value.map(firstText).join('; ') : isRecord(value) ? Object.values(value).map(String).join(', ') : String(value);
  const text = shown.replace(/\s+/g, ' ').trim();
  return `\`${text.length > 80 ? `${text.slice(0, 77)}…` : text}\``;
}

/** Where a marked placeholder is: the line of its words when only part of a value is marked. */
function placeholderPosition(source: SourceFile, m: MarkedPlaceholder): { line: number; column: number } {
  if (m.segments.length === 1 && m.segments[0] === BODY_FIELD && source.body !== undefined && m.text !== undefined) {
    const match = textPattern(m.text).exec(source.body);
    if (match) {
      const before = source.body.slice(0, match.index).split('\n');
      return { line: (source.bodyLine ?? 1) + before.length - 1, column: before.at(-1)!.length + 1 };
    }
    return { line: source.bodyLine ?? 1, column: 1 };
  }
  return m.text === undefined ? source.locate(m.segments) : source.locateText(m.segments, textPattern(m.text));
}

/** The kind an example-domain address is counted under. */
export const EXAMPLE_DOMAIN_KIND = 'example domain';

function placeholdersOf(source: SourceFile): { problems: Problem[]; kinds: string[] } {
  const problems: Problem[] = [];
  const kinds: string[] = [];
  const marked = markedPlaceholders(source).marked;
  const wholeValues = new Set(marked.filter((m) => m.text === undefined).map((m) => fieldPath(m.segments)));
  for (const m of marked) {
    kinds.push(m.kind);
    problems.push({
      ...at(source.file, 0, 0, fieldPath(m.segments), '', 'placeholder'),
      ...placeholderPosition(source, m),
      message: `${m.kind}: ${quote(m.text ?? m.value)} is a placeholder. Supply: ${m.supply} Then remove its entry from \`placeholders\`.`,
    });
  }
  const exampleDomain = (hosts: string[]) => `uses the example domain ${hosts.map((h) => `\`${h}\``).join(', ')}, which cannot be a live address: put in the real one.`;
  for (const v of walkData(source.data)) {
    if (typeof v.value !== 'string' || wholeValues.has(fieldPath(v.segments)) || v.segments.includes(MARKER)) continue;
    const hosts = reservedHosts(v.value);
    if (hosts.length) {
      kinds.push(EXAMPLE_DOMAIN_KIND);
      problems.push(problemAt(source, v.segments, { rule: 'example-domain', message: exampleDomain(hosts) }));
    }
  }
  if (source.kind === 'markdown' && source.body !== undefined) {
    for (const [i, line] of source.body.split('\n').entries()) {
      const hosts = reservedHosts(line);
      if (hosts.length) {
        kinds.push(EXAMPLE_DOMAIN_KIND);
        problems.push(at(source.file, (source.bodyLine ?? 1) + i, line.indexOf(hosts[0]!) + 1, 'body', exampleDomain(hosts), 'example-domain'));
      }
    }
  }
  return { problems, kinds };
}

/** The hosts a server block names: `server_name`, the redirect target, the certificate folder. */
function deployHosts(text: string): { line: number; column: number; host: string; what: string }[] {
  const out: { line: number; column: number; host: string; what: string }[] = [];
  for (const [i, line] of text.split('\n').entries()) {
    if (line.trim().startsWith('#')) continue;
    const names = /^\s*server_name\s+([^;]+);/.exec(line);
    if (names) for (const host of names[1]!.trim().split(/\s+/)) out.push({ line: i + 1, column: line.indexOf(host) + 1, host, what: 'server_name' });
    for (const m of line.matchAll(/return\s+30\d\s+https?:\/\/([^/$;\s]+)/g)) out.push({ line: i + 1, column: line.indexOf(m[1]!) + 1, host: m[1]!, what: 'redirect target' });
    for (const m of line.matchAll(/\/etc\/letsencrypt\/live\/([^/]+)\//g)) out.push({ line: i + 1, column: line.indexOf(m[1]!) + 1, host: m[1]!, what: 'certificate' });
  }
  return out;
}

function deployProblems(root: string, site: Pick<SiteConfig, 'siteUrl'>): Problem[] {
  const host = new URL(site.siteUrl).hostname;
  const allowed = new Set([host, host.replace(/^www\./, ''), 'localhost']);
  const out: Problem[] = [];
  for (const rel of [DEPLOY_NGINX_CONF, 'dist/deploy/nginx.conf']) {
    const file = path.join(root, rel);
    if (!existsSync(file)) {
      if (rel === DEPLOY_NGINX_CONF) out.push(at(rel, 1, 1, '', `is missing: run \`npm run deploy:config\`.`, 'deploy-domain'));
      continue;
    }
    const text = readFileSync(file, 'utf8');
    for (const h of deployHosts(text)) {
      if (!allowed.has(h.host))
        out.push(
          at(
            rel,
            h.line,
            h.column,
            h.what,
            `names the host \`${h.host}\`, but \`siteUrl\` in content/site.yaml is \`${site.siteUrl}\`: regenerate it (\`npm run deploy:config\`, or \`npm run build\` for dist/).`,
            'deploy-domain',
          ),
        );
    }
  }
  const committed = path.join(root, DEPLOY_NGINX_CONF);
  if (existsSync(committed) && readFileSync(committed, 'utf8') !== renderProductionNginx(root)) {
    out.push(at(DEPLOY_NGINX_CONF, 1, 1, '', 'is not what the generator renders from content/site.yaml and this environment: run `npm run deploy:config` and commit it.', 'deploy-stale'));
  }
  const robots = path.join(root, 'dist/client/robots.txt');
  if (existsSync(robots)) {
    const lines = readFileSync(robots, 'utf8').split('\n');
    const i = lines.findIndex((l) => /^sitemap:/i.test(l));
    const sitemapHost = i >= 0 ? /https?:\/\/([^/\s]+)/.exec(lines[i]!)?.[1] : undefined;
    if (sitemapHost && sitemapHost !== host)
      out.push(at('dist/client/robots.txt', i + 1, 1, 'Sitemap', `names \`${sitemapHost}\`, not \`${host}\`: the build is older than the site config; run \`npm run build\`.`, 'deploy-domain'));
  }
  return out;
}

export function preflight(root: string, env: Record<string, string | undefined> = buildEnv(root), out: (s: string) => void = () => {}): PreflightReport {
  const validation = validateContent(root);
  if (validation.errors > 0) printValidation(validation, 'text', out);

  const content = loadContent(root);
  const found = [...content.parsed.values()].map(placeholdersOf);
  const placeholders = sortProblems(found.flatMap((f) => f.problems));
  const placeholderKinds: Record<string, number> = {};
  for (const kind of found.flatMap((f) => f.kinds).sort()) placeholderKinds[kind] = (placeholderKinds[kind] ?? 0) + 1;

  const integrations: string[] = [];
  for (const name of Object.keys(TAG_ENV) as TagEnvName[]) {
    if (!env[name]?.trim()) integrations.push(`${INTEGRATIONS[name]}: off, \`${name}\` is not set.`);
  }
  integrations.push(...tagIdProblems(env));
  const notes: string[] = [];
  try {
    if (!reportEndpoint(env)) notes.push(`Content-Security-Policy violation reports are off (optional): set \`${REPORT_ENV}\` to an https:// endpoint to receive them.`);
  } catch (error) {
    integrations.push((error as Error).message);
  }

  const site = content.valid.get('site')?.data as SiteConfig | undefined;
  const deploy = site ? deployProblems(root, site) : [at('content/site.yaml', 1, 1, '', 'does not pass its schema, so the deploy configuration could not be compared with it.', 'deploy-domain')];
  return { validateErrors: validation.errors, placeholders, placeholderKinds, integrations, deploy, notes };
}

/** Prints the report; returns the exit code (1 while anything remains). */
export function printPreflight(report: PreflightReport, out: (s: string) => void): number {
  const count = (n: number) => (n === 0 ? 'none' : String(n));
  out(`validate: ${report.validateErrors === 0 ? 'passes' : `${report.validateErrors} error(s), listed above`}`);
  out('');
  out(`Placeholders still in the content: ${count(report.placeholders.length)}`);
  const kinds = Object.entries(report.placeholderKinds);
  if (kinds.length) out(`  by kind: ${kinds.map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  for (const p of report.placeholders) out(`  ${formatProblem(p)}`);
  out('');
  out(`Integrations that are off: ${count(report.integrations.length)}`);
  for (const line of report.integrations) out(`  ${line}`);
  out('');
  out(`Deploy configuration against content/site.yaml: ${report.deploy.length === 0 ? 'agrees' : report.deploy.length}`);
  for (const p of report.deploy) out(`  ${formatProblem(p)}`);
  for (const note of report.notes) out(`\nNote: ${note}`);
  const remaining = report.validateErrors + report.placeholders.length + report.integrations.length + report.deploy.length;
  out('');
  out(remaining === 0 ? 'Ready for launch: nothing fake or missing remains.' : `Not ready for launch: ${remaining} item(s) remain.`);
  return remaining === 0 ? 0 : 1;
}
