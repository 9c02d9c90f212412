import { startCapabilities } from './capabilities.ts';
import { startConsent } from './consent/index.ts';
import { startConsentMode } from './consent/consentMode.ts';
import { startDropdowns, startMobileMenu } from './nav.ts';
import { logNotFound } from './notFound.ts';
import { afterPageShown } from './pageShown.ts';
import { startHashScroll } from './scroll.ts';
import { startSafely } from './startSafely.ts';
import { tagIds } from './tags/config.ts';
import { startTooltips } from './tooltip.ts';

/**
 * Enhances the prerendered HTML of every page. Order matters: consent defaults come first. Each
 * widget starts on its own (startSafely): one that throws, on a hostile URL or storage value, say,
 * cannot stop the others.
 */
export function startSite(): void {
  startSafely('consent mode', startConsentMode);
  // The tag code is fetched only when the build configured a tag id (docs/integrations.md); it
  // reads the stored choice when it starts, and the banner only shows after the page has loaded.
  if (tagIds.gtagId || tagIds.adsId || tagIds.metaPixelId) startSafely('tags', () => import('./tags/index.ts').then((m) => m.startTags()));
  startSafely('consent banner', startConsent);
  startSafely('dropdowns', () => startDropdowns());
  startSafely('mobile menu', () => startMobileMenu());
  startSafely('tooltips', startTooltips);
  startSafely('capabilities', startCapabilities);
  startSafely('page widgets', startPageWidgets);
  startSafely('hash scroll', startHashScroll);
  startSafely('not-found log', logNotFound);
}

/**
 * Video facades, the carousel and the forms are separate chunks, loaded only where their markup is
 * (every page stays within its script budget) and once the page has been shown (nothing competes
 * with its first paint). Until then the prerendered HTML works on its own: a video facade is a link
 * to the video, the carousel scrolls, and an early subscribe click is held (startFormsChunk).
 */
function startPageWidgets(): void {
  if (has('[data-video-facade]')) afterPageShown(() => startSafely('video facades', () => import('./videoFacade.ts').then((m) => m.startVideoFacades())));
  if (has('[data-carousel]')) afterPageShown(() => startSafely('carousel', () => import('./carousel.ts').then((m) => m.startCarousels())));
  if (has('[data-form-mount], [data-newsletter-dialog]')) startFormsChunk();
  if (has('[data-checker-island]')) afterPageShown(() => startSafely('policy checker', () => import('./checker/start.ts').then((m) => m.startPolicyChecker())));
}

/**
 * Forms and the newsletter dialog are a chunk of their own (only /contact and the newsletter page
 * have them). A click on a subscribe button that lands before the chunk has started is held and
 * replayed once it has, so the visitor's first click always opens the dialog.
 */
function startFormsChunk(): void {
  let heldClick: HTMLElement | null = null;
  // Listens only until the chunk has started (or failed to load): then the dialog's own handlers act.
  const holdEarlyClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-newsletter-open]');
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = button;
  };
  document.addEventListener('click', holdEarlyClick, true);
  const release = () => document.removeEventListener('click', holdEarlyClick, true);
  afterPageShown(() =>
    startSafely('forms', async () => {
      try {
        const { startPageForms } = await import('./pageForms.ts');
        startPageForms();
      } finally {
        // A chunk that fails to load or start must not keep swallowing clicks.
        release();
      }
      heldClick?.click();
    }),
  );
}

function has(selector: string): boolean {
  return document.querySelector(selector) !== null;
}
