import { site } from '../../lib/content/site.ts';

/** The brand mark: an original shield-and-check glyph with the product name. */
export function Logo({ onDark = false }: { onDark?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <path d="M16 2.5 4.5 7v8.2c0 7.1 4.9 12.6 11.5 14.3 6.6-1.7 11.5-7.2 11.5-14.3V7L16 2.5Z" fill="var(--color-accent-600)" />
        <path d="m10.5 16.2 3.8 3.8 7.4-8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className={`text-lg font-semibold tracking-tight ${onDark ? 'text-white' : 'text-ink-900'}`}>{site.brand.product}</span>
    </span>
  );
}
