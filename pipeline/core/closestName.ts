import { distance } from 'fastest-levenshtein';

/**
 * The one "did you mean" policy of every error message: the candidate fewest edits away from a
 * misspelt name (case ignored; among equals, one `preferred` says so, else the first listed), if
 * it is within `slack` edits (default: a third of its length, at least 2). Undefined when none is.
 */
export function closestName(wrong: string, candidates: readonly string[], options: { slack?: number; preferred?: ReadonlySet<string> | undefined } = {}): string | undefined {
  const lower = wrong.toLowerCase();
  let best: { name: string; edits: number; preferred: boolean } | undefined;
  for (const name of candidates) {
    const edits = distance(lower, name.toLowerCase());
    const preferred = options.preferred?.has(name) ?? false;
    if (!best || edits < best.edits || (edits === best.edits && preferred && !best.preferred)) best = { name, edits, preferred };
  }
  if (!best) return undefined;
  return best.edits <= (options.slack ?? Math.max(2, Math.floor(best.name.length / 3))) ? best.name : undefined;
}
