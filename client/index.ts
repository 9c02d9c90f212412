import { startConsent } from './consent/index.ts';
import { startConsentMode } from './consent/consentMode.ts';
import { startDropdowns, startMobileMenu } from './nav.ts';
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
 * Widgets that only some pages have are separate chunks, loaded only where their markup is: every
 * page stays within its script budget, and a returning visitor downloads no code a page does not use.
 */
function startPageWidgets(): void {
  if (has('[data-video-facade]')) void import('./videoFacade.ts').then((m) => m.startVideoFacades());
  if (has('[data-carousel]')) void import('./carousel.ts').then((m) => m.startCarousels());
  if (has('[data-form-mount]')) {
    // The forms listen for the dialog's events, so they start before the dialog can open.
    void Promise.all([import('./forms/index.ts'), has('[data-newsletter-dialog]') ? import('./newsletterDialog.ts') : null]).then(([forms, dialog]) => {
      forms.startForms();
      dialog?.startNewsletterDialog();
    });
  }
}

function has(selector: string): boolean {
  return document.querySelector(selector) !== null;
}
