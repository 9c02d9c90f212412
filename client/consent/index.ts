import { afterPageShown } from '../pageShown.ts';
import type { BannerOptions } from './banner.ts';
import { onConsentChange, readConsent } from './state.ts';

/**
 * Shows the banner while no choice is stored for the current policy revision; the footer's
 * "Cookie settings" reopens it on the preferences. The first showing waits until the page has
 * loaded and painted, so the banner's chunk never competes with the page's own content for the
 * first paint (LCP). A choice made in another tab hides it here too.
 */
export function startConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner) return;
  if (readConsent() === null) afterPageShown(() => void loadBanner(banner, {}));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.setAttribute('aria-controls', banner.id);
    button.addEventListener('click', () => void loadBanner(banner, { opener: button, preferences: true }));
  }
  onConsentChange((consent) => {
    if (consent) banner.hidden = true;
  });
}

async function loadBanner(banner: HTMLElement, options: BannerOptions): Promise<void> {
  try {
    const { showConsentBanner } = await import('./banner.ts');
    showConsentBanner(banner, options);
  } catch (error) {
    console.error('The consent banner could not be shown:', error);
  }
}
