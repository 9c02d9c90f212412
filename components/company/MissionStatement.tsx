import { CircleCheck } from 'lucide-react';
import type { SectionHeading } from '../../.generated/types/defs/company.ts';
import { Section } from '../sections/Section.tsx';

interface MissionStatementProps {
  id?: string;
  heading: SectionHeading;
  statement: string;
  points?: string[];
  muted?: boolean;
}

/** A mission statement set large, with the short commitments that back it. */
export function MissionStatement({ id = 'mission', heading, statement, points = [], muted = false }: MissionStatementProps) {
  return (
    <Section id={id} {...heading} muted={muted}>
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <p className="border-l-4 border-accent-500 pl-6 text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl sm:leading-relaxed" data-mission-statement>
          {statement}
        </p>
        {points.length ? (
          <ul className="space-y-5 self-center">
            {points.map((point) => (
              <li key={point} className="flex gap-3 text-base leading-7 text-ink-700">
                <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Section>
  );
}
