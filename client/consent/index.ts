import { afterPageShown } from '../pageShown.ts';
import { readConsent } from './state.ts';

/**
 * Shows the banner while no choice is stored; the footer's "Cookie settings" reopens it. The
 * first showing waits until the page has loaded and painted, so the banner's chunk never
 * competes with the page's own content for the first paint (LCP).
 */
export function startConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  if (!banner) return;
  if (readConsent() === null) afterPageShown(() => void loadBanner(banner));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.setAttribute('aria-controls', banner.id);
    button.addEventListener('click', () => void loadBanner(banner, button));
  }
}

async function loadBanner(banner: HTMLElement, opener?: HTMLElement): Promise<void> {
  const { showConsentBanner } = await import('./banner.ts');
  await showConsentBanner(banner, opener);
}
