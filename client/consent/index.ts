import { readConsent } from './state.ts';

/**
 * Shows the banner while no choice is stored; the footer's "Cookie settings" reopens it. The
 * first showing waits until the page has loaded and painted, so the banner's chunk and stylesheet
 * never compete with the page's own content for the first paint (LCP).
 */
export function startConsent(): void {
  if (readConsent() === null) afterPageShown(() => void loadBanner());
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.addEventListener('click', () => void loadBanner());
  }
}

function afterPageShown(run: () => void): void {
  const next = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (document.readyState === 'complete') next();
  else addEventListener('load', next, { once: true });
}

async function loadBanner(): Promise<void> {
  const { showConsentBanner } = await import('./banner.ts');
  await showConsentBanner();
}
