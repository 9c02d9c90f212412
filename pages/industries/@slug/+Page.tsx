// https://vike.dev/Page
import { ExampleRule } from '../../../components/industries/ExampleRule.tsx';
import { FrameworkBadges, FrameworkPanel } from '../../../components/industries/FrameworkList.tsx';
import { IntegrationGroups } from '../../../components/industries/IntegrationGroups.tsx';
import { BenefitsList } from '../../../components/sections/BenefitsList.tsx';
import { CaseStudy } from '../../../components/sections/CaseStudy.tsx';
import { CtaBand } from '../../../components/sections/CtaBand.tsx';
import { Faq } from '../../../components/sections/Faq.tsx';
import { IconCardGrid } from '../../../components/sections/IconCardGrid.tsx';
import { PageHero } from '../../../components/sections/PageHero.tsx';
import { ScopeNote } from '../../../components/sections/ScopeNote.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { useData } from '../../../components/page/PageInfo.tsx';
import type { IndustryPage } from '../../../lib/content/industries.ts';

/** One industry page, from `content/industries/<slug>.yaml`: the sections in their published order. */
export default function Page() {
  const page = useData<IndustryPage>();
  const { hero, challenges, solution, features, caseStudy, integrations, benefits, faq, closing } = page;
  const frameworks = { label: hero.frameworksLabel, frameworks: hero.frameworks };
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={[hero.cta]} aside={<FrameworkPanel {...frameworks} />} compactAside={<FrameworkBadges {...frameworks} />} />
      <Section id={challenges.id} eyebrow={challenges.eyebrow} title={challenges.title} intro={challenges.intro} muted>
        <IconCardGrid items={challenges.items} columns={4} kind="challenge" />
      </Section>
      <Section id={solution.id} eyebrow={solution.eyebrow} title={solution.title} intro={solution.intro}>
        <IconCardGrid items={solution.steps} columns={4} numbered kind="step" />
        <ExampleRule rule={solution.exampleRule} />
      </Section>
      <Section id={features.id} eyebrow={features.eyebrow} title={features.title} intro={features.intro} muted>
        <IconCardGrid items={features.items} columns={3} kind="feature" />
      </Section>
      {caseStudy ? <CaseStudy id={caseStudy.id} study={caseStudy} /> : null}
      {integrations ? (
        <Section id={integrations.id} eyebrow={integrations.eyebrow} title={integrations.title} intro={integrations.intro} muted>
          <IntegrationGroups groups={integrations.groups} />
        </Section>
      ) : null}
      <Section id={benefits.id} eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
        <BenefitsList items={benefits.items} aside={<ScopeNote id="benefits-scope" {...benefits.scopeNote} />} />
      </Section>
      <Faq id={faq.id} title={faq.title} {...(faq.intro ? { intro: faq.intro } : {})} items={faq.items} />
      <CtaBand {...closing} />
    </>
  );
}
