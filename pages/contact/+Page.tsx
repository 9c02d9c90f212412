// https://vike.dev/Page
import page from '#content/pages/contact';
import { ContactPanel } from '../../components/company/ContactPanel.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';

export default function Page() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <ContactPanel form={page.form} details={page.details} />
    </>
  );
}
