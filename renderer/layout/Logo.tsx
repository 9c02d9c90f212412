import { site } from '../../lib/content/site.ts';

/** The mark's geometry on a 32-unit grid (scripts/brand-assets.mjs draws the same for the favicons and share image). */
const MARK = {
  /** The seal: a square with document-like corners. */
  seal: 'M9 2h14a7 7 0 0 1 7 7v14a7 7 0 0 1-7 7H9a7 7 0 0 1-7-7V9a7 7 0 0 1 7-7Z',
  /** The tenet: a T, a rule's bar over its stem. */
  tenet: 'M8 8h16v4.5h-5.75V24h-4.5V12.5H8Z',
  /** The proof: the square filled in beside the stem, the rule checked. */
  proof: 'M20 19.5h4.5V24H20Z',
} as const;

/** The brand mark (a seal holding a T and its proof square) with the product name. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <path d={MARK.seal} fill="var(--color-accent-500)" />
        <path d={MARK.tenet} fill="#fff" />
        <path d={MARK.proof} fill="var(--color-accent-200)" />
      </svg>
      <span className={`text-lg font-bold tracking-[-0.02em] ${onDark ? 'text-white' : 'text-ink-900'}`}>{site.brand.product}</span>
    </span>
  );
}
