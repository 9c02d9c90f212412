import type { MissionStatementSection } from '../../.generated/types/defs/company.ts';
import { Section } from '../sections/Section.tsx';
import { CheckList } from '../ui/CheckList.tsx';

interface MissionStatementProps extends MissionStatementSection {
  muted?: boolean;
}

/** A mission statement set large, with the short commitments that back it. */
export function MissionStatement({ id, heading, statement, items, muted = false }: MissionStatementProps) {
  return (
    <Section id={id} {...heading} muted={muted}>
      <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <p className="border-l-4 border-accent-500 pl-6 text-xl leading-relaxed font-medium text-ink-900 sm:text-2xl sm:leading-relaxed" data-mission-statement>
          {statement}
        </p>
        {items ? <CheckList items={items} className="space-y-5 self-center text-base leading-7 text-ink-700" circled /> : null}
      </div>
    </Section>
  );
}
