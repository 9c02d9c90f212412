/**
 * Runs `run` once the page has been shown: after the first contentful paint and the load event,
 * when the main thread is next idle. Code that is not needed for the first view (the consent
 * banner, the page widgets' chunks) starts here, so it never competes with the page's own content
 * for the first paint (FCP, LCP). Every caller shares one wait.
 */
export function afterPageShown(run: () => void): void {
  shown ??= pageShown();
  void shown.then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  });
}

let shown: Promise<void> | undefined;

function pageShown(): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = (next: () => void) => {
      if (document.readyState === 'complete') next();
      else addEventListener('load', next, { once: true });
    };
    const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!paintTiming) {
      afterLoad(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterLoad(resolve);
    });
    observer.observe({ type: 'paint', buffered: true });
    // A page that never paints (a background tab) is taken as shown once it has loaded.
    afterLoad(() => setTimeout(resolve, 3000));
  });
}
