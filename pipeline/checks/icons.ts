/**
 * Rule `icon`: every `icon` in the content names an icon of the set the site renders (Lucide,
 * through `components/ui/Icon.tsx`). An unknown name would otherwise stop the prerender.
 */
import type { LoadedContent } from '../content/contentSet.ts';
import { iconNames, isKnownIcon } from '../content/iconNames.ts';
import { walkData } from '../content/walkData.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, problemAt } from './support.ts';

const RULE = 'icon';

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
