import { NEWSLETTER_CLOSE_EVENT, NEWSLETTER_OPEN_EVENT, type NewsletterOpenDetail } from './newsletter.ts';

/**
 * Placeholder for the newsletter page's own dialog (the resources branch replaces the page and
 * this module): runs only where the placeholder page marks its dialog. It keeps the contract that
 * client/forms/newsletter.ts relies on: a button `[data-newsletter-open="<key>"]` sets the mount's
 * `data-newsletter-key`, opens the native dialog and dispatches 'newsletter:open' with
 * `{ key }`; closing dispatches 'newsletter:close'.
 */
export function startPlaceholderNewsletterDialog(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-placeholder-newsletter-dialog]');
  const mount = dialog?.querySelector<HTMLElement>('[data-form-mount="newsletter"]');
  if (!dialog || !mount) return;
  const title = dialog.querySelector<HTMLElement>('[data-newsletter-dialog-title]');
  let opener: HTMLElement | null = null;
  for (const button of document.querySelectorAll<HTMLElement>('[data-newsletter-open]')) {
    button.addEventListener('click', () => {
      const key = button.dataset.newsletterOpen ?? '';
      mount.dataset.newsletterKey = key;
      if (title && button.dataset.dialogTitle) title.textContent = button.dataset.dialogTitle;
      opener = button;
      dialog.showModal();
      window.dispatchEvent(new CustomEvent<NewsletterOpenDetail>(NEWSLETTER_OPEN_EVENT, { detail: { key } }));
    });
  }
  dialog.querySelector('[data-newsletter-dialog-close]')?.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    window.dispatchEvent(new CustomEvent(NEWSLETTER_CLOSE_EVENT));
    opener?.focus();
  });
}
