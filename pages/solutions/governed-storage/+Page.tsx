// https://vike.dev/Page
import page from '#content/pages/governed-storage';
import { IconCardGrid } from '../../../components/sections/IconCardGrid.tsx';
import { StorageDetailCard } from '../../../components/marketplace/StorageDetailCard.tsx';
import { LicenseNote } from '../../../components/pricing/LicenseNote.tsx';
import { StoragePrice } from '../../../components/pricing/StoragePrice.tsx';
import { CtaBand } from '../../../components/sections/CtaBand.tsx';
import { HeroFacts } from '../../../components/marketplace/HeroFacts.tsx';
import { PageHero } from '../../../components/sections/PageHero.tsx';
import { Section } from '../../../components/sections/Section.tsx';
import { formatRate } from '../../../lib/format/money.ts';
import { storage } from '../../../lib/content/pricing.ts';
import { Heading } from '../../../components/ui/Heading.tsx';

export default function Page() {
  const { hero, heroAside, details, tiers, pricing, advantages, useCases, closing } = page;
  const { price } = storage;
  const priceFacts = [
    { title: `${formatRate(price.yearly, price.unit, 'year')}`, detail: price.yearlyBilling },
    { title: `${formatRate(price.monthly, price.unit, 'month')}`, detail: price.monthlyBilling },
  ];
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas} aside={<HeroFacts title={heroAside.title} facts={priceFacts} />} />
      <Section id={details.id} {...details.heading}>
        <div className="grid gap-6 lg:grid-cols-2" data-storage-cards>
          {details.items.map((card) => (
            <StorageDetailCard key={card.title} card={card} />
          ))}
        </div>
      </Section>
      <Section id={tiers.id} {...tiers.heading} muted>
        <ol className="grid gap-5 md:grid-cols-3" data-storage-tiers>
          {storage.tiers.map((tier, i) => (
            <li key={tier.name} className="card flex flex-col gap-3 sm:p-6" data-storage-tier={tier.name}>
              <span className={`storage-tier-bar tier-${i}`} aria-hidden="true" />
              <Heading level={3} className="heading-3">
                {tier.name}
              </Heading>
              <p className="text-sm leading-6 text-ink-600">{tier.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id={pricing.id} {...pricing.heading}>
        <div className="card mx-auto max-w-3xl">
          <StoragePrice heading={pricing.priceHeading} />
        </div>
        <LicenseNote className="mx-auto mt-8 w-fit" />
      </Section>
      <Section id={advantages.id} {...advantages.heading} muted>
        <IconCardGrid kind="advantages" items={advantages.items} columns={4} />
      </Section>
      <Section id={useCases.id} {...useCases.heading}>
        <IconCardGrid kind="use-cases" items={useCases.items} columns={5} />
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
