// https://vike.dev/Page
import page from '#content/pages/gpu-infrastructure';
import { GpuModelCard } from '../../../components/marketplace/GpuModelCard.tsx';
import { IconCardGrid } from '../../../components/sections/IconCardGrid.tsx';
import { LicenseNote } from '../../../components/pricing/LicenseNote.tsx';
import { CtaBand } from '../../../components/sections/CtaBand.tsx';
import { HeroFacts } from '../../../components/marketplace/HeroFacts.tsx';
import { PageHero } from '../../../components/sections/PageHero.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { gpu } from '../../../lib/content/pricing.ts';

export default function Page() {
  const { hero, heroAside, models, benefits, iaas, closing } = page;
  const modelFacts = gpu.rows.map((model) => ({ title: `${gpu.vendor} ${model.name}`, detail: model.class, value: model.specs[0]?.value }));
  const labels = { specs: models.specsLabel, performance: models.performanceLabel, useCases: models.useCasesLabel, prices: models.pricesLabel };
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas} aside={<HeroFacts title={heroAside.title} facts={modelFacts} />} />
      <Section id={models.id} {...models.heading}>
        <LicenseNote className="mb-10 w-fit" />
        <div className="grid gap-6 lg:grid-cols-3" data-gpu-cards>
          {models.items.map((card) => (
            <GpuModelCard key={card.model} card={card} labels={labels} />
          ))}
        </div>
      </Section>
      <Section id={benefits.id} {...benefits.heading} muted>
        <IconCardGrid kind="benefits" items={benefits.items} columns={4} />
      </Section>
      <Section id={iaas.id} {...iaas.heading}>
        <IconCardGrid kind="iaas" items={iaas.items} />
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
