/**
 * Rule `brand-placeholder`: `{product}`, `{company}` and `{companyShort}` are the only brand
 * placeholders (`lib/format/brandText.ts`); a near miss (`{prodcut}`, `{Product}`) would be published as
 * written. Legal copy (`content/legal/`) may use only its known placeholders. Other `{name}` tokens
 * elsewhere are left alone: some are filled at run time (`{newsletter}` in the form messages).
 */
import { distance } from 'fastest-levenshtein';
import type { LoadedContent } from '../content/contentSet.ts';
import { walkData } from '../content/walkData.ts';
import { BRAND_PLACEHOLDERS, LEGAL_PLACEHOLDERS } from '../../lib/format/brandText.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, listNames, problemAt } from './support.ts';

const RULE = 'brand-placeholder';
const TOKEN = /\{([A-Za-z][\w]*(?:\.[A-Za-z]\w*)?)\}/g;

export const brandPlaceholders: Check = (content: LoadedContent) =>
  eachFile(content, RULE, (source, id) => {
    const legal = id.startsWith('legal/');
    const known: string[] = [...BRAND_PLACEHOLDERS, ...(legal ? LEGAL_PLACEHOLDERS : [])];
    const out: Problem[] = [];
    const check = (text: string, at: (index: number) => { line?: number; column?: number }, segments: (string | number)[]) => {
      for (const m of text.matchAll(TOKEN)) {
        const name = m[1]!;
        if (known.includes(name)) continue;
        const nearMiss = known.some((k) => k.toLowerCase() === name.toLowerCase() || distance(k.toLowerCase(), name.toLowerCase()) <= 2);
        if (!legal && !nearMiss) continue;
        out.push(
          problemAt(source, segments, {
            rule: RULE,
            ...at(m.index ?? 0),
            message: `\`{${name}}\` is not a placeholder the site fills, so it would be published as written.${didYouMean(name, known, 2).replace(/`([^`]+)`/, '`{$1}`')} Placeholders here: ${listNames(known.map((k) => `{${k}}`))}.`,
          }),
        );
      }
    };
    for (const visit of walkData(source.data)) if (typeof visit.value === 'string') check(visit.value, () => ({}), visit.segments);
    if (source.kind === 'markdown' && source.body) {
      const lines = source.body.split('\n');
      lines.forEach((line, i) => check(line, (index) => ({ line: (source.bodyLine ?? 1) + i, column: index + 1 }), ['body']));
    }
    return out;
  });
