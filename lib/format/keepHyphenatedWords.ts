/**
 * Keeps hyphenated words whole in headings: "model-risk", "real-time" and "Sentence-by-Sentence" break
 * at a space, never at their hyphen. Applied to every rendered page (renderer/+onRenderHtml.tsx), so
 * headings from YAML and from Markdown get it without anyone thinking about it.
 *
 * Works on the static HTML React produced: inside each h1-h6 it wraps every hyphenated word of the text
 * (never inside a tag) in `<span class="nowrap">`.
 */
const heading = /(<h([1-6])\b[^>]*>)([\s\S]*?)(<\/h\2>)/g;
// A word with at least one inner hyphen; letters, digits and entities on both sides.
const hyphenated = /(?:[\p{L}\p{N}&#;]+-)+[\p{L}\p{N}&#;]+/gu;

export function keepHyphenatedWords(html: string): string {
  return html.replace(heading, (_match, open: string, _level: string, inner: string, close: string) => open + wrapText(inner) + close);
}

function wrapText(inner: string): string {
  // Odd parts are tags (attributes untouched), even parts are text.
  return inner
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 ? part : part.replace(hyphenated, (word) => `<span class="nowrap">${word}</span>`)))
    .join('');
}
