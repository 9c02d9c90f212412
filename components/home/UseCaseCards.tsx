import type { UseCase } from '../../.generated/types/defs/use-case.ts';
import { CheckList } from '../ui/CheckList.tsx';
import { ScrollRow } from '../ui/ScrollRow.tsx';
import { site } from '../../lib/content/site.ts';
import { Heading } from '../ui/Heading.tsx';

/** Use-case cards: the industry tag, a title, a description and what the platform provides; a sideways row on phones. */
export function UseCaseCards({ items, label }: { items: UseCase[]; label: string }) {
  return (
    <ScrollRow label={label}>
      <ul className="scroll-row-list md:grid-cols-2 md:gap-5 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="card flex flex-col" data-use-case>
            <p className="badge self-start" data-industry-tag>
              <span className="sr-only">{site.ui.industryTag} </span>
              {item.industry}
            </p>
            <Heading level={3} className="heading-3 mt-5">
              {item.title}
            </Heading>
            <p className="mt-2 text-[0.9375rem] leading-7 text-ink-600">{item.description}</p>
            <CheckList items={item.features} className="mt-6 space-y-3 border-t border-ink-100 pt-6 text-sm leading-6 text-ink-700" />
          </li>
        ))}
      </ul>
    </ScrollRow>
  );
}
