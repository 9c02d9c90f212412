// https://vike.dev/Page
import page from '#content/pages/partnerships';
import { JoinConstellation } from '../../components/company/JoinConstellation.tsx';
import { MissionStatement } from '../../components/company/MissionStatement.tsx';
import { PartnerTiers } from '../../components/company/PartnerTiers.tsx';
import { TierConstellation } from '../../components/company/TierConstellation.tsx';
import { ProgramSteps } from '../../components/company/ProgramSteps.tsx';
import { IconCardGrid } from '../../components/sections/IconCardGrid.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { SevenPillars } from '../../components/sections/SevenPillars.tsx';
import { site } from '../../lib/content/site.ts';

export default function Page() {
  const { hero, mission, tiers, whyJoin, program, join } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas} aside={<TierConstellation tiers={tiers.items} />} />
      <MissionStatement {...mission} />
      <SevenPillars muted />
      <PartnerTiers id={tiers.id} heading={tiers.heading} tiers={tiers.items} />
      <Section id={whyJoin.id} {...whyJoin.heading} muted>
        <IconCardGrid items={whyJoin.items} columns={4} kind="why-join-card" />
      </Section>
      <ProgramSteps id={program.id} heading={program.heading} steps={program.steps} benefits={program.benefits} muted={false} />
      <JoinConstellation {...join} email={site.email.partners} />
    </>
  );
}
