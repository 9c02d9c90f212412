import { startForms } from './forms/index.ts';
import { startNewsletterDialog } from './newsletterDialog.ts';

/** The forms chunk: embedded forms first, because they listen for the dialog's events. */
export function startPageForms(): void {
  startForms();
  startNewsletterDialog();
}
