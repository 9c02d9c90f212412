import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/project.ts';

/**
 * The npm scripts run on the README's Node (20.19+), which cannot load TypeScript: a script that
 * `node` runs directly may import only JavaScript; one that imports the site's TypeScript runs
 * through tsx. A `.ts` import under plain `node` fails at once with ERR_UNKNOWN_FILE_EXTENSION.
 */
const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The relative modules a file imports (static and dynamic), resolved from its folder. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/(?:^|\s)(?:import|export)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/gm)].map((m) => m[1] ?? m[2]!);
  return specifiers.map((s) => path.resolve(path.dirname(file), s));
}

/** The files `node` loads from `entry` before it reaches a TypeScript file (the first one found is returned). */
function firstTypeScriptImport(entry: string, seen = new Set<string>()): string | undefined {
  if (seen.has(entry)) return undefined;
  seen.add(entry);
  for (const imported of importsOf(entry)) {
    if (/\.tsx?$/.test(imported)) return path.relative(projectRoot, imported);
    if (/\.m?js$/.test(imported)) {
      const found = firstTypeScriptImport(imported, seen);
      if (found) return found;
    }
  }
  return undefined;
}

const nodeRuns = Object.entries(scripts).flatMap(([name, command]) => [...command.matchAll(/(?:^|&&\s*)node\s+(\S+\.m?js)/g)].map((m) => ({ name, file: m[1]! })));

describe('npm scripts run by plain node', () => {
  it('are found in package.json', () => {
    expect(nodeRuns.length).toBeGreaterThan(0);
  });

  for (const { name, file } of nodeRuns) {
    it(`npm run ${name} (${file}) imports no TypeScript`, () => {
      expect(firstTypeScriptImport(path.join(projectRoot, file))).toBeUndefined();
    });
  }

  it('the check finds a TypeScript import where there is one (the benchmark imports the pipeline)', () => {
    expect(firstTypeScriptImport(path.join(projectRoot, 'bench', 'bench.mjs'))).toMatch(/\.ts$/);
  });
});
