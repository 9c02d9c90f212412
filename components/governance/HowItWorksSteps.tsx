import type { IconCard } from '../../.generated/types/defs/section-heading.ts';
import { ScrollRow } from '../ui/ScrollRow.tsx';
import { Icon } from '../ui/Icon.tsx';
import { StepLabel } from '../ui/StepLabel.tsx';
import { stepNumber } from '../../lib/format/stepNumber.ts';
import { Heading } from '../ui/Heading.tsx';

/** The four How It Works steps, numbered, as an ordered list; a sideways row on phones. */
export function HowItWorksSteps({ steps, label }: { steps: IconCard[]; label: string }) {
  return (
    <ScrollRow label={label}>
      <ol className="scroll-row-list md:grid-cols-2 md:gap-5 lg:grid-cols-4" data-steps>
        {steps.map((step, i) => (
          <li key={step.title} className="relative rounded-[var(--radius-card)] border border-white/10 bg-white/[0.04] p-6" data-step>
            <div className="flex items-center justify-between">
              <span className="icon-tile-dark">
                <Icon name={step.icon} className="size-5" />
              </span>
              <span className="font-mono text-sm font-medium text-accent-300 tabular-nums" aria-hidden="true">
                {stepNumber(i)}
              </span>
            </div>
            <Heading level={3} className="heading-3 mt-5 text-white">
              <StepLabel index={i} />
              {step.title}
            </Heading>
            <p className="mt-2 text-[0.9375rem] leading-7 text-ink-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </ScrollRow>
  );
}
