/**
 * Splits text around its hyphenated words ("model-risk", "R&D-ready"), which headings keep whole so
 * that a line breaks at a space, never at a hyphen.
 */
const HYPHENATED = /(?:[\p{L}\p{N}&#;<>"']+-)+[\p{L}\p{N}&#;<>"']+/gu;

export interface TextPart {
  text: string;
  hyphenated: boolean;
}

export function splitHyphenated(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(HYPHENATED)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), hyphenated: false });
    parts.push({ text: match[0], hyphenated: true });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), hyphenated: false });
  return parts;
}
