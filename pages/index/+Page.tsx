// https://vike.dev/Page
import home from '#content/pages/home';
import { PageHero } from '../../components/sections/PageHero.tsx';

export default function Page() {
  return <PageHero eyebrow={home.hero.eyebrow} title={home.hero.title} lead={home.hero.lead} ctas={home.hero.ctas} />;
}
