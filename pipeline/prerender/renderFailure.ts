/**
 * A page that fails to prerender is reported against the content that caused it, never as a
 * stack trace: the values a component names in its error (`Unknown icon \`Rader\``) are looked up
 * in the content, preferring the files of the route being rendered, and the problem is located at
 * the field that holds the value.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import { walkData } from '../content/walkData.ts';
import { fieldPath, type Problem } from '../core/problems.ts';
import { escapeRegExp } from '../../lib/format/regExp.ts';

export function renderFailureProblems(error: unknown, content: LoadedContent, routes: ReadonlyMap<string, string[]> = new Map()): Problem[] {
  const full = error instanceof Error ? error.message : String(error);
  const message = firstLine(full);
  // The route being rendered, when the error names one the site builds.
  const route = [...routes.keys()].filter((r) => r !== '/' && new RegExp(`(^|[\\s\`'"(])${escapeRegExp(r)}(?=$|[\\s\`'".,:)])`).test(full)).sort((a, b) => b.length - a.length)[0];
  const routeContent = (r: string) => routes.get(r) ?? [];
  const values = [...full.matchAll(/`([^`\n]{1,120})`/g)].map((m) => m[1]!).filter((v) => v !== route);
  const preferred = new Set(route ? routeContent(route) : []);
  const ordered = [...content.parsed].sort(([a], [b]) => Number(preferred.has(b)) - Number(preferred.has(a)));
  const out: Problem[] = [];
  for (const value of values) {
    for (const [, source] of ordered) {
      const hit = [...walkData(source.data)].find((v) => v.value === value);
      if (!hit) continue;
      out.push({
        file: source.file,
        ...source.locate(hit.segments),
        field: fieldPath(hit.segments),
        severity: 'error',
        rule: 'render',
        message: `${route ? `The page \`${route}\`` : 'A page'} could not be prerendered because of this value: ${message}`,
      });
      break;
    }
    if (out.length) break;
  }
  if (out.length) return out;
  return [
    {
      file: 'content/',
      line: 1,
      column: 1,
      field: '',
      severity: 'error',
      rule: 'render',
      message: `${route ? `The page \`${route}\`` : 'A page'} could not be prerendered: ${message} The content passed validate, so this is a fault of the site's code: tell its developers and include this line (set TENETRY_DEBUG=1 for the stack).`,
    },
  ];
}

function firstLine(s: string): string {
  return (s.split('\n').find((l) => l.trim()) ?? s).trim();
}
