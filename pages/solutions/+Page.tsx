// https://vike.dev/Page
import solutions from '#content/pages/solutions';
import { CtaBand } from '../../components/sections/CtaBand.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { IntegrationsList } from '../../components/solutions/IntegrationsList.tsx';
import { SolutionCards } from '../../components/solutions/SolutionCards.tsx';
import { SolutionStack } from '../../components/solutions/SolutionStack.tsx';

/** The solutions overview: the four solution cards, the integrations list and the closing buttons. */
export default function Page() {
  const { hero, solutions: overview, integrations, closing } = solutions;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={closing.ctas} aside={<SolutionStack cards={overview.items} />} />
      <Section id={overview.id} {...overview.heading}>
        <SolutionCards cards={overview.items} capabilitiesLabel={overview.capabilitiesLabel} idealForLabel={overview.idealForLabel} />
      </Section>
      <Section id={integrations.id} {...integrations.heading} muted>
        <IntegrationsList groups={integrations.groups} />
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
