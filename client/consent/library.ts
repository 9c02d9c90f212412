import * as CookieConsent from 'vanilla-cookieconsent';
import './library.css';
import { type ConsentCopy, parseConsentCopy } from '../../lib/consentCopy.ts';
import { consentConfig } from './config.ts';
import { writeChoiceKey } from './choiceKey.ts';
import { applyChoice, type Consent, consentOf, onConsentChange, policyRevision } from './state.ts';

/**
 * The consent library, a chunk of its own with its stylesheet: loaded on a first visit once the page
 * has been shown, and by "Cookie settings" (client/consent/index.ts). A returning visitor's pages
 * read its record without it (record.ts). `copyJson` is the page's consent copy (lib/consentCopy.ts).
 */
export async function openConsent(copyJson: string, { preferences }: { preferences: boolean }): Promise<void> {
  started ??= start(parseConsentCopy(copyJson)).catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  await started;
  // With no valid choice the library has shown the banner itself (autoShow); the preferences open on request.
  if (preferences) CookieConsent.showPreferences();
}

let started: Promise<void> | undefined;
let listening = false;

async function start(copy: ConsentCopy): Promise<void> {
  if (!listening) {
    listening = true;
    onConsentChange(forgetIfOutOfStep);
  }
  await CookieConsent.run(consentConfig(copy, policyRevision(), location.hostname, { onConsent: record, onChange: record, onModalReady: preparePreferences }));
  // No valid record (none, another policy revision, expired, tampered): the banner asks again.
  if (!CookieConsent.validConsent()) writeChoiceKey(null);
}

/** The library has stored a choice (or, starting, found one): `cookieConsent` and the page's integrations follow. */
function record({ cookie }: { cookie: CookieConsent.CookieValue }): void {
  const consent = consentOf(cookie.categories);
  writeChoiceKey(consent);
  applyChoice(consent);
}

/**
 * A choice made in another tab (client/consent/state.ts hears it) leaves the library here with an
 * old record: it closes its dialogs and starts afresh, from the new record, the next time it is opened.
 */
function forgetIfOutOfStep(consent: Consent | null): void {
  if (!started) return;
  const mine = CookieConsent.validConsent() ? consentOf(CookieConsent.getUserPreferences().acceptedCategories) : null;
  if (JSON.stringify(mine) === JSON.stringify(consent)) return;
  CookieConsent.hidePreferences();
  CookieConsent.hide();
  CookieConsent.reset(false);
  started = undefined;
}

/** The preferences dialog, once built: its category toggles, and the focus as they are toggled. */
function preparePreferences({ modalName, modal }: { modalName: CookieConsent.ModalName; modal: HTMLElement }): void {
  if (modalName !== 'preferencesModal') return;
  // On/off switches: say so to assistive technology, as the site's own switches did.
  for (const input of modal.querySelectorAll('input.section__toggle')) input.setAttribute('role', 'switch');
  // The library moves the focus to the dialog's start when an opacity fade ends on the dialog (its
  // fade-in), and listens until the dialog's own fade has ended; a toggle's fade bubbles up to it
  // too. When the dialog appeared without its fade (a slow device), toggling a switch threw the focus
  // back to the start: the fades of its content end inside it.
  for (const part of modal.children) part.addEventListener('transitionend', (event) => event.stopPropagation());
}
