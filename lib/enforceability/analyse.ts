/**
 * The enforceability analyser: reads policy text sentence by sentence and finds each sentence's
 * condition (when), outcome (what) and responsible party (who), its directing terms and its vague
 * phrases, by the rules the governance page publishes. Pure and heuristic: no DOM and no
 * NLP library; the word lists come from content (`content/enforceability-checker.yaml`). It runs in
 * the browser (the checker island) and at build time (the page's fallback and `validate`).
 */

/** The word lists the analyser applies; the content record `enforceability-checker` has this shape. */
export interface Lexicon {
  vaguePhrases: readonly VaguePhraseEntry[];
  directingTerms: readonly string[];
  responsibleRoles: readonly string[];
  notRoles: readonly string[];
  conditionMarkers: readonly string[];
  schedules: { quantifiers: readonly string[]; periods: readonly string[]; adverbs: readonly string[] };
  deadlineMarkers: readonly string[];
}

export interface VaguePhraseEntry {
  phrase: string;
  reason: string;
  suggestion: string;
  /** Not flagged right after one of these words (`in May`, `trash can`). */
  notAfter?: readonly string[];
  /** Not flagged right before one of these words (`can of`). */
  notBefore?: readonly string[];
  /** Not flagged before a number (`May 1`): the month. */
  notBeforeNumber?: boolean;
}

/** A stretch of the sentence: character offsets into `SentenceAnalysis.text`. */
export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface VagueHit extends Span {
  entry: VaguePhraseEntry;
}

export interface SentenceAnalysis {
  /** The sentence as analysed (a list item is prefixed with its lead-in). */
  text: string;
  condition: string | null;
  outcome: string | null;
  responsibleParty: string | null;
  /** The subject when it is a group that is not a role (`All staff`). */
  notARole: string | null;
  directingTerms: Span[];
  vaguePhrases: VagueHit[];
  /** The outcome as an active clause for a rewrite (`ensure access is reviewed` for a passive). */
  rewriteOutcome: string | null;
  /** The outcome states a deadline (`within five business days`). */
  hasDeadline: boolean;
  enforceable: boolean;
}

/** The most text the checker analyses. */
export const MAX_TEXT_LENGTH = 2000;

export function analyseText(text: string, lexicon: Lexicon): SentenceAnalysis[] {
  return splitSentences(text.slice(0, MAX_TEXT_LENGTH)).map((sentence) => analyseSentence(sentence, lexicon));
}

// ─── Sentences ──────────────────────────────────────────────────────────────────────────────

const LIST_ITEM = /^\s*(?:[-*•–—]|\(?\d{1,3}[.)]|\(?[a-z][.)]|\([ivx]+\))\s+/i;
const ABBREVIATIONS = new Set(['e.g', 'i.e', 'etc', 'inc', 'ltd', 'co', 'no', 'nos', 'mr', 'mrs', 'ms', 'dr', 'vs', 'st', 'approx', 'sec', 'para', 'art', 'fig', 'u.s', 'u.k', 'cf', 'al']);

/**
 * Splits text into sentences: at a full stop, question or exclamation mark followed by a new
 * sentence (not after an abbreviation or inside a number), and at line breaks between list items.
 * A list introduced by a line ending in a colon gives one sentence per item, each with the lead-in.
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let paragraph: string[] = [];
  let leadIn: string | null = null;
  const flush = () => {
    if (paragraph.length) out.push(...splitProse(paragraph.join(' ')));
    paragraph = [];
  };
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) {
      flush();
      leadIn = null;
      continue;
    }
    if (LIST_ITEM.test(line)) {
      flush();
      const item = line.replace(LIST_ITEM, '').trim();
      out.push(leadIn ? `${leadIn} ${item}` : item);
      continue;
    }
    paragraph.push(line.trim());
    if (/:\s*$/.test(line)) {
      // The lead-in of a list: its last sentence is completed by each item.
      const sentences = splitProse(paragraph.join(' '));
      out.push(...sentences.slice(0, -1));
      leadIn = sentences.at(-1)!.replace(/:\s*$/, '');
      paragraph = [];
    }
  }
  flush();
  return out.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

function splitProse(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  const end = /[.!?]+["'”’)\]]*(?=\s+["'“‘(]?[\p{Lu}\p{N}]|\s*$)/gu;
  for (let m = end.exec(text); m; m = end.exec(text)) {
    if (m[0].startsWith('.') && m[0].length === 1) {
      const before = /([\p{L}.]+)$/u.exec(text.slice(start, m.index))?.[1]?.toLowerCase() ?? '';
      if (ABBREVIATIONS.has(before) || /^\p{L}$/u.test(before)) continue;
    }
    out.push(text.slice(start, m.index + m[0].length));
    start = m.index + m[0].length;
  }
  out.push(text.slice(start));
  return out.filter((s) => s.trim());
}

// ─── Tokens ─────────────────────────────────────────────────────────────────────────────────

interface Token {
  start: number;
  end: number;
  /** Lower case, straight apostrophes. */
  norm: string;
  /** `norm` without a possessive ending (`owner's` → `owner`). */
  base: string;
  word: boolean;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Words (with inner apostrophes, hyphens and points: `model's`, `third-party`, `99.9`, `92%`) and single marks.
  for (const m of text.matchAll(/[$£€]?\p{N}[\p{N},.]*\p{N}%?|[$£€]?[\p{L}\p{N}](?:[\p{L}\p{N}'’.-]*[\p{L}\p{N}'’])?%?|[^\s\p{L}\p{N}]/gu)) {
    const norm = m[0].toLowerCase().replace(/’/g, "'");
    const word = /^[$£€]?[\p{L}\p{N}]/u.test(norm);
    tokens.push({ start: m.index, end: m.index + m[0].length, norm, base: norm.replace(/'s?$/, ''), word });
  }
  return tokens;
}

const words = (phrase: string) => phrase.toLowerCase().replace(/’/g, "'").split(/\s+/).filter(Boolean);

/** Where `phrase` occurs as whole words: [first token, token after the last). */
function findPhrase(tokens: Token[], phrase: string, plural = false): [number, number][] {
  const parts = words(phrase);
  const hits: [number, number][] = [];
  if (!parts.length) return hits;
  for (let i = 0; i + parts.length <= tokens.length; i++) {
    const ok = parts.every((part, k) => {
      const t = tokens[i + k]!;
      const last = k === parts.length - 1;
      return t.norm === part || t.base === part || (plural && last && (t.norm === `${part}s` || t.norm === `${part}es`));
    });
    if (ok) hits.push([i, i + parts.length]);
  }
  return hits;
}

// ─── The analysis ───────────────────────────────────────────────────────────────────────────

/** Modal verbs: when a sentence has no directing term, a vague one among them still marks where its outcome begins. */
const MODALS = new Set(['may', 'might', 'should', 'can', 'could', 'would', 'ought']);
const DETERMINERS = new Set(['the', 'a', 'an', 'each', 'every', 'all', 'any', 'our', 'its', 'their', 'his', 'her', 'this', 'that', 'these', 'those']);
const SCHEDULE_LEAD = new Set(['at', 'on', 'in', 'by', 'during', 'the', 'end', 'start', 'beginning', 'close', 'first', 'last', 'of']);
const BE = new Set(['be', 'been']);
const CLAUSE_VERBS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'will', 'must', 'shall', 'does', 'do']);

export function analyseSentence(text: string, lexicon: Lexicon): SentenceAnalysis {
  const tokens = tokenize(text);
  const vague = findVague(tokens, text, lexicon);
  const inVague = coverage(
    tokens.length,
    vague.map((v) => v.range),
  );

  const schedules = findSchedules(tokens, lexicon);
  const directing = lexicon.directingTerms.flatMap((term) => findPhrase(tokens, term));
  // The first directing term outside a schedule governs the sentence; failing one, the first modal verb.
  const firstDirecting = directing.filter(([s]) => !schedules.some(([a, b]) => s >= a && s < b)).sort((a, b) => a[0] - b[0])[0];
  const modal = vague.find((v) => v.range[1] - v.range[0] === 1 && MODALS.has(tokens[v.range[0]]!.norm))?.range;
  const anchor = firstDirecting ?? modal ?? null;

  const triggers = findTriggers(tokens, lexicon, inVague, coverage(tokens.length, schedules), anchor);
  const conditionRanges = mergeRanges([...triggers, ...schedules]);
  const inCondition = coverage(tokens.length, conditionRanges);

  // The subject: the words before the anchor back to the sentence's start or the end of a condition.
  let party: string | null = null;
  let notARole: string | null = null;
  let outcomeTokens: number[] = [];
  let subject: number[] = [];
  let rewriteOutcome: string | null = null;
  if (anchor) {
    let s = anchor[0];
    while (s > 0 && !inCondition[s - 1] && !(tokens[s - 1]!.norm === ',' && inCondition[s - 2])) s--;
    subject = range(s, anchor[0]).filter((i) => !inVague[i] && (tokens[i]!.word || tokens[i]!.norm === "'"));
    // The outcome: what follows the anchor, without conditions.
    let after = range(anchor[1], tokens.length).filter((i) => !inCondition[i]);
    let passive = false;
    if (after.length && BE.has(tokens[after[0]!]!.norm)) {
      passive = true;
      after = after.slice(1);
    }
    // The agent of a passive: `by the change advisory board`.
    let agent: number[] = [];
    if (passive) {
      const by = after.findIndex((i) => tokens[i]!.norm === 'by');
      if (by >= 0) {
        const rest = after.slice(by + 1);
        const stop = rest.findIndex((i) => !tokens[i]!.word || lexicon.deadlineMarkers.some((m) => words(m)[0] === tokens[i]!.norm) || tokens[i]!.norm === 'and');
        const phrase = stop < 0 ? rest : rest.slice(0, stop);
        if (hasRole(tokens, phrase, lexicon)) {
          agent = phrase;
          after = [...after.slice(0, by), ...rest.slice(phrase.length)];
        }
      }
      // `… must be assessed before use by the procurement lead`: the agent ends a trailing condition.
      const last = conditionRanges.at(-1);
      if (!agent.length && last && last[0] >= anchor[1]) {
        for (let k = last[1] - 2; k > last[0]; k--) {
          if (tokens[k]!.norm !== 'by') continue;
          const phrase = range(k + 1, last[1]);
          // Only a short noun phrase (`… approved by the privacy officer is recorded` is a clause).
          const nounPhrase = phrase.length <= 6 && phrase.every((i) => tokens[i]!.word && !CLAUSE_VERBS.has(tokens[i]!.norm));
          if (nounPhrase && hasRole(tokens, phrase, lexicon)) {
            agent = phrase;
            last[1] = k;
          }
          break;
        }
      }
    }
    if (hasRole(tokens, subject, lexicon)) party = textOf(text, tokens, subject);
    else if (agent.length) party = textOf(text, tokens, agent);
    else notARole = findNotRole(tokens, subject, lexicon, text);
    const core = after.filter((i) => tokens[i]!.word || tokens[i]!.norm === "'");
    if (core.length) {
      outcomeTokens = passive ? [...(party && !agent.length ? [] : subject), ...after] : after;
      if (passive && subject.length) {
        const object = textOf(text, tokens, subject);
        // The head noun: the last word before a preposition (`access to systems` → access).
        const head = object
          .split(/\s+(?:to|of|for|in|on|from|with|at)\s+/i)[0]!
          .split(' ')
          .at(-1)!;
        const plural = /[^s]s'?$/i.test(head);
        rewriteOutcome = `ensure ${lowerFirst(object)} ${plural ? 'are' : 'is'} ${textOf(text, tokens, after)}`;
      }
    }
  } else {
    // No directing term or modal: a role named at the start of the main clause is still its party.
    const main = range(0, tokens.length).filter((i) => !inCondition[i] && tokens[i]!.word);
    const roleAt = main.findIndex((i, k) => k < 8 && hasRole(tokens, [i], lexicon));
    if (roleAt >= 0) {
      let end = roleAt + 1;
      if (tokens[main[roleAt]!]!.norm === 'head' && tokens[main[end] ?? -1]?.norm === 'of') end += 2;
      subject = main.slice(0, end);
      party = textOf(text, tokens, subject);
      outcomeTokens = main.slice(end);
    } else {
      // Neither a directing term nor a role: a statement, not a rule; it governs no outcome.
      notARole = findNotRole(tokens, main.slice(0, 4), lexicon, text);
    }
  }

  const outcome = outcomeTokens.length ? textOf(text, tokens, outcomeTokens) : null;
  if (!outcome) rewriteOutcome = null;
  else rewriteOutcome ??= outcome;
  const condition = conditionRanges.length ? conditionRanges.map(([a, b]) => textOf(text, tokens, range(a, b))).join('; ') : null;
  const hasDeadline = outcomeTokens.some((i) => lexicon.deadlineMarkers.some((m) => findPhrase(tokens, m).some(([a]) => a === i)));
  const directingSpans = directing.sort((a, b) => a[0] - b[0]).map(([a, b]) => spanOf(text, tokens, a, b));
  return {
    text,
    condition,
    outcome,
    responsibleParty: party,
    notARole,
    directingTerms: directingSpans,
    vaguePhrases: vague.map((v) => v.hit),
    rewriteOutcome,
    hasDeadline,
    enforceable: Boolean(condition && outcome && party && firstDirecting && vague.length === 0),
  };
}

function findVague(tokens: Token[], text: string, lexicon: Lexicon): { range: [number, number]; hit: VagueHit }[] {
  const found: { range: [number, number]; hit: VagueHit }[] = [];
  for (const entry of lexicon.vaguePhrases) {
    for (const [a, b] of findPhrase(tokens, entry.phrase)) {
      const before = tokens[a - 1];
      const after = tokens[b];
      if (before?.word && entry.notAfter?.some((w) => w.toLowerCase() === before.norm)) continue;
      if (after?.word && entry.notBefore?.some((w) => w.toLowerCase() === after.norm)) continue;
      if (entry.notBeforeNumber && after && /^\d/.test(after.norm)) continue;
      if (found.some(({ range: [x, y] }) => a < y && b > x)) continue;
      found.push({ range: [a, b], hit: { ...spanOf(text, tokens, a, b), entry } });
    }
  }
  return found.sort((x, y) => x.range[0] - y.range[0]);
}

/** Schedules: `each quarter`, `every two weeks`, `at the end of each month`, `annually`, `once a year`. */
function findSchedules(tokens: Token[], lexicon: Lexicon): [number, number][] {
  const out: [number, number][] = [];
  const { quantifiers, periods, adverbs } = lexicon.schedules;
  for (const adverb of adverbs) out.push(...findPhrase(tokens, adverb));
  const periodAt = (i: number) => {
    for (const period of periods) {
      const hit = findPhrase(tokens.slice(i), period, true)[0];
      if (hit && hit[0] === 0) return i + hit[1];
    }
    return -1;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const isQuantifier = quantifiers.some((q) => q.toLowerCase() === t.norm);
    const isFrequency = ['once', 'twice'].includes(t.norm) || (/^\d+$/.test(t.norm) && tokens[i + 1]?.norm === 'times');
    let end = -1;
    if (isQuantifier) {
      // Up to two words may sit between: `every two weeks`, `each calendar month`.
      for (let gap = 1; gap <= 3 && end < 0; gap++) end = periodAt(i + gap);
    } else if (isFrequency) {
      const j = tokens[i + 1]?.norm === 'times' ? i + 2 : i + 1;
      if (['a', 'an', 'per', 'each', 'every'].includes(tokens[j]?.norm ?? '')) end = periodAt(j + 1);
    }
    if (end < 0) continue;
    let start = i;
    // `at the end of each quarter`, `on the first day of every month`, `during each audit cycle`
    while (start > 0 && SCHEDULE_LEAD.has(tokens[start - 1]!.norm)) start--;
    while (start < i && !['at', 'on', 'in', 'by', 'during'].includes(tokens[start]!.norm)) start++;
    out.push([start, end]);
    i = end - 1;
  }
  return mergeRanges(out);
}

/** Trigger clauses: from a condition marker to the comma that ends it, or to the sentence's end after the main clause. */
function findTriggers(tokens: Token[], lexicon: Lexicon, inVague: boolean[], inSchedule: boolean[], anchor: [number, number] | null): [number, number][] {
  const out: [number, number][] = [];
  const markers = lexicon.conditionMarkers.flatMap((m) => findPhrase(tokens, m)).sort((a, b) => a[0] - b[0]);
  for (const [a, b] of markers) {
    if (inVague[a] || inSchedule[a] || out.some(([x, y]) => a >= x && a < y)) continue;
    if (DETERMINERS.has(tokens[a - 1]?.norm ?? '')) continue; // `the following controls`
    if (!tokens[b]?.word) continue; // a marker with nothing after it
    let end: number;
    if (anchor && a < anchor[0]) {
      const comma = tokens.findIndex((t, i) => i > a && i < anchor[0] && (t.norm === ',' || t.norm === ';'));
      if (comma >= 0) end = comma;
      else {
        // No comma: the condition ends where the subject begins (its last determiner).
        let d = anchor[0] - 1;
        while (d > b && !DETERMINERS.has(tokens[d]!.norm)) d--;
        end = d > b ? d : anchor[0];
      }
    } else {
      const stop = tokens.findIndex((t, i) => i > b && (t.norm === ';' || (t.norm === ',' && (inSchedule[i + 1] || lexicon.deadlineMarkers.some((m) => words(m)[0] === tokens[i + 1]?.norm)))));
      end = stop >= 0 ? stop : tokens.length;
    }
    while (end > b && !tokens[end - 1]!.word) end--;
    if (end > b) out.push([a, end]);
  }
  return out;
}

function hasRole(tokens: Token[], indices: number[], lexicon: Lexicon): boolean {
  if (!indices.length) return false;
  const sub = indices.map((i) => tokens[i]!);
  return lexicon.responsibleRoles.some((role) => findPhrase(sub, role, true).length > 0);
}

function findNotRole(tokens: Token[], indices: number[], lexicon: Lexicon, text: string): string | null {
  const sub = indices.map((i) => tokens[i]!);
  let best: [number, number] | null = null;
  for (const phrase of lexicon.notRoles) {
    for (const hit of findPhrase(sub, phrase)) if (!best || hit[1] - hit[0] > best[1] - best[0]) best = hit;
  }
  return best ? text.slice(sub[best[0]]!.start, sub[best[1] - 1]!.end) : null;
}

/** The words at `indices`, as written: runs of neighbouring tokens keep their spacing, gaps become one space. */
function textOf(text: string, tokens: Token[], indices: number[]): string {
  const kept = indices.filter((i) => tokens[i]!.word || tokens[i]!.norm === "'");
  let out = '';
  for (let k = 0; k < kept.length; k++) {
    const i = kept[k]!;
    const prev = kept[k - 1];
    if (prev === undefined) out = text.slice(tokens[i]!.start, tokens[i]!.end);
    else if (prev === i - 1 || (prev === i - 2 && /^[-/'’]$/.test(tokens[i - 1]!.norm))) out += text.slice(tokens[prev]!.end, tokens[i]!.end);
    else out += ` ${text.slice(tokens[i]!.start, tokens[i]!.end)}`;
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** Lower-cases a capital that only starts the sentence (`The owner` → `the owner`), never an acronym (`CISO`). */
export function lowerFirst(s: string): string {
  return /^[\p{Lu}][\p{Ll}]/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}

function spanOf(text: string, tokens: Token[], a: number, b: number): Span {
  const start = tokens[a]!.start;
  const end = tokens[b - 1]!.end;
  return { start, end, text: text.slice(start, end) };
}

function coverage(length: number, ranges: [number, number][]): boolean[] {
  const out = new Array<boolean>(length).fill(false);
  for (const [a, b] of ranges) for (let i = a; i < b; i++) out[i] = true;
  return out;
}

function mergeRanges(ranges: [number, number][]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([...r]);
  }
  return out;
}

function range(a: number, b: number): number[] {
  return Array.from({ length: Math.max(0, b - a) }, (_, k) => a + k);
}
