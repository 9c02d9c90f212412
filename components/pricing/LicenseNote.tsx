import { Info } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { accountMinimumNote } from '../../lib/content/pricing.ts';

/** 'Minimum of one PoG license required per account', from the license record. */
export function LicenseNote({ className = '' }: { className?: string }) {
  return (
    <p className={`license-note ${className}`} data-license-note>
      <Glyph icon={Info} aria-hidden="true" className="size-5 shrink-0 text-accent-700" strokeWidth={2} />
      <span>{accountMinimumNote}</span>
    </p>
  );
}
