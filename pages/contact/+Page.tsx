// https://vike.dev/Page
// Placeholder page, replaced by the company branch's /contact: it only hosts the contact form mount.
import { FormMount } from '../../components/forms/FormMount.tsx';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { Section } from '../../components/sections/Section.tsx';

export default function Page() {
  return (
    <>
      <PageHero title="Contact" lead="Send us a message and we will reply within one business day." />
      <Section id="contact-form-section" title="Send us a message">
        <div className="card max-w-2xl">
          <FormMount form="contact" />
        </div>
      </Section>
    </>
  );
}
