import { readConsent } from './state.ts';

/** Shows the banner while no choice is stored; the footer's "Cookie settings" reopens it. */
export function startConsent(): void {
  if (readConsent() === null) void loadBanner();
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.addEventListener('click', () => void loadBanner());
  }
}

async function loadBanner(): Promise<void> {
  const { showConsentBanner } = await import('./banner.ts');
  await showConsentBanner();
}
