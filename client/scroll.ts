import { HASH_SCROLL_DELAY_MS } from '../lib/constants.ts';

const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * With a #fragment the page scrolls to that id 100 ms after load (smoothly, unless the visitor
 * prefers reduced motion); scroll-padding-top keeps it clear of the fixed header. Otherwise the
 * page opens at the top by itself (restoration is manual), and nothing here touches the scroll
 * position: a scroll call at start would force a layout of the whole page before its first paint
 * and move a visitor who has already scrolled.
 */
export function startHashScroll(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const scrollToHash = (hash: string) => {
    const id = fragmentId(hash);
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    window.setTimeout(() => {
      target.scrollIntoView({ behavior: reducedMotion() ? 'instant' : 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
  };
  if (location.hash) scrollToHash(location.hash);
  window.addEventListener('hashchange', () => scrollToHash(location.hash));
}

/**
 * The element id a `#fragment` names, percent-decoded as the browser does; a fragment that does not
 * decode (`#%`, `#%E0%A4%A`) is taken as written, so it matches no element instead of throwing.
 */
export function fragmentId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
