import talks from '#content/resources/talks';
import { CtaBand } from '../sections/CtaBand.tsx';
import { PageHero } from '../sections/PageHero.tsx';
import { Section } from '../sections/Section.tsx';
import { DurationBadge, TalkCard } from './TalkCard.tsx';
import { viewFor } from '../../lib/content/productViews.ts';
import { ProductPicture } from '../product/ProductPicture.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { Heading } from '../ui/Heading.tsx';

/** /resources/talks: the featured keynote and the 'All Talks' grid. */
export function TalksPage() {
  const { featured, grid } = talks;
  return (
    <>
      <PageHero eyebrow={talks.hero.eyebrow} title={talks.hero.title} lead={talks.hero.lead} />
      <Section id={featured.id} title={featured.label}>
        <article className="featured-talk" data-featured-talk>
          <div className="featured-talk-poster items-center bg-accent-50">
            <ProductPicture view={featured.talk.illustration ?? viewFor(featured.talk.title)} ground />
          </div>
          <div className="p-6 sm:p-10">
            <div className="flex flex-wrap items-center gap-3">
              <span className="badge" data-talk-category>
                {featured.talk.category}
              </span>
              <DurationBadge duration={featured.talk.duration} />
            </div>
            <Heading level={3} className="heading-2 mt-4">
              {featured.talk.title}
            </Heading>
            <p className="prose-copy mt-4">{featured.talk.description}</p>
            <CheckList items={featured.highlights} className="mt-6 space-y-3 text-sm leading-6 text-ink-700" circled />
          </div>
        </article>
      </Section>
      <Section id={grid.id} title={grid.title} intro={grid.intro} muted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-talk-grid>
          {grid.talks.map((talk) => (
            <li key={talk.title} className="flex">
              <TalkCard talk={talk} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand {...talks.closing} />
    </>
  );
}
