// https://vike.dev/Page
import page from '#content/pages/nvidia-ai-enterprise';
import { SoftwareTierCard } from '../../../components/marketplace/SoftwareTierCard.tsx';
import { IconCardGrid } from '../../../components/sections/IconCardGrid.tsx';
import { LicenseNote } from '../../../components/pricing/LicenseNote.tsx';
import { CtaBand } from '../../../components/sections/CtaBand.tsx';
import { HeroFacts } from '../../../components/marketplace/HeroFacts.tsx';
import { PageHero } from '../../../components/sections/PageHero.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { softwarePagePricing } from '../../../lib/content/pricing.ts';

export default function Page() {
  const { hero, heroAside, tiers, governance, closing } = page;
  const tierFacts = tiers.items.map((tier) => ({ title: tier.name, detail: tier.subtitle, value: softwarePagePricing(tier.name) }));
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas} aside={<HeroFacts title={heroAside.title} facts={tierFacts} />} />
      <Section id={tiers.id} {...tiers.heading}>
        <LicenseNote className="mx-auto mb-10 w-fit" />
        <div className="grid items-stretch gap-6 lg:grid-cols-3" data-tier-cards>
          {tiers.items.map((tier) => (
            <SoftwareTierCard key={tier.name} tier={tier} idealForLabel={tiers.idealForLabel} />
          ))}
        </div>
      </Section>
      <Section id={governance.id} {...governance.heading} muted>
        <IconCardGrid kind="governance" items={governance.items} />
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
