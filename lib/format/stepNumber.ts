/** The number shown before the n-th item of a numbered list (steps, rules, legal sections), from its 0-based index: `0` → `01`. */
export function stepNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
