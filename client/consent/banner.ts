import { CONSENT_CATEGORIES } from '../../lib/constants.ts';
import { allCategories, type Consent, readConsent, writeConsent } from './state.ts';

export interface BannerOptions {
  /** The button that reopened the choice: focus moves into the banner and returns to it after the answer. */
  opener?: HTMLElement;
  /** Open on the preferences (one switch per category), as "Cookie settings" does. */
  preferences?: boolean;
}

/**
 * Shows the prerendered banner (renderer/layout/ConsentBanner.tsx) and records the answer:
 * Accept All, Reject All, or the preferences' switches with "Save my choices". Loaded on demand:
 * a visitor who has chosen never downloads this module unless they reopen the choice from the footer.
 */
export function showConsentBanner(banner: HTMLElement, { opener, preferences = false }: BannerOptions): void {
  const parts = enhance(banner);
  current = { banner, parts, opener };
  // The switches start from the stored choice (nothing granted when there is none).
  const stored = readConsent() ?? allCategories(false);
  for (const input of parts.switches) input.checked = stored[input.dataset.consentCategory as keyof Consent] === true;
  showPreferences(parts, preferences);
  banner.hidden = false;
  if (!opener) return;
  if (preferences) parts.switches[0]?.focus();
  else banner.focus();
}

interface BannerParts {
  preferences: HTMLElement | null;
  manage: HTMLButtonElement | null;
  save: HTMLButtonElement | null;
  switches: HTMLInputElement[];
}

// The latest showing (a reopened banner returns focus to its own opener).
let current: { banner: HTMLElement; parts: BannerParts; opener: HTMLElement | undefined } | null = null;
const enhanced = new WeakMap<HTMLElement, BannerParts>();

function enhance(banner: HTMLElement): BannerParts {
  const known = enhanced.get(banner);
  if (known) return known;
  const parts: BannerParts = {
    preferences: banner.querySelector<HTMLElement>('[data-consent-preferences]'),
    manage: banner.querySelector<HTMLButtonElement>('[data-consent-manage]'),
    save: banner.querySelector<HTMLButtonElement>('[data-consent-save]'),
    switches: [...banner.querySelectorAll<HTMLInputElement>('input[data-consent-category]')].filter((input) => (CONSENT_CATEGORIES as readonly string[]).includes(input.dataset.consentCategory ?? '')),
  };
  enhanced.set(banner, parts);
  for (const button of banner.querySelectorAll<HTMLButtonElement>('[data-consent-choice]')) {
    button.addEventListener('click', () => answer(allCategories(button.dataset.consentChoice === 'accepted')));
  }
  parts.manage?.addEventListener('click', () => {
    showPreferences(parts, true);
    parts.switches[0]?.focus();
  });
  parts.save?.addEventListener('click', () => {
    const consent = allCategories(false);
    for (const input of parts.switches) consent[input.dataset.consentCategory as keyof Consent] = input.checked;
    answer(consent);
  });
  return parts;
}

function showPreferences(parts: BannerParts, open: boolean): void {
  if (parts.preferences) parts.preferences.hidden = !open;
  if (parts.manage) {
    parts.manage.hidden = open;
    parts.manage.setAttribute('aria-expanded', String(open));
  }
  if (parts.save) parts.save.hidden = !open;
}

function answer(consent: Consent): void {
  if (!current) return;
  const { banner, parts, opener } = current;
  writeConsent(consent);
  banner.hidden = true;
  showPreferences(parts, false);
  opener?.focus();
}
