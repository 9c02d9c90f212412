import { startCarousels } from './carousel.ts';
import { startConsent } from './consent/index.ts';
import { startConsentMode } from './consent/consentMode.ts';
import { startForms } from './forms/index.ts';
import { startDropdowns, startMobileMenu } from './nav.ts';
import { startNewsletterDialog } from './newsletterDialog.ts';
import { logNotFound } from './notFound.ts';
import { startHashScroll } from './scroll.ts';
import { startTags } from './tags/index.ts';
import { startTooltips } from './tooltip.ts';
import { startVideoFacades } from './videoFacade.ts';

/** Enhances the prerendered HTML of every page. Order matters: consent defaults come first. */
export function startSite(): void {
  startConsentMode();
  startTags();
  startConsent();
  startDropdowns();
  startMobileMenu();
  startTooltips();
  startVideoFacades();
  startCarousels();
  startNewsletterDialog();
  startForms();
  startHashScroll();
  logNotFound();
}
