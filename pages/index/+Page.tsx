// https://vike.dev/Page
import home from '#content/pages/home';
import { AwardNote } from '../../components/home/AwardNote.tsx';
import { PartnerLogos } from '../../components/home/PartnerLogos.tsx';
import { StatTiles } from '../../components/home/StatTiles.tsx';
import { UseCaseCards } from '../../components/home/UseCaseCards.tsx';
import { RulePreview } from '../../components/governance/RulePreview.tsx';
import { CtaBand } from '../../components/sections/CtaBand.tsx';
import { IconCardGrid } from '../../components/sections/IconCardGrid.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { SevenPillars } from '../../components/sections/SevenPillars.tsx';
import { VideoFacade } from '../../components/ui/VideoFacade.tsx';

/** Home: the seven sections in their published order (hero, stats, pillars, differentiators, use cases, video, partners), then the closing call to action. */
export default function Page() {
  const { hero, stats, differentiators, useCases, video, partners, closing } = home;
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} ctas={hero.ctas} aside={<RulePreview preview={hero.preview} />}>
        <AwardNote award={hero.award} />
      </PageHero>
      <Section id={stats.id} {...stats.heading}>
        <StatTiles tiles={stats.tiles} label={stats.heading.title} />
      </Section>
      <SevenPillars muted compact />
      <Section id={differentiators.id} {...differentiators.heading} dark>
        <IconCardGrid items={differentiators.items} onDark kind="differentiator" scrollLabel={differentiators.heading.title} />
      </Section>
      <Section id={useCases.id} {...useCases.heading}>
        <UseCaseCards items={useCases.items} label={useCases.heading.title} />
      </Section>
      <Section id={video.id} {...video.heading} muted>
        <div className="mx-auto max-w-4xl">
          <VideoFacade youtubeId={video.youtubeId} title={video.title} duration={video.duration} poster={video.poster} illustration={video.illustration} />
        </div>
      </Section>
      <Section id={partners.id} {...partners.heading}>
        <PartnerLogos logos={partners.logos} />
      </Section>
      <CtaBand {...closing} />
    </>
  );
}
