import { startContactForm } from './forms/contact.ts';
import { startNewsletterForms } from './forms/newsletter.ts';
import { startNewsletterDialog } from './newsletterDialog.ts';
import { startSafely } from './startSafely.ts';

/** The forms chunk: embedded forms first, because they listen for the dialog's events. */
export function startPageForms(): void {
  startSafely('contact form', startContactForm);
  startSafely('newsletter form', startNewsletterForms);
  startSafely('newsletter dialog', () => startNewsletterDialog());
}
