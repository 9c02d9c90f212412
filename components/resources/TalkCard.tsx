import { Clock } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { Talk } from '../../.generated/types/resources/talks.ts';
import { viewFor } from '../../lib/content/productViews.ts';
import { ProductPicture } from '../product/ProductPicture.tsx';
import { site } from '../../lib/content/site.ts';
import { Heading } from '../ui/Heading.tsx';

/** The duration badge of a talk: 'm:ss', read out as a duration. */
export function DurationBadge({ duration }: { duration: string }) {
  return (
    <span className="duration-badge" data-talk-duration>
      <Glyph icon={Clock} aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{site.ui.duration}: </span>
      <time dateTime={isoDuration(duration)}>{duration}</time>
    </span>
  );
}

/**
 * One talk in the 'All Talks' grid: the product screen it shows (named, else chosen from its title),
 * then its category, duration, title and description, each once. A plain card on purpose: it shows what the talk is and does not
 * pretend to be a link (no hover lift, no pointer); the page's call to action asks for a talk.
 */
export function TalkCard({ talk }: { talk: Talk }) {
  return (
    <article className="talk-card" data-talk-card>
      <ProductPicture view={talk.illustration ?? viewFor(talk.title)} ground className="talk-poster" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-semibold uppercase tracking-wider text-accent-700" data-talk-category>
            {talk.category}
          </p>
          <DurationBadge duration={talk.duration} />
        </div>
        <Heading level={3} className="heading-3 mt-3">
          {talk.title}
        </Heading>
        <p className="mt-2 text-sm leading-6 text-ink-600">{talk.description}</p>
      </div>
    </article>
  );
}

/** `45:18` → `PT45M18S`, `1:02:03` → `PT1H2M3S` (the machine-readable form for <time>). */
export function isoDuration(duration: string): string {
  const parts = duration.split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ?? 0}S`;
}
