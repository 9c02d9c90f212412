import { ArrowRight } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { IndustryCard as IndustryCardRecord } from '../../.generated/types/defs/industry.ts';
import { Icon } from '../ui/Icon.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { Heading } from '../ui/Heading.tsx';

/** One sector on /industries: the whole card is one link to the sector's page (its last line names it). */
export function IndustryCard({ card }: { card: IndustryCardRecord }) {
  return (
    <article className="card group relative flex h-full flex-col transition-[border-color,box-shadow] hover:border-accent-200 hover:shadow-[var(--shadow-pop)]" data-industry-card>
      <div className="flex items-start gap-4">
        <span className="icon-tile size-12 shrink-0">
          <Icon name={card.icon} className="size-6" />
        </span>
        <div>
          <Heading level={3} className="heading-2">
            {card.title}
          </Heading>
          <p className="mt-1 text-sm font-semibold text-accent-700">{card.subtitle}</p>
        </div>
      </div>
      <p className="prose-copy mt-5">{card.description}</p>
      <CheckList items={card.solutions} className="mt-6 grid gap-3 border-t border-ink-100 pt-6 text-sm leading-6 text-ink-700" name="industry-solutions" />
      <a
        href={card.href}
        className="mt-8 inline-flex items-center gap-2 self-start rounded-md text-sm font-semibold text-accent-700 after:absolute after:inset-0 after:rounded-[var(--radius-card)] after:content-[''] group-hover:text-accent-800"
        data-industry-link
      >
        {card.linkLabel}
        <Glyph icon={ArrowRight} aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
      </a>
    </article>
  );
}
