import type { CallToAction } from '../../lib/content/cta.ts';
import { Cta } from './Cta.tsx';

interface CtaGroupProps {
  ctas: readonly CallToAction[];
  /** The row's layout (spacing, alignment). */
  className: string;
  /** Light buttons for dark backgrounds. */
  onDark?: boolean;
}

/**
 * A row of calls to action. The first is the main one (primary) and the rest are secondary, unless
 * a record sets its own `variant`.
 */
export function CtaGroup({ ctas, className, onDark = false }: CtaGroupProps) {
  return (
    <div className={className}>
      {ctas.map((cta, i) => (
        <Cta key={cta.label} cta={{ ...cta, variant: cta.variant ?? (i === 0 ? 'primary' : 'secondary') }} onDark={onDark} />
      ))}
    </div>
  );
}
