import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { writeConsent } from './state.ts';

// The library keeps its own record; the site's contract is `cookieConsent` (state.ts), so the
// library's copy lives in localStorage under its own name and is cleared before each showing.
const LIBRARY_KEY = 'cc_banner_state';

/**
 * Shows the consent choice. Loaded on demand: a visitor who has chosen never downloads this
 * module unless they reopen the choice from the footer.
 */
export async function showConsentBanner(): Promise<void> {
  try {
    localStorage.removeItem(LIBRARY_KEY);
  } catch {
    // Unavailable storage: the library keeps its state in memory.
  }
  CookieConsent.reset(false);
  await CookieConsent.run({
    autoShow: true,
    mode: 'opt-in',
    hideFromBots: false,
    disablePageInteraction: false,
    cookie: { name: LIBRARY_KEY, useLocalStorage: true },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom left', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      advertising: {},
    },
    onFirstConsent: ({ cookie }) => {
      writeConsent(cookie.categories.includes('analytics') ? 'accepted' : 'rejected');
    },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            title: 'We value your privacy',
            description:
              'We use cookies for analytics and to measure our advertising, only if you allow it. Essential storage that keeps this site working is always on. You can change your choice at any time from "Cookie settings" in the footer. <a href="/privacy">Privacy Policy</a>',
            acceptAllBtn: 'Accept All',
            acceptNecessaryBtn: 'Reject All',
          },
          preferencesModal: {
            title: 'Cookie settings',
            acceptAllBtn: 'Accept All',
            acceptNecessaryBtn: 'Reject All',
            sections: [],
          },
        },
      },
    },
  });
}
