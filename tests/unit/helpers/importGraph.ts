/**
 * The project's import graph, read from the source text, and the two rules it must keep
 * (docs/architecture.md): no import runs from a lower layer up to a higher one, and no files import
 * each other in a circle. Imports of packages are not edges; `#content/*` is the generated content.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export interface Layer {
  name: string;
  /** Path prefixes relative to the root (`lib/content/`, `vite.config.ts`); the first layer that matches a file owns it. */
  paths: readonly string[];
}

export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(['node_modules', '.generated', 'dist', 'dist-e2e', '.git', '.site-copies', '.shots']);
// `import … from 'x'`, `export … from 'x'`, `import 'x'` at the start of a statement (a line), and `import('x')`.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every source file under `dirs` (folders or single files, relative to `root`), sorted. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    const full = path.join(root, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full)) if (!SKIP_DIRS.has(name)) visit(path.posix.join(rel, name));
    } else if (SOURCE.test(rel) && !rel.endsWith('.d.ts')) out.push(rel);
  };
  for (const dir of dirs) visit(dir);
  return out.sort();
}

/** The module specifiers a source text imports. */
export function importSpecifiers(text: string): string[] {
  return [...text.matchAll(STATIC_IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!);
}

/** The file (relative to the root) a specifier of `from` names, or null for a package. */
export function resolveImport(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('#content/')) base = path.posix.join('.generated/content', spec.slice('#content/'.length));
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec.split('?')[0]!));
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile()) ?? base;
}

export function importGraph(root: string, files: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const from of files) {
    for (const spec of importSpecifiers(readFileSync(path.join(root, from), 'utf8'))) {
      const to = resolveImport(root, from, spec);
      if (to) edges.push({ from, to });
    }
  }
  return edges;
}

/** The index of the layer that owns a file (0 is the top), or -1. */
export function layerOf(layers: readonly Layer[], file: string): number {
  return layers.findIndex((layer) => layer.paths.some((p) => file === p || file.startsWith(p)));
}

/** Imports from a lower layer up to a higher one, and files that belong to no layer. */
export function layerViolations(layers: readonly Layer[], edges: readonly ImportEdge[]): string[] {
  const out = new Set<string>();
  for (const { from, to } of edges) {
    const a = layerOf(layers, from);
    const b = layerOf(layers, to);
    if (a < 0) out.add(`${from} is in no layer`);
    else if (b < 0) out.add(`${to} (imported by ${from}) is in no layer`);
    else if (b < a) out.add(`${from} (${layers[a]!.name}) imports ${to} (${layers[b]!.name}), a layer above it`);
  }
  return [...out].sort();
}

/** Every circle of imports between files (each strongly connected set of two or more files, or a file that imports itself). */
export function importCircles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  // Tarjan's algorithm, iterative enough for this graph's depth.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indexOf.get(w)!));
    }
    if (low.get(v) === indexOf.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (next.get(v) ?? []).includes(v)) circles.push(group.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!indexOf.has(v)) visit(v);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
