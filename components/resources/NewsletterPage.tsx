import newsletter from '#content/resources/newsletter';
import { CalendarClock, Mail, Users, X } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { mailto, newsletterForm, routes, site } from '../../lib/content/site.ts';
import { FormMount } from '../forms/FormMount.tsx';
import { PageHero } from '../sections/PageHero.tsx';
import { Section } from '../sections/Section.tsx';
import { Icon } from '../ui/Icon.tsx';
import { CheckList } from '../ui/CheckList.tsx';
import { Heading } from '../ui/Heading.tsx';

/**
 * /resources/newsletter: one section per newsletter, and ONE shared modal dialog that each section's
 * button opens with its newsletter selected (client/newsletterDialog.ts). The dialog holds the
 * newsletter form mount; its `data-newsletter-key` says which newsletter is selected (the page's
 * first until a button chooses another).
 */
export function NewsletterPage() {
  const [selectedSection] = newsletter.newsletters;
  const selected = newsletterForm(selectedSection.key);
  return (
    <>
      <PageHero eyebrow={newsletter.hero.eyebrow} title={newsletter.hero.title} lead={newsletter.hero.lead} />
      {newsletter.newsletters.map((section, i) => {
        const config = newsletterForm(section.key);
        return (
          <Section key={section.key} id={section.key} eyebrow={section.label} title={config.name} muted={i % 2 === 1}>
            <div className="newsletter-card" data-newsletter-section={section.key}>
              <div className="flex flex-col gap-6">
                <span className="icon-tile size-14">
                  <Icon name={section.icon} className="size-7" />
                </span>
                <dl className="grid gap-3 text-sm">
                  <div className="flex items-start gap-2.5">
                    <dt>
                      <Glyph icon={CalendarClock} aria-hidden="true" className="mt-0.5 size-4 text-accent-600" />
                      <span className="sr-only">{newsletter.labels.schedule}</span>
                    </dt>
                    <dd className="font-semibold text-ink-900" data-newsletter-schedule>
                      {section.schedule}
                    </dd>
                  </div>
                  <div className="flex items-start gap-2.5">
                    <dt>
                      <Glyph icon={Users} aria-hidden="true" className="mt-0.5 size-4 text-accent-600" />
                      <span className="sr-only">{newsletter.labels.audience}</span>
                    </dt>
                    <dd className="text-ink-700">{section.audience}</dd>
                  </div>
                </dl>
                <p className="prose-copy">{section.description}</p>
              </div>
              <div className="flex flex-col justify-between gap-8 rounded-xl bg-ink-50 p-6 ring-1 ring-ink-100 ring-inset sm:p-8">
                <div>
                  <Heading level={3} className="heading-3">
                    {newsletter.labels.topicsTitle}
                  </Heading>
                  <CheckList items={section.topics} className="mt-4 space-y-3 text-sm leading-6 text-ink-700" circled />
                </div>
                {/* Without JavaScript (or if the form's code fails to load) this is an e-mail asking to
                    subscribe; client/newsletterDialog.ts makes it the button that opens the dialog. */}
                <a
                  href={subscribeByEmail(config.dialogTitle)}
                  className="btn btn-primary w-full sm:w-auto sm:self-start"
                  aria-haspopup="dialog"
                  aria-controls="newsletter-dialog"
                  data-newsletter-open={section.key}
                  data-dialog-title={config.dialogTitle}
                  data-newsletter-schedule={section.schedule}
                >
                  <Glyph icon={Mail} aria-hidden="true" className="size-4" />
                  {section.buttonLabel}
                </a>
              </div>
            </div>
          </Section>
        );
      })}
      <dialog id="newsletter-dialog" className="newsletter-dialog" aria-labelledby="newsletter-dialog-title" data-newsletter-dialog>
        <div className="flex items-start justify-between gap-4">
          <div>
            <Heading level={2} id="newsletter-dialog-title" className="heading-2" data-dialog-title>
              {selected.dialogTitle}
            </Heading>
            <p className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-accent-700">
              <Glyph icon={CalendarClock} aria-hidden="true" className="size-4" />
              <span data-dialog-schedule>{selectedSection.schedule}</span>
            </p>
          </div>
          <button type="button" className="dialog-close" aria-label={newsletter.dialog.closeLabel} data-dialog-close>
            <Glyph icon={X} aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p className="mt-4 text-sm leading-6 text-ink-600">{newsletter.dialog.intro}</p>
        <div className="mt-6">
          <FormMount form="newsletter" newsletterKey={selectedSection.key} />
        </div>
        <p className="mt-6 border-t border-ink-100 pt-4 text-xs leading-5 text-ink-500">
          {newsletter.dialog.privacyNote}{' '}
          <a href={routes.privacy} className="font-medium text-accent-700 underline underline-offset-2">
            {newsletter.dialog.privacyLinkLabel}
          </a>
        </p>
      </dialog>
    </>
  );
}

/** The no-JavaScript subscription: an e-mail to the general address, its subject naming the newsletter. */
function subscribeByEmail(subject: string): string {
  return `${mailto(site.email.general)}?subject=${encodeURIComponent(subject)}`;
}
