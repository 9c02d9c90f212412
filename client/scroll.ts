import { HASH_SCROLL_DELAY_MS } from '../lib/constants.ts';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * With a #fragment the page scrolls to that id 100 ms after load (smoothly, unless the visitor
 * prefers reduced motion); scroll-padding-top keeps it clear of the fixed header. Otherwise
 * the page opens at the top.
 */
export function startHashScroll(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const scrollToHash = (hash: string) => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    window.setTimeout(() => {
      target.scrollIntoView({ behavior: reducedMotion() ? 'instant' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
  };
  if (location.hash) scrollToHash(location.hash);
  else window.scrollTo({ top: 0, behavior: 'instant' });
  window.addEventListener('hashchange', () => scrollToHash(location.hash));
}
