import { startConsent } from './consent/index.ts';
import { startConsentMode } from './consent/consentMode.ts';
import { startForms } from './forms/index.ts';
import { startDropdowns, startMobileMenu } from './nav.ts';
import { startNewsletterDialog } from './newsletterDialog.ts';
import { logNotFound } from './notFound.ts';
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
 * Video facades and the carousel are separate chunks, loaded only where their markup is (they are
 * below the fold, so a moment's delay costs nothing): every page stays within its script budget.
 */
function startPageWidgets(): void {
  if (has('[data-video-facade]')) void import('./videoFacade.ts').then((m) => m.startVideoFacades());
  if (has('[data-carousel]')) void import('./carousel.ts').then((m) => m.startCarousels());
  // Forms and the newsletter dialog start at once: a visitor's first click on a subscribe button
  // must open the dialog, and the forms listen for the dialog's events, so they start first.
  startForms();
  startNewsletterDialog();
}

function has(selector: string): boolean {
  return document.querySelector(selector) !== null;
}
