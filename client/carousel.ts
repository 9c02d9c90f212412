import { resetVideos } from './videoFacade.ts';

/**
 * The WAI-ARIA carousel (https://www.w3.org/WAI/ARIA/apg/patterns/carousel/): one slide visible at a
 * time, previous/next buttons, left/right arrow keys anywhere in the carousel, looping both ways,
 * never rotating on its own. State lives in the slides' `hidden` attribute and `data-current`.
 */
export function startCarousels(root: ParentNode = document): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) enhance(carousel);
}

function enhance(carousel: HTMLElement): void {
  if (carousel.dataset.enhanced !== undefined) return;
  const slides = [...carousel.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const controls = carousel.querySelector<HTMLElement>('[data-carousel-controls]');
  const status = carousel.querySelector<HTMLElement>('[data-carousel-status]');
  if (slides.length === 0 || !controls) return;
  carousel.dataset.enhanced = '';
  controls.hidden = false;

  let current = 0;
  const show = (index: number) => {
    const next = (index + slides.length) % slides.length;
    const leaving = slides[current];
    if (leaving && next !== current) resetVideos(leaving);
    current = next;
    slides.forEach((slide, i) => {
      slide.hidden = i !== current;
    });
    carousel.dataset.current = String(current);
    if (status) status.textContent = `${current + 1} / ${slides.length}`;
  };

  carousel.querySelector('[data-carousel-prev]')?.addEventListener('click', () => show(current - 1));
  carousel.querySelector('[data-carousel-next]')?.addEventListener('click', () => show(current + 1));
  carousel.addEventListener('keydown', (event) => {
    // Keys typed into a player stay with the player.
    if (event.target instanceof HTMLIFrameElement || event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else return;
    event.preventDefault();
  });
  show(0);
}
