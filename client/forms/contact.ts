import { afterPageLoad } from '../loadScript.ts';
import { sendConversion } from '../tags/conversion.ts';
import { tagIds } from '../tags/config.ts';
import { contactConversionCalls } from '../tags/payloads.ts';
import { showToast } from '../toast.ts';
import { FormEmbed } from './embed.ts';
import { renderTimeoutMs } from './settings.ts';

/**
 * The contact form: on entering a page with a contact mount, the provider's
 * script is injected (once the page has loaded) and the submission listener starts; leaving the
 * page (pagehide) removes both, and a page restored from the back/forward cache loads them again.
 */
export function startContactForm(): void {
  const mount = document.querySelector<HTMLElement>('[data-form-mount="contact"]');
  if (!mount) return;
  const embed = new FormEmbed(mount, {
    timeoutMs: renderTimeoutMs(window.location.search),
    onSubmitted: () => {
      sendConversion(contactConversionCalls(tagIds));
      const title = mount.dataset.confirmTitle;
      if (title) showToast({ title, description: mount.dataset.confirmText });
    },
  });
  // After the load event: a slow or blackholed provider must not hold up the page's load (and the
  // tags that wait for it).
  let left = false;
  afterPageLoad(() => {
    if (!left) embed.load(mount.dataset.formId);
  });
  window.addEventListener('pagehide', () => {
    left = true;
    embed.unload();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    left = false;
    embed.load(mount.dataset.formId);
  });
}
