// https://vike.dev/Page
import page from '#content/pages/about';
import pillars from '#content/pillars';
import { Leadership } from '../../components/company/Leadership.tsx';
import { MissionStatement } from '../../components/company/MissionStatement.tsx';
import { Offerings } from '../../components/company/Offerings.tsx';
import { PillarRing } from '../../components/company/PillarRing.tsx';
import { Recognition } from '../../components/company/Recognition.tsx';
import { CtaBand } from '../../components/sections/CtaBand.tsx';
import { IconCardGrid } from '../../components/sections/IconCardGrid.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { SevenPillars } from '../../components/sections/SevenPillars.tsx';

export default function Page() {
  const { hero, mission, whatWeDo, whyUs, recognition, leadership, values, closing } = page;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} aside={<PillarRing names={pillars.pillars.map((p) => p.name)} />} />
      <MissionStatement {...mission} muted />
      <Section id={whatWeDo.id} {...whatWeDo.heading}>
        <Offerings items={whatWeDo.items} />
      </Section>
      <SevenPillars muted />
      <Section id={whyUs.id} {...whyUs.heading}>
        <IconCardGrid items={whyUs.items} columns={whyUs.items.length === 4 ? 4 : 3} kind="why-us-card" />
      </Section>
      <Section id={recognition.id} {...recognition.heading} muted>
        <Recognition award={recognition.award} history={recognition.history} />
      </Section>
      <Section id={leadership.id} {...leadership.heading}>
        <Leadership people={leadership.people} />
      </Section>
      <Section id={values.id} {...values.heading} muted>
        <IconCardGrid items={values.items} columns={3} kind="value" />
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
