/**
 * How long an article takes to read, from its body: words at 200 a minute (a common figure for
 * reading on screen), rounded, at least one minute. Used where the front matter leaves `readTime`
 * out, and by `validate` to judge an explicit one.
 */
export const WORDS_PER_MINUTE = 200;

/** Words as a reader counts them: runs of text with a letter or digit. */
export function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}
