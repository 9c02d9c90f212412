import { sendConversion } from '../tags/conversion.ts';
import { tagIds } from '../tags/config.ts';
import { newsletterConversionCalls } from '../tags/payloads.ts';
import { showToast } from '../toast.ts';
import { FormEmbed } from './embed.ts';
import { renderTimeoutMs } from './settings.ts';

/** The dialog's events (the newsletter page dispatches them on `window`). */
export const NEWSLETTER_OPEN_EVENT = 'newsletter:open';
export const NEWSLETTER_CLOSE_EVENT = 'newsletter:close';

export interface NewsletterOpenDetail {
  key: string;
}

/**
 * The newsletter dialog's form: 'newsletter:open' loads the provider's script
 * with the selected newsletter's form id into the dialog's mount; 'newsletter:close' (and leaving
 * the page) removes the script and the rendered form. Opening another newsletter first removes
 * the previous one, so only one script is ever present.
 */
export function startNewsletterForms(): void {
  const mount = document.querySelector<HTMLElement>('[data-form-mount="newsletter"]');
  if (!mount) return;
  let key: string | null = null;
  const embed = new FormEmbed(mount, {
    timeoutMs: renderTimeoutMs(window.location.search),
    onSubmitted: () => {
      if (!key) return;
      sendConversion(newsletterConversionCalls(key, tagIds));
      const title = mount.getAttribute(`data-confirm-title-${key}`);
      if (title) showToast({ title, description: mount.dataset.confirmText });
    },
  });
  window.addEventListener(NEWSLETTER_OPEN_EVENT, (event) => {
    const detail = (event as CustomEvent<Partial<NewsletterOpenDetail> | null>).detail;
    const requested = detail?.key ?? mount.dataset.newsletterKey ?? '';
    // Only a key the mount carries a form id for; anything else shows the fallback.
    key = /^[a-z0-9-]+$/.test(requested) ? requested : null;
    embed.load(key ? mount.getAttribute(`data-form-id-${key}`) : null);
  });
  window.addEventListener(NEWSLETTER_CLOSE_EVENT, () => {
    key = null;
    embed.unload();
  });
  window.addEventListener('pagehide', () => embed.unload());
  window.addEventListener('pageshow', (event) => {
    // Restored from the back/forward cache with the dialog still open: load the form again.
    if (event.persisted && key && mount.closest('dialog')?.open) embed.load(mount.getAttribute(`data-form-id-${key}`));
  });
}
