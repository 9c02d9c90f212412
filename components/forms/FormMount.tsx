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
 * settings as data attributes; shows a loading line, and a fallback with the e-mail address that
 * the client reveals when the provider's script fails, is blocked, or is not configured.
 */
export function FormMount({ form, newsletterKey = 'enforceable-edge' }: FormMountProps) {
  const { forms, email } = site;
  const newsletterIds = Object.fromEntries(
    Object.entries(forms.newsletters).map(([key, value]) => [`data-form-id-${key}`, value.formId]),
  );
  return (
    <div
      className="form-mount"
      data-form-mount={form}
      data-region={forms.region}
      data-portal-id={forms.portalId}
      {...(form === 'contact' ? { 'data-form-id': forms.contactFormId, id: 'contact-form' } : { ...newsletterIds, 'data-newsletter-key': newsletterKey })}
    >
      <div data-form-target />
      <p className="text-sm text-ink-500" data-form-loading>
        Loading the form…
      </p>
      <div className="rounded-xl border border-ink-200 bg-ink-50 p-5 text-sm text-ink-700" data-form-fallback hidden>
        <p className="font-semibold text-ink-900">The form could not be loaded.</p>
        <p className="mt-1">
          {form === 'contact' ? 'Please write to us directly and we will reply within one business day:' : 'To subscribe, send us an e-mail with the newsletter’s name:'}
        </p>
        <a href={mailto(email.general)} className="mt-3 inline-flex items-center gap-2 font-semibold text-accent-700 underline underline-offset-4">
          <Mail aria-hidden="true" className="size-4" />
          {email.general}
        </a>
      </div>
    </div>
  );
}
