import { startContactForm } from './contact.ts';
import { startNewsletterForms } from './newsletter.ts';

/** The embedded forms of the page, if it has any mount points. */
export function startForms(): void {
  startContactForm();
  startNewsletterForms();
}
