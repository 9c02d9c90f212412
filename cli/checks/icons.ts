/**
 * Rule `icon`: every `icon` in the content names an icon of the set the site renders (Lucide,
 * through `components/ui/Icon.tsx`). An unknown name would otherwise stop the prerender.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadedContent } from '../content/contentSet.ts';
import { walkData } from '../content/walkData.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, problemAt } from './support.ts';

const RULE = 'icon';

/**
 * The icon names the site can render: the names of lucide-react's `icons` export, read from its
 * index module's text. Importing lucide-react here would load React into the build process next to
 * the prerender's own React, which breaks rendering.
 */
export const iconNames: readonly string[] = readIconNames();
const known = new Set(iconNames);

function readIconNames(): string[] {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
  const index = readFileSync(path.join(packageDir, 'dist', 'esm', 'icons', 'index.mjs'), 'utf8');
  return [...index.matchAll(/export \{ default as (\w+) \}/g)].map((m) => m[1]!);
}

export function isKnownIcon(name: string): boolean {
  return known.has(name);
}

export const iconNamesCheck: Check = (content: LoadedContent) =>
  eachFile(content, RULE, (source) => {
    const out = [];
    for (const visit of walkData(source.data)) {
      if (visit.key !== 'icon' || typeof visit.value !== 'string' || isKnownIcon(visit.value)) continue;
      const hint = didYouMean(visit.value, iconNames, 2);
      out.push(
        problemAt(source, visit.segments, {
          rule: RULE,
          message: `\`${visit.value}\` is not an icon the site has.${hint} Icons are Lucide names in PascalCase (\`ShieldCheck\`, \`Radar\`); find one at https://lucide.dev/icons and write its name in PascalCase.`,
        }),
      );
    }
    return out;
  });
