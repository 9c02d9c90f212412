import type { ClosingBand } from '../../.generated/types/defs/common.ts';
import { CtaGroup } from '../ui/CtaGroup.tsx';
import { Heading } from '../ui/Heading.tsx';
import { InkBand } from './InkBand.tsx';

/**
 * The closing call to action of a page: a contrasting band with one or two buttons. Its id comes from
 * the content record (a link target: `/pricing#custom-solutions`).
 */
export function CtaBand({ id, title, intro, ctas }: ClosingBand) {
  return (
    <InkBand id={id} className="section" panelClassName="px-6 py-10 text-center sm:px-12 sm:py-20">
      <div className="relative mx-auto max-w-2xl">
        <Heading level={2} id={`${id}-title`} className="heading-1 text-white">
          {title}
        </Heading>
        <p className="lead mt-4 text-ink-300">{intro}</p>
        <CtaGroup ctas={ctas} className="hero-actions mt-8 sm:mt-10 sm:justify-center" onDark />
      </div>
    </InkBand>
  );
}
