import { Clock, Mail, MapPin } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { ReactNode } from 'react';
import type { ContactPage } from '../../.generated/types/pages/contact.ts';
import { mailto, site } from '../../lib/content/site.ts';
import { FormMount } from '../forms/FormMount.tsx';
import { EmailText } from '../ui/EmailText.tsx';
import { Heading } from '../ui/Heading.tsx';
import { Picture } from '../ui/Picture.tsx';

interface ContactPanelProps {
  form: ContactPage['form'];
  details: ContactPage['details'];
}

/**
 * The contact page's body: the embedded form's panel beside the ways to reach the team directly
 * (office, e-mail, business hours) and a decorative illustration.
 */
/** The details column: the narrower of two from 1024 px (about 31 rem of the 80 rem page), the page's width below. */
const ILLUSTRATION_SIZES = '(min-width: 64rem) 31rem, 100vw';

export function ContactPanel({ form, details }: ContactPanelProps) {
  const { address, brand, email } = site;
  return (
    <div className="section">
      <div className="container-page grid gap-10 lg:grid-cols-[1.35fr_1fr] lg:gap-12">
        <section id={form.id} aria-labelledby="contact-form-title" data-section="contact-form" className="card self-start">
          <Heading level={2} id="contact-form-title" className="heading-2">
            {form.title}
          </Heading>
          <p className="prose-copy mt-2">{form.intro}</p>
          {/* Space reserved for the provider's form, so the page does not jump when it arrives; released when the fallback shows instead. */}
          <div className="form-slot mt-8">
            <FormMount form="contact" />
          </div>
        </section>
        <section aria-labelledby="contact-details-title" data-section="contact-details" className="flex flex-col gap-5 lg:pt-8">
          <Heading level={2} id="contact-details-title" className="heading-2">
            {details.title}
          </Heading>
          <DetailCard icon={<Glyph icon={MapPin} aria-hidden="true" className="size-5" />} title={details.office.title} marker="office">
            <address className="not-italic">
              {brand.company}
              <br />
              {address.street}
              <br />
              {address.city}, {address.region} {address.postalCode}
            </address>
            {details.office.note ? <p className="mt-2">{details.office.note}</p> : null}
          </DetailCard>
          <DetailCard icon={<Glyph icon={Mail} aria-hidden="true" className="size-5" />} title={details.email.title} marker="email">
            <a href={mailto(email.general)} className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-800" data-contact-email>
              <EmailText address={email.general} />
            </a>
            <p className="mt-1">{details.email.description}</p>
          </DetailCard>
          <DetailCard icon={<Glyph icon={Clock} aria-hidden="true" className="size-5" />} title={details.hours.title} marker="hours">
            <ul className="space-y-1" data-business-hours>
              {details.hours.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </DetailCard>
          <Picture src={details.illustration.src} sizes={ILLUSTRATION_SIZES} alt="" aria-hidden="true" className="h-auto w-full rounded-[var(--radius-card)]" data-contact-illustration />
        </section>
      </div>
    </div>
  );
}

function DetailCard({ icon, title, marker, children }: { icon: ReactNode; title: string; marker: string; children: ReactNode }) {
  // Phones: icon and title on one row, the details below at full width; wider: details beside the icon.
  return (
    <div className="card grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-5 sm:items-start sm:p-6" data-contact-card={marker}>
      <span className="icon-tile sm:row-span-2">{icon}</span>
      <Heading level={3} className="heading-3">
        {title}
      </Heading>
      <div className="col-span-2 text-sm leading-6 text-ink-600 sm:col-span-1 sm:col-start-2 sm:-mt-2">{children}</div>
    </div>
  );
}
