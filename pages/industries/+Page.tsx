// https://vike.dev/Page
import overview from '#content/pages/industries';
import { IndustryCard } from '../../components/industries/IndustryCard.tsx';
import { SectorMosaic } from '../../components/industries/SectorMosaic.tsx';
import { CtaBand } from '../../components/sections/CtaBand.tsx';
import { IconCardGrid } from '../../components/sections/IconCardGrid.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { ScopeNote } from '../../components/sections/ScopeNote.tsx';
import { Section } from '../../components/sections/Section.tsx';

export default function Page() {
  const { hero, sectors, approach, closing } = overview;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} aside={<SectorMosaic cards={sectors.items} />} />
      <Section id={sectors.id} eyebrow={sectors.eyebrow} title={sectors.title} intro={sectors.intro}>
        <ul role="list" className="grid gap-6 md:grid-cols-2" data-industry-cards>
          {sectors.items.map((card) => (
            <li key={card.href}>
              <IndustryCard card={card} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id={approach.id} eyebrow={approach.eyebrow} title={approach.title} intro={approach.intro} muted>
        <IconCardGrid items={approach.items} columns={3} numbered kind="approach" />
        <div className="mt-8 max-w-3xl">
          <ScopeNote id="approach-scope" {...approach.scopeNote} />
        </div>
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
