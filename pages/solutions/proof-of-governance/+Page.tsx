// https://vike.dev/Page
import checker from '#content/enforceability-checker';
import pog from '#content/pages/proof-of-governance';
import { PolicyChecker, PolicyCheckerLink } from '../../../components/governance/checker/PolicyChecker.tsx';
import { ComparisonTable } from '../../../components/governance/ComparisonTable.tsx';
import { EnforceableRules } from '../../../components/governance/EnforceableRules.tsx';
import { FeatureGrid } from '../../../components/governance/FeatureGrid.tsx';
import { HowItWorksSteps } from '../../../components/governance/HowItWorksSteps.tsx';
import { RulePreview } from '../../../components/governance/RulePreview.tsx';
import { CtaBand } from '../../../components/sections/CtaBand.tsx';
import { Faq } from '../../../components/sections/Faq.tsx';
import { IconCardGrid } from '../../../components/sections/IconCardGrid.tsx';
import { PageHero } from '../../../components/sections/PageHero.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { Cta } from '../../../components/ui/Cta.tsx';
import { howItWorksId } from '../../../lib/content/site.ts';

/** The governance module page: features, How It Works, comparison, enforceable rules, best practices, FAQ. */
export default function Page() {
  const { hero, features, howItWorks, comparison, enforceableRules, bestPractices, faq, closing } = pog;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas} aside={<RulePreview preview={hero.preview} />}>
        <PolicyCheckerLink checker={checker} />
      </PageHero>
      <Section id={features.id} {...features.heading}>
        <FeatureGrid features={features} />
      </Section>
      <Section id={howItWorksId} {...howItWorks.heading} dark>
        <HowItWorksSteps steps={howItWorks.steps} label={howItWorks.heading.title} />
        <div className="mt-8 flex justify-center sm:mt-12">
          <Cta cta={howItWorks.cta} onDark />
        </div>
      </Section>
      <Section id={comparison.id} {...comparison.heading}>
        <ComparisonTable comparison={comparison} />
      </Section>
      <Section id={enforceableRules.id} {...enforceableRules.heading} muted>
        <EnforceableRules rules={enforceableRules} />
      </Section>
      <PolicyChecker checker={checker} examples={enforceableRules.examples.items} />
      <Section id={bestPractices.id} {...bestPractices.heading}>
        <IconCardGrid items={bestPractices.items} kind="best-practice" scrollLabel={bestPractices.heading.title} />
      </Section>
      <Faq id={faq.id} title={faq.heading.title} {...(faq.heading.intro ? { intro: faq.heading.intro } : {})} items={faq.items} />
      <CtaBand {...closing} />
    </>
  );
}
