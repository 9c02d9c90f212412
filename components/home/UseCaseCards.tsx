import type { UseCase } from '../../.generated/types/defs/use-case.ts';
import { CheckList } from '../ui/CheckList.tsx';
import { site } from '../../lib/content/site.ts';

/**
 * Use-case cards: the industry tag, a title, a description and what the platform provides. On phones
 * the cards are one row that scrolls sideways (a focusable region named `label`, for keyboards), so
 * six full cards do not make six screens; a grid from 768 px.
 */
export function UseCaseCards({ items, label }: { items: UseCase[]; label: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1)
    <div role="region" aria-label={label} tabIndex={0} className="scroll-row">
      <ul className="grid grid-flow-col auto-cols-[85%] gap-4 md:grid-flow-row md:auto-cols-auto md:grid-cols-2 md:gap-5 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="card flex flex-col" data-use-case>
            <p className="badge self-start" data-industry-tag>
              <span className="sr-only">{site.ui.industryTag} </span>
              {item.industry}
            </p>
            <h3 className="heading-3 mt-5">{item.title}</h3>
            <p className="mt-2 text-[0.9375rem] leading-7 text-ink-600">{item.description}</p>
            <CheckList items={item.features} className="mt-6 space-y-3 border-t border-ink-100 pt-6 text-sm leading-6 text-ink-700" />
          </li>
        ))}
      </ul>
    </div>
  );
}
