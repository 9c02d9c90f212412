import type { Step } from '../../.generated/types/defs/company.ts';
import type { SectionHeading } from '../../.generated/types/defs/section-heading.ts';
import { Section } from '../sections/Section.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { StepLabel } from '../ui/StepLabel.tsx';
import { Heading } from '../ui/Heading.tsx';

interface ProgramStepsProps {
  id: string;
  heading: SectionHeading;
  steps: Step[];
  benefits: { title: string; items: string[] };
  muted?: boolean;
}

/** How a program works: numbered steps beside a panel of what every participant receives. */
export function ProgramSteps({ id, heading, steps, benefits, muted = true }: ProgramStepsProps) {
  return (
    <Section id={id} {...heading} muted={muted}>
      <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr] lg:gap-12">
        <ol className="grid gap-5 sm:grid-cols-2" data-program-steps>
          {steps.map((step, i) => (
            <li key={step.title} className="card flex flex-col gap-3" data-program-step>
              <span className="flex size-9 items-center justify-center rounded-full bg-accent-600 text-sm font-semibold text-white tabular-nums" aria-hidden="true">
                {i + 1}
              </span>
              <Heading level={3} className="heading-3">
                <StepLabel index={i} />
                {step.title}
              </Heading>
              <p className="text-sm leading-6 text-ink-600">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="relative self-start overflow-hidden rounded-[var(--radius-card)] tone-ink p-6 text-ink-300 sm:p-8">
          <div className="ledger-grid" aria-hidden="true" />
          <div className="relative">
            <Heading level={3} className="heading-3 text-white">
              {benefits.title}
            </Heading>
            <CheckList items={benefits.items} className="mt-6 space-y-4 text-sm leading-6" circled onDark name="program-benefits" />
          </div>
        </div>
      </div>
    </Section>
  );
}
