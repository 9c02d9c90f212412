/**
 * Rule `cta`: a call to action (an object with `label` and `kind`) has a kind the site knows; kind
 * `page` has an `href` (the route it opens) and every other kind has none (its destination comes
 * from the site config). A `page` call to action to /contact is a warning: kind `contact` says it.
 * A generic label ("Learn More") needs `context`, the hidden words that say where it leads
 * (WCAG 2.4.4 link purpose; search engines and Lighthouse's SEO audit read them too).
 * A label not in Title Case is a warning: every button is capitalised one way (docs/design.md).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadedContent } from '../content/contentSet.ts';
import { isRecord, walkData } from '../content/walkData.ts';
import type { Problem } from '../core/problems.ts';
import type { Check } from './support.ts';
import { didYouMean, eachFile, listNames, problemAt } from './support.ts';

const RULE = 'cta';

/** The kinds of `schemas/defs/common.schema.json` (read from there, so a new kind needs no change here). */
export function ctaKinds(root: string): string[] {
  const file = path.join(root, 'schemas', 'defs', 'common.schema.json');
  const fallback = ['app', 'partner-portal', 'scheduler', 'contact', 'page', 'press'];
  if (!existsSync(file)) return fallback;
  const schema = JSON.parse(readFileSync(file, 'utf8')) as { definitions?: { cta?: { properties?: { kind?: { enum?: string[] } } } } };
  return schema.definitions?.cta?.properties?.kind?.enum ?? fallback;
}

/** Labels that say nothing of where they lead (Lighthouse's English list of non-descriptive link texts). */
export const GENERIC_LABELS = ['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this'];

/**
 * The labels the spec gives a destination (its calls to action): a button that reads one of them
 * must open that destination wherever it appears, or the label promises one place and opens another.
 * Keys are lower case; the values are call-to-action kinds.
 */
export const LABEL_DESTINATIONS: Readonly<Record<string, string>> = {
  'become a partner': 'partner-portal',
  'contact partnership team': 'partner-portal',
  login: 'app',
  'sign up': 'app',
  'start free 30-day trial': 'app',
  'get started': 'app',
  'talk to us': 'scheduler',
  'schedule discovery call': 'scheduler',
  'schedule classified discussion': 'scheduler',
  'request custom quote': 'contact',
  'contact sales': 'contact',
  'contact us': 'contact',
  'request a demo': 'contact',
  'schedule a discovery call': 'contact',
};

/** What each kind opens, for the messages. */
const DESTINATION_NAMES: Readonly<Record<string, string>> = {
  'partner-portal': 'the partner portal',
  app: 'the application',
  scheduler: 'the meeting scheduler',
  contact: '/contact',
};

/** Words a Title Case label keeps in lower case unless they open it (articles, conjunctions, short prepositions). */
const MINOR_WORDS = new Set(['a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'of', 'to', 'in', 'on', 'at', 'by', 'via', 'with', 'per', 'vs', 'as', 'from', 'into']);

/** The label in Title Case, or null when it already is (words that open in lower case get a capital). */
export function titleCased(label: string): string | null {
  const words = label.trim().split(/\s+/);
  const fixed = words.map((word, i) => (/^[a-z]/.test(word) && (i === 0 || !MINOR_WORDS.has(word.toLowerCase())) ? word[0]!.toUpperCase() + word.slice(1) : word));
  return fixed.join(' ') === words.join(' ') ? null : fixed.join(' ');
}

export interface CtaFinding {
  /** Relative to the call to action's own path. */
  at: (string | number)[];
  atKey?: boolean;
  message: string;
  severity: 'error' | 'warning';
}

/** What is wrong with one call to action (`{ label, kind, href? }`), given the known kinds. */
export function checkCta(cta: Record<string, unknown>, kinds: readonly string[]): CtaFinding[] {
  const kind = cta.kind;
  if (typeof kind !== 'string' || !kinds.includes(kind)) {
    return [
      { at: ['kind'], severity: 'error', message: `\`${String(kind)}\` is not a kind of call to action.${typeof kind === 'string' ? didYouMean(kind, kinds) : ''} Use one of ${listNames(kinds)}.` },
    ];
  }
  const out: CtaFinding[] = [];
  const hasHref = cta.href !== undefined && cta.href !== null && cta.href !== '';
  if (kind === 'page' && !hasHref) {
    out.push({ at: [], severity: 'error', message: `A call to action of kind \`page\` needs \`href\`: the route it opens, for example \`href: /pricing\`.` });
  }
  if (kind !== 'page' && 'href' in cta) {
    out.push({
      at: ['href'],
      atKey: true,
      severity: 'error',
      message: `A \`${kind}\` call to action takes its address from the site config, so \`href\` is not used. Remove \`href\`, or set \`kind: page\` to open a page of this site.`,
    });
  }
  if (typeof cta.label === 'string' && GENERIC_LABELS.includes(cta.label.trim().toLowerCase()) && !cta.context) {
    out.push({
      at: ['label'],
      severity: 'error',
      message: `\`${cta.label}\` does not say where it leads. Add \`context\`: the words screen readers and search engines get after it, for example \`context: about governed storage\` (not shown on the page).`,
    });
  }
  const expected = typeof cta.label === 'string' ? LABEL_DESTINATIONS[cta.label.trim().toLowerCase()] : undefined;
  const opensContact = kind === 'page' && typeof cta.href === 'string' && /^\/contact\/?$/.test(cta.href);
  if (expected !== undefined && kind !== expected && !(expected === 'contact' && opensContact)) {
    out.push({
      at: ['kind'],
      severity: 'error',
      message: `\`${String(cta.label)}\` is the label of the buttons that open ${DESTINATION_NAMES[expected] ?? expected}, so this one must too: set \`kind: ${expected}\`${'href' in cta ? ' and remove `href`' : ''}, or give it another label.`,
    });
  }
  const cased = typeof cta.label === 'string' ? titleCased(cta.label) : null;
  if (cased) {
    out.push({ at: ['label'], severity: 'warning', message: `Button labels are in Title Case, like every other button of the site: write \`${cased}\`.` });
  }
  if (opensContact) {
    out.push({ at: ['kind'], severity: 'warning', message: `This call to action opens /contact: use \`kind: contact\` (without \`href\`), the kind every contact button uses.` });
  }
  return out;
}

export const callsToAction: Check = (content: LoadedContent) => {
  const kinds = ctaKinds(content.root);
  return eachFile(content, RULE, (source) => {
    const out: Problem[] = [];
    for (const v of walkData(source.data)) {
      if (!isRecord(v.value) || !('kind' in v.value) || !('label' in v.value)) continue;
      for (const f of checkCta(v.value, kinds)) {
        out.push(problemAt(source, [...v.segments, ...f.at], { rule: RULE, message: f.message, severity: f.severity, ...(f.atKey ? { atKey: true } : {}) }));
      }
    }
    return out;
  });
};
