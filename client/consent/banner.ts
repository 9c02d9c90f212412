import * as CookieConsent from 'vanilla-cookieconsent/dist/core/cookieconsent-core.esm.js';
import type { ConsentChoice } from '../../lib/constants.ts';
import { writeConsent } from './state.ts';

// The library keeps its own record; the site's contract is `cookieConsent` (state.ts), so the
// library's copy lives in localStorage under its own name and is cleared before each showing.
const LIBRARY_KEY = 'cc_banner_state';

/**
 * Shows the prerendered banner (renderer/layout/ConsentBanner.tsx) and records the answer through
 * vanilla-cookieconsent's headless build. Loaded on demand: a visitor who has chosen never
 * downloads this module unless they reopen the choice from the footer. When `opener` reopened it,
 * focus moves into the banner and goes back to `opener` after the answer.
 */
export async function showConsentBanner(banner: HTMLElement, opener?: HTMLElement): Promise<void> {
  try {
    localStorage.removeItem(LIBRARY_KEY);
  } catch {
    // Unavailable storage: the library keeps its state in memory.
  }
  CookieConsent.reset(false);
  await CookieConsent.run({
    mode: 'opt-in',
    hideFromBots: false,
    cookie: { name: LIBRARY_KEY, useLocalStorage: true },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      advertising: {},
    },
    onFirstConsent: ({ cookie }) => {
      writeConsent(cookie.categories.includes('analytics') ? 'accepted' : 'rejected');
    },
  });

  answerWith = (choice) => {
    CookieConsent.acceptCategory(choice === 'accepted' ? 'all' : []);
    banner.hidden = true;
    opener?.focus();
  };
  if (banner.dataset.enhanced === undefined) {
    banner.dataset.enhanced = '';
    for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
      button.addEventListener('click', () => answerWith(button.dataset.consentChoice === 'accepted' ? 'accepted' : 'rejected'));
    }
  }
  banner.hidden = false;
  if (opener) banner.focus();
}

// The latest showing's answer (a reopened banner returns focus to its own opener).
let answerWith: (choice: ConsentChoice) => void = () => undefined;
