/**
 * The newsletter page's one subscribe dialog (a native modal <dialog>). Each section's button selects
 * its newsletter and opens the dialog: the title and schedule follow the newsletter, the form mount's
 * `data-newsletter-key` is set, and `newsletter:open` ({ detail: { key } }) is dispatched on window.
 * Closing (close button, Escape, backdrop) dispatches `newsletter:close` and returns focus to the
 * button that opened it. Focus stays inside while open. The form itself is loaded by client/forms/.
 */
export type NewsletterEventDetail = { key: string };

const FOCUSABLE =
  'a[href], button:not([disabled]):not([hidden]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

export function startNewsletterDialog(root: Document = document): void {
  const dialog = root.querySelector<HTMLDialogElement>('[data-newsletter-dialog]');
  if (!dialog || dialog.dataset.enhanced !== undefined) return;
  dialog.dataset.enhanced = '';
  const mount = dialog.querySelector<HTMLElement>('[data-form-mount="newsletter"]');
  const title = dialog.querySelector<HTMLElement>('[data-dialog-title]');
  const schedule = dialog.querySelector<HTMLElement>('[data-dialog-schedule]');
  let opener: HTMLElement | null = null;
  // The page renders the mount with its first newsletter selected; each button names its own.
  let openKey = mount?.dataset.newsletterKey ?? '';

  for (const button of root.querySelectorAll<HTMLElement>('[data-newsletter-open]')) {
    // The prerendered opener is an e-mail link (the no-JavaScript fallback); from here it is a button.
    if (button instanceof HTMLAnchorElement) {
      button.setAttribute('role', 'button');
      button.addEventListener('keydown', (event) => {
        if (event.key !== ' ') return;
        event.preventDefault();
        button.click();
      });
    }
    button.addEventListener('click', (event) => {
      event.preventDefault();
      const key = button.dataset.newsletterOpen || openKey;
      opener = button;
      openKey = key;
      if (title && button.dataset.dialogTitle) title.textContent = button.dataset.dialogTitle;
      if (schedule && button.dataset.newsletterSchedule) schedule.textContent = button.dataset.newsletterSchedule;
      if (mount) mount.dataset.newsletterKey = key;
      button.setAttribute('aria-expanded', 'true');
      dialog.showModal();
      window.dispatchEvent(new CustomEvent<NewsletterEventDetail>('newsletter:open', { detail: { key } }));
    });
  }

  dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => dialog.close());
  // A click on the backdrop (the dialog element itself, outside its content box) closes it.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  });
  // Escape fires `cancel` then `close`; every way of closing ends here.
  dialog.addEventListener('close', () => {
    window.dispatchEvent(new CustomEvent<NewsletterEventDetail>('newsletter:close', { detail: { key: openKey } }));
    if (opener) {
      opener.setAttribute('aria-expanded', 'false');
      opener.focus();
    }
  });
}
