/** Shared pieces of the cross-checks: the site's routes and anchors (computed once), located problems, guards. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeAnchors, type RouteAnchors } from '../routes/anchors.ts';
import { closestName } from '../core/closestName.ts';
import type { LoadedContent } from '../content/contentSet.ts';
import type { SourceFile } from '../content/sourceFile.ts';
import { isRecord } from '../content/walkData.ts';
import { fieldPath, type Problem, type Severity } from '../core/problems.ts';
import { listRoutes, type RouteTable } from '../routes/routes.ts';

/** One rule of `validate`: every problem it finds in the loaded content. */
export type Check = (content: LoadedContent) => Problem[];

export interface SiteContext {
  root: string;
  routes: RouteTable;
  anchors: Map<string, RouteAnchors>;
  /** The parsed `content/site.yaml`, if it parsed. */
  site: Record<string, unknown> | undefined;
  /** The host of `siteUrl` (`www.example.com`), to recognise absolute links to this site. */
  siteHost: string | undefined;
  /** Routes whose page uses the content file `id` (for `#fragment` links written in that file). */
  routesUsing(id: string): string[];
  /** Whether `/images/a.png` is a file under `public/`. */
  publicFileExists(urlPath: string): boolean;
}

const contexts = new WeakMap<LoadedContent, SiteContext>();

/** The routes, anchors and site config of a loaded content set, computed once and shared by the checks. */
export function siteContext(content: LoadedContent): SiteContext {
  const cached = contexts.get(content);
  if (cached) return cached;
  const routes = listRoutes(content.root);
  const anchors = routeAnchors(
    routes,
    content.parsed,
    content.entries.map((e) => e.id),
  );
  const siteData = content.parsed.get('site')?.data;
  const site = isRecord(siteData) ? siteData : undefined;
  let siteHost: string | undefined;
  try {
    siteHost = typeof site?.siteUrl === 'string' ? new URL(site.siteUrl).host : undefined;
  } catch {
    siteHost = undefined;
  }
  const using = new Map<string, string[]>();
  for (const [route, a] of anchors) for (const id of a.contentIds) using.set(id, [...(using.get(id) ?? []), route]);
  const fileCache = new Map<string, boolean>();
  const context: SiteContext = {
    root: content.root,
    routes,
    anchors,
    site,
    siteHost,
    routesUsing: (id) => using.get(id) ?? [],
    publicFileExists(urlPath) {
      let known = fileCache.get(urlPath);
      if (known === undefined) {
        const file = path.join(content.root, 'public', safeDecode(urlPath.split(/[?#]/)[0]!));
        known = file.startsWith(path.join(content.root, 'public') + path.sep) && existsSync(file) && statSync(file).isFile();
        fileCache.set(urlPath, known);
      }
      return known;
    },
  };
  contexts.set(content, context);
  return context;
}

export interface ProblemSpec {
  message: string;
  rule: string;
  severity?: Severity;
  /** Point at the field's key rather than its value. */
  atKey?: boolean;
  /** An exact position (Markdown bodies), overriding the field's. */
  line?: number;
  column?: number;
}

/** A problem located at a field of a content file. */
export function problemAt(source: SourceFile, segments: readonly (string | number)[], spec: ProblemSpec): Problem {
  const pos = spec.line !== undefined ? { line: spec.line, column: spec.column ?? 1 } : spec.atKey ? source.locateKey(segments) : source.locate(segments);
  return { file: source.file, ...pos, field: fieldPath(segments), message: spec.message, severity: spec.severity ?? 'error', rule: spec.rule };
}

/**
 * Runs `fn` on every parsed content file. A fault inside the checker is reported as a located
 * problem on the file being checked (and fails the run), never as a crash.
 */
export function eachFile(content: LoadedContent, rule: string, fn: (source: SourceFile, id: string) => Problem[]): Problem[] {
  const out: Problem[] = [];
  for (const [id, source] of content.parsed) {
    try {
      out.push(...fn(source, id));
    } catch (error) {
      out.push(internalProblem(rule, source.file, error));
    }
  }
  return out;
}

/**
 * The problem that stands for a fault in a check itself: located at the file being checked, or at
 * `content/` when the check failed as a whole.
 */
export function internalProblem(rule: string, file: string | null, error: unknown): Problem {
  const detail = error instanceof Error ? error.message : String(error);
  const scope = file ? 'on this file' : '';
  return {
    file: file ?? 'content/',
    line: 1,
    column: 1,
    field: '',
    severity: 'error',
    rule,
    message: `The \`${rule}\` check stopped ${scope ? scope + ' ' : ''}with an internal error: ${detail}. This is a fault in the checker, not necessarily in the content, so the content could not be fully checked: tell the site's developers and include this line.`,
  };
}

/** ` Did you mean \`x\`?` when a candidate is close to `wrong` (see `closestName`: within `slack` edits), else ''. */
export function didYouMean(wrong: string, candidates: readonly string[], slack?: number): string {
  const guess = closestName(wrong, candidates, slack === undefined ? {} : { slack });
  return guess === undefined ? '' : ` Did you mean \`${guess}\`?`;
}

/** `a`, `b` and `c` (at most `max`, then "and N more"). */
export function listNames(names: readonly string[], max = 8): string {
  const shown = names.slice(0, max).map((n) => `\`${n}\``);
  if (names.length > max) shown.push(`and ${names.length - max} more`);
  return shown.join(', ');
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}
