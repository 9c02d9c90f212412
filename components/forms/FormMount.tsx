import messages from '#content/form-messages';
import { Mail } from 'lucide-react';
import { mailto, site } from '../../lib/site.ts';

type NewsletterKey = keyof typeof site.forms.newsletters;

interface FormMountProps {
  /** Which embedded form: the contact form, or the newsletter form whose key the dialog selects. */
  form: 'contact' | 'newsletter';
  /** Newsletter key selected when the page loads (the dialog changes `data-newsletter-key`). */
  newsletterKey?: NewsletterKey;
}

/**
 * Where the forms provider's embedded form mounts (client/forms/ loads it). Carries the provider's
 * settings and the confirmation copy as data attributes; shows a loading line, and a fallback with
 * the e-mail address that the client reveals when the provider's script fails, is blocked, is slow,
 * or is not configured. The contract with the client is in docs/integrations.md.
 */
export function FormMount({ form, newsletterKey = 'enforceable-edge' }: FormMountProps) {
  const { forms } = site;
  const { confirmation } = messages;
  const settings =
    form === 'contact'
      ? { id: 'contact-form', 'data-form-id': forms.contactFormId, 'data-confirm-title': confirmation.contact.title, 'data-confirm-text': confirmation.contact.description }
      : {
          'data-newsletter-key': newsletterKey,
          'data-confirm-text': confirmation.newsletter.description,
          ...Object.fromEntries(
            Object.entries(forms.newsletters).flatMap(([key, newsletter]) => [
              [`data-form-id-${key}`, newsletter.formId],
              [`data-confirm-title-${key}`, confirmation.newsletter.title.replaceAll('{newsletter}', newsletter.name)],
            ]),
          ),
        };
  return (
    <div className="form-mount" data-form-mount={form} data-region={forms.region} data-portal-id={forms.portalId} {...settings}>
      <div data-form-target id={`${form}-form-target`} />
      <div aria-live="polite">
        {/* Invisible (its space kept) until client/forms/ starts loading the form: without JavaScript it never shows. */}
        <p className="form-loading text-sm text-ink-500" data-form-loading>
          {messages.loading}
        </p>
        <div className="rounded-xl border border-ink-200 bg-ink-50 p-5 text-sm text-ink-700" data-form-fallback hidden>
          <Fallback form={form} />
        </div>
        {/* Without JavaScript the provider's form cannot load: the e-mail fallback shows at once. */}
        <noscript>
          <div className="rounded-xl border border-ink-200 bg-ink-50 p-5 text-sm text-ink-700">
            <Fallback form={form} />
          </div>
        </noscript>
      </div>
    </div>
  );
}

function Fallback({ form }: { form: FormMountProps['form'] }) {
  const { fallback } = messages;
  return (
    <>
      <p className="font-semibold text-ink-900">{fallback.title}</p>
      <p className="mt-1">{form === 'contact' ? fallback.contact : fallback.newsletter}</p>
      <a href={mailto(site.email.general)} className="mt-3 inline-flex items-center gap-2 font-semibold text-accent-700 underline underline-offset-4">
        <Mail aria-hidden="true" className="size-4" />
        {site.email.general}
      </a>
    </>
  );
}
