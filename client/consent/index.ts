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

/** After the load event and the first contentful paint, when the main thread is next idle. */
function afterPageShown(run: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  };
  const afterLoad = (next: () => void) => {
    if (document.readyState === 'complete') next();
    else addEventListener('load', next, { once: true });
  };
  const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming) {
    afterLoad(() => requestAnimationFrame(() => setTimeout(once, 0)));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterLoad(once);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A page that never paints (a background tab) still gets its banner once it is shown and loaded.
  afterLoad(() => setTimeout(once, 3000));
}

async function loadBanner(banner: HTMLElement, opener?: HTMLElement): Promise<void> {
  const { showConsentBanner } = await import('./banner.ts');
  await showConsentBanner(banner, opener);
}
