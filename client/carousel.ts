import { resetVideos } from './videoFacade.ts';

/**
 * The WAI-ARIA carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): one slide in view at
 * a time, previous/next buttons, left/right arrow keys anywhere in the carousel, looping both ways,
 * never rotating on its own. The slides stay one horizontal scroller (the prerendered layout, so
 * enhancing it shifts nothing): moving scrolls to the slide, a swipe selects the slide it settles
 * on, and every slide but the current one is `inert`. `data-current` holds the index.
 */
export function startCarousels(root: ParentNode = document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) enhance(carousel);
}

const SETTLE_MS = 120;

function enhance(carousel: HTMLElement): void {
  if (carousel.dataset.enhanced !== undefined) return;
  const track = carousel.querySelector<HTMLElement>('[data-carousel-slides]');
  const slides = [...carousel.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const status = carousel.querySelector<HTMLElement>('[data-carousel-status]');
  if (!track || slides.length === 0 || !carousel.querySelector('[data-carousel-controls]')) return;
  carousel.dataset.enhanced = '';
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');

  let current = 0;
  // Where a button or key sent the scroller: until it gets there, the scroll is not a swipe (a
  // smooth scroll can pause between frames on a busy device, and fast clicks start new ones).
  let scrollingTo: number | null = null;
  const show = (index: number, scroll: boolean) => {
    const next = (index + slides.length) % slides.length;
    const leaving = slides[current];
    if (leaving && next !== current) resetVideos(leaving);
    current = next;
    slides.forEach((slide, i) => slide.toggleAttribute('inert', i !== current));
    carousel.dataset.current = String(current);
    if (status) status.textContent = `${current + 1} / ${slides.length}`;
    const target = slides[current];
    if (!scroll || !target) return;
    scrollingTo = Math.abs(track.scrollLeft - target.offsetLeft) <= 1 ? null : target.offsetLeft;
    track.scrollTo({ left: target.offsetLeft, behavior: reducedMotion?.matches ? 'instant' : 'smooth' });
  };

  carousel.querySelector('[data-carousel-prev]')?.addEventListener('click', () => show(current - 1, true));
  carousel.querySelector('[data-carousel-next]')?.addEventListener('click', () => show(current + 1, true));
  carousel.addEventListener('keydown', (event) => {
    // Keys typed into a player stay with the player.
    if (event.target instanceof HTMLIFrameElement || event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowRight') show(current + 1, true);
    else if (event.key === 'ArrowLeft') show(current - 1, true);
    else return;
    event.preventDefault();
  });

  // A swipe selects the slide the scroller settles on; touching or wheeling takes over from a
  // scroll the buttons started.
  let settle: number | undefined;
  const settled = () => {
    if (scrollingTo !== null) {
      if (Math.abs(track.scrollLeft - scrollingTo) <= 1) scrollingTo = null;
      return;
    }
    const nearest = slides.reduce((best, slide, i) => (Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs((slides[best]?.offsetLeft ?? 0) - track.scrollLeft) ? i : best), 0);
    if (nearest !== current) show(nearest, false);
  };
  track.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(settle);
      settle = window.setTimeout(settled, SETTLE_MS);
    },
    { passive: true },
  );
  for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) {
    track.addEventListener(type, () => (scrollingTo = null), { passive: true });
  }
  show(0, false);
}
