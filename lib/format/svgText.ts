/**
 * Line breaking for text drawn in SVG at build time (SVG does not wrap): words are packed greedily by
 * an average glyph width, 0.56 em for the site's sans-serif at weight 400 to 600, and a text that
 * needs more than `maxLines` is cut with an ellipsis, so an editor's longer sentence never runs out
 * of its picture.
 */
export const GLYPH_EM = 0.56;

export function breakLines(text: string, fontSize: number, width: number, maxLines = Infinity): string[] {
  const perLine = Math.max(4, Math.floor(width / (fontSize * GLYPH_EM)));
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word.length > perLine ? `${word.slice(0, perLine - 1)}…` : word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= perLine ? last.slice(0, perLine - 1) : last}…`;
  return kept;
}

/** One line: the text, cut with an ellipsis when it is wider than `width`. */
export function fitLine(text: string, fontSize: number, width: number): string {
  const perLine = Math.max(4, Math.floor(width / (fontSize * GLYPH_EM)));
  return text.length <= perLine ? text : `${text.slice(0, perLine - 1).trimEnd()}…`;
}

/** The width a text takes at `fontSize`, by the same average glyph width (pills and buttons are sized from it). */
export function textWidth(text: string, fontSize: number): number {
  return Math.round(text.length * fontSize * GLYPH_EM);
}
