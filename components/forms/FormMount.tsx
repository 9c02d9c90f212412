import messages from '#content/form-messages';
import { Mail, MessageSquareText } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { mailto, newsletterForms, site } from '../../lib/content/site.ts';
import { Cta } from '../ui/Cta.tsx';

/** Which embedded form: the contact form, or the newsletter form whose key the dialog selects. */
type FormMountProps =
  | { form: 'contact' }
  | {
      form: 'newsletter';
      /** Newsletter key selected when the page loads (the dialog changes `data-newsletter-key`). */
      newsletterKey: string;
    };

/**
 * Where the forms provider's embedded form mounts (client/forms/ loads it). Carries the provider's
 * settings and the confirmation copy as data attributes; shows a loading line, and a fallback with
 * the e-mail address that the client reveals when the provider's script fails, is blocked, is slow,
 * or is not configured. The contract with the client is in docs/integrations.md.
 */
export function FormMount(props: FormMountProps) {
  const { form } = props;
  const { forms } = site;
  const { confirmation } = messages;
  const settings =
    props.form === 'contact'
      ? { id: 'contact-form', 'data-form-id': forms.contactFormId, 'data-confirm-title': confirmation.contact.title, 'data-confirm-text': confirmation.contact.description }
      : {
          'data-newsletter-key': props.newsletterKey,
          'data-confirm-text': confirmation.newsletter.description,
          ...Object.fromEntries(
            newsletterForms().flatMap(({ key, ...newsletter }) => [
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
        <div className="form-fallback" data-form-fallback hidden>
          <Fallback form={form} />
        </div>
        {/* Without JavaScript the provider's form cannot load: the e-mail fallback shows at once. */}
        <noscript>
          <div className="form-fallback">
            <Fallback form={form} />
          </div>
        </noscript>
      </div>
    </div>
  );
}

/**
 * The designed state shown in place of the form: a calm invitation to write (a large e-mail button) and,
 * on /contact, the scheduling link; never an error, since networks that block the provider always see it.
 */
function Fallback({ form }: { form: FormMountProps['form'] }) {
  const { fallback } = messages;
  const { email } = site;
  return (
    <>
      <span className="icon-tile">
        <Glyph icon={MessageSquareText} aria-hidden="true" className="size-5" />
      </span>
      <p className="heading-3 mt-4">{fallback.title}</p>
      <p className="mt-1 text-[0.9375rem] leading-7 text-ink-600">{form === 'contact' ? fallback.contact : fallback.newsletter}</p>
      <a href={mailto(email.general)} className="btn btn-primary form-fallback-email" data-fallback-email>
        <Glyph icon={Mail} aria-hidden="true" className="size-5" />
        <span className="min-w-0">
          <span className="block">{fallback.emailButton}</span>
          <span className="block text-xs font-medium break-all opacity-90">{email.general}</span>
        </span>
      </a>
      {form === 'contact' ? (
        <p className="mt-4 text-sm">
          <Cta cta={{ label: fallback.schedule, kind: 'scheduler', variant: 'ghost' }} className="form-fallback-schedule" />
        </p>
      ) : null}
    </>
  );
}
