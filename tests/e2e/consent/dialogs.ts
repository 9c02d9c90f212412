import type { Page } from '@playwright/test';
import { consentBanner } from '../content.ts';
import { storedConsent } from '../fixtures.ts';

// The consent dialogs and what the page records of the choice, as the consent specs read them.

export const banner = (page: Page) => page.getByRole('dialog', { name: consentBanner.title });
export const preferences = (page: Page) => page.getByRole('dialog', { name: consentBanner.preferencesTitle });
export const switchOf = (page: Page, category: 'necessary' | 'analytics' | 'advertising') => preferences(page).getByRole('switch', { name: consentBanner.categories[category].label });
export const stored = async (page: Page) => (await storedConsent(page)).choice;
export const consentCalls = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((a) => a[0] === 'consent'));
