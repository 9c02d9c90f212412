import type { CookieConsentConfig, CookieItem, Translation } from 'vanilla-cookieconsent';
import { CONSENT_CATEGORIES, CONSENT_RECORD_KEY, type ConsentCategory } from '../../lib/constants.ts';
import type { ConsentCopy } from '../../lib/consentCopy.ts';
import { cookieDomains, TAG_COOKIES } from '../trackingCookies.ts';

/** The library's callbacks the site listens to (client/consent/library.ts). */
export type ConsentEvents = Pick<CookieConsentConfig, 'onConsent' | 'onChange' | 'onModalReady'>;

/**
 * vanilla-cookieconsent's configuration: opt-in categories (essential read-only, analytics,
 * advertising), the policy revision, the record in localStorage under `cc_cookie`, autoClear of each
 * category's tag cookies from the one list (TAG_COOKIES), and every word from the content.
 * The banner is a box in the bottom-right corner that leaves the page usable; Accept All and Reject
 * All have equal weight, Manage preferences is the quieter button below them.
 */
export function consentConfig(copy: ConsentCopy, revision: number, hostname: string, events: ConsentEvents): CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision,
    // Crawlers (and browsers under automation) never get the dialog: its words stay out of search
    // results, and with no choice made no tag ever loads (docs/integrations.md, "Bots").
    hideFromBots: true,
    disablePageInteraction: false,
    // The site loads its tags itself (client/tags/); there are no `data-category` scripts to manage.
    manageScriptTags: false,
    cookie: { name: CONSENT_RECORD_KEY, useLocalStorage: true },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: autoClearCookies('analytics', hostname) } },
      advertising: { autoClear: { cookies: autoClearCookies('advertising', hostname) } },
    },
    language: { default: 'en', translations: { en: translation(copy) } },
    ...events,
  };
}

/**
 * The tag cookies of a category, for the library to delete when it is withdrawn: each name on the
 * host (the library's default) and on every parent domain the tags may have set it for.
 */
export function autoClearCookies(category: ConsentCategory, hostname: string): CookieItem[] {
  const parents = cookieDomains(hostname).filter((domain): domain is string => domain !== null && domain !== hostname);
  return TAG_COOKIES[category].flatMap((name) => [{ name }, ...parents.map((domain) => ({ name, domain }))]);
}

/**
 * The library writes its texts as HTML: every word from the content is escaped, and the only markup
 * is the site's own link to the Privacy page.
 */
export function translation(copy: ConsentCopy): Translation {
  const description = `${escapeHtml(copy.description)} <a href="${escapeHtml(copy.privacyHref)}">${escapeHtml(copy.privacyLinkLabel)}</a>`;
  return {
    consentModal: {
      title: escapeHtml(copy.title),
      description,
      acceptAllBtn: escapeHtml(copy.acceptLabel),
      acceptNecessaryBtn: escapeHtml(copy.rejectLabel),
      showPreferencesBtn: escapeHtml(copy.manageLabel),
    },
    preferencesModal: {
      title: escapeHtml(copy.preferencesTitle),
      closeIconLabel: copy.closeLabel,
      acceptAllBtn: escapeHtml(copy.acceptLabel),
      acceptNecessaryBtn: escapeHtml(copy.rejectLabel),
      savePreferencesBtn: escapeHtml(copy.saveLabel),
      sections: [
        { description },
        ...(['necessary', ...CONSENT_CATEGORIES] as const).map((category) => ({
          title: escapeHtml(copy.categories[category].label),
          description: escapeHtml(copy.categories[category].description),
          linkedCategory: category,
        })),
      ],
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
