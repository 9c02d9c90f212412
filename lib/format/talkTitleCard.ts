/**
 * A talk's title card, designed from its data alone (title, category, duration), so a new talk in
 * content/resources/talks.yaml gets its own picture with no extra work. Pure layout: the words broken
 * into lines, the motif for the category, and a few constellation stars placed from the title, so no
 * two talks share a picture. components/resources/TalkTitleCard.tsx draws it as SVG at build time.
 */
export type TalkMotif = 'screen' | 'document' | 'chart' | 'shield';

export interface TalkTitleCardLayout {
  /** Unique per talk: prefixes the SVG's ids, so several cards can share a page. */
  key: string;
  category: string;
  duration: string;
  lines: string[];
  fontSize: number;
  motif: TalkMotif;
  /** Constellation stars [x, y, r] in the 640 × 360 frame. */
  stars: [number, number, number][];
}

export const TALK_CARD_WIDTH = 640;
export const TALK_CARD_HEIGHT = 360;
/** The width the title may take, left of the motif. */
const TITLE_WIDTH = 350;
const MAX_LINES = 4;

/** The motif that pictures a category: demos and technical talks a reviewed document, case studies a chart. */
export function motifFor(category: string): TalkMotif {
  if (/demo|technical|analysis/i.test(category)) return 'document';
  if (/case|stud|result/i.test(category)) return 'chart';
  if (/complian|audit|governance|polic/i.test(category)) return 'shield';
  return 'screen';
}

/** Greedy line breaking by an average glyph width (0.56 em for a semibold sans-serif). */
export function breakLines(text: string, fontSize: number, width = TITLE_WIDTH): string[] {
  const perLine = Math.max(8, Math.floor(width / (fontSize * 0.56)));
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The largest title size (34 px down to 22 px) at which the title fits in four lines; shortened with an ellipsis past that. */
function fitTitle(title: string): { lines: string[]; fontSize: number } {
  for (let fontSize = 34; fontSize >= 22; fontSize -= 2) {
    const lines = breakLines(title, fontSize);
    if (lines.length <= MAX_LINES) return { lines, fontSize };
  }
  const lines = breakLines(title, 22).slice(0, MAX_LINES);
  lines[MAX_LINES - 1] = `${lines[MAX_LINES - 1]}…`;
  return { lines, fontSize: 22 };
}

/** A small deterministic hash (FNV-1a) of the title: the same talk always gets the same stars. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function talkTitleCard(talk: { title: string; category: string; duration: string }): TalkTitleCardLayout {
  const seed = hash(`${talk.title}\u0000${talk.category}`);
  let state = seed || 1;
  const next = () => {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0xffffffff;
  };
  // Stars in the motif's half of the frame, clear of the title.
  const stars: [number, number, number][] = Array.from({ length: 6 }, () => [Math.round(400 + next() * 220), Math.round(24 + next() * 312), Math.round((1.5 + next() * 2.5) * 10) / 10]);
  return { key: `talk-${seed.toString(36)}`, category: talk.category, duration: talk.duration, ...fitTitle(talk.title), motif: motifFor(talk.category), stars };
}
