import { startConsent } from './consent/index.ts';
import { startConsentMode } from './consent/consentMode.ts';
import { startDropdowns, startMobileMenu } from './nav.ts';
import { logNotFound } from './notFound.ts';
import { afterPageShown } from './pageShown.ts';
import { startHashScroll } from './scroll.ts';
import { tagIds } from './tags/config.ts';
import { startTooltips } from './tooltip.ts';

/** Enhances the prerendered HTML of every page. Order matters: consent defaults come first. */
export function startSite(): void {
  startConsentMode();
  // The tag code is fetched only when the build configured a tag id (docs/integrations.md); it
  // reads the stored choice when it starts, and the banner only shows after the page has loaded.
  if (tagIds.gtagId || tagIds.adsId || tagIds.metaPixelId) void import('./tags/index.ts').then((m) => m.startTags());
  startConsent();
  startDropdowns();
  startMobileMenu();
  startTooltips();
  startPageWidgets();
  startHashScroll();
  logNotFound();
}

/**
 * Video facades, the carousel and the forms are separate chunks, loaded only where their markup is
 * (every page stays within its script budget) and once the page has been shown (nothing competes
 * with its first paint). Until then the prerendered HTML works on its own: a video facade is a link
 * to the video, the carousel scrolls, and an early subscribe click is held (startFormsChunk).
 */
function startPageWidgets(): void {
  if (has('[data-video-facade]')) afterPageShown(() => void import('./videoFacade.ts').then((m) => m.startVideoFacades()));
  if (has('[data-carousel]')) afterPageShown(() => void import('./carousel.ts').then((m) => m.startCarousels()));
  if (has('[data-form-mount], [data-newsletter-dialog]')) startFormsChunk();
  if (has('[data-checker-island]')) afterPageShown(() => void import('./checker/start.ts').then((m) => m.startPolicyChecker()));
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
  afterPageShown(() => {
    import('./pageForms.ts').then(
      (m) => {
        m.startPageForms();
        release();
        heldClick?.click();
      },
      // A chunk that fails to load must not keep swallowing clicks.
      release,
    );
  });
}

function has(selector: string): boolean {
  return document.querySelector(selector) !== null;
}
