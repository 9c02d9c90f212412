// https://vike.dev/Page
import page from '#content/pages/pricing';
import { LicenseNote } from '../../components/pricing/LicenseNote.tsx';
import { PriceTableSection } from '../../components/pricing/PriceTableSection.tsx';
import { PricingOverview } from '../../components/pricing/PricingOverview.tsx';
import { SpecLine } from '../../components/pricing/SpecLine.tsx';
import { StorageFacts } from '../../components/pricing/StorageFacts.tsx';
import { StoragePrice } from '../../components/pricing/StoragePrice.tsx';
import { CtaBand } from '../../components/sections/CtaBand.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { Cta } from '../../components/ui/Cta.tsx';
import { gpu, license, software, storage } from '../../lib/content/pricing.ts';
import { Heading } from '../../components/ui/Heading.tsx';

export default function Page() {
  const { hero, onThisPage, closing } = page;
  // Section ids come from the content: the solution pages deep-link to them (`/pricing#storage`).
  const ids = { license: page.license.id, gpu: page.gpu.id, software: page.software.id, storage: page.storage.id };
  const overview = [
    { id: ids.license, icon: page.license.icon, title: page.license.title, per: license.per },
    { id: ids.gpu, icon: page.gpu.icon, title: page.gpu.title, per: gpu.per },
    { id: ids.software, icon: page.software.icon, title: page.software.title, per: software.per },
    { id: ids.storage, icon: page.storage.icon, title: page.storage.title, per: storage.per },
  ];
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas} aside={<PricingOverview title={onThisPage.title} items={overview} />} />
      <PriceTableSection
        id={ids.license}
        table="license"
        copy={page.license}
        terms={license.terms}
        rows={license.rows.map((row) => ({ name: row.name, cells: row }))}
        note={<LicenseNote className="mb-8" />}
      />
      <PriceTableSection
        id={ids.gpu}
        table="gpu"
        copy={page.gpu}
        terms={gpu.terms}
        rows={gpu.rows.map((row) => ({ name: `${gpu.vendor} ${row.name}`, detail: <SpecLine parts={[row.class, ...row.specs.map((s) => s.value)]} />, cells: row }))}
        muted
      />
      <PriceTableSection id={ids.software} table="software" copy={page.software} terms={software.pricingPage.terms} rows={software.pricingPage.rows.map((row) => ({ name: row.name, cells: row }))} />
      <Section id={ids.storage} eyebrow={page.storage.eyebrow} title={page.storage.title} intro={page.storage.intro} muted>
        <div className="grid gap-6 lg:grid-cols-[1.2fr_1fr]">
          <div className="card">
            <StoragePrice heading={page.storage.priceHeading} />
          </div>
          <div className="card">
            <Heading level={3} className="heading-3">
              {page.storage.factsHeading}
            </Heading>
            <div className="mt-5">
              <StorageFacts />
            </div>
          </div>
        </div>
        <div className="mt-6">
          <Cta cta={page.storage.cta} className="-ml-3.5" />
        </div>
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
