import { type Consent, onConsentChange, readConsent, signalsFor } from './state.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** gtag() as Google documents it: pushes its `arguments` object onto the dataLayer. */
export function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads Arguments objects, not arrays.
  window.dataLayer.push(arguments);
}

/**
 * Consent Mode v2: every signal is denied by default before any tag can load; a stored
 * choice, and every later change (in this tab or another), is sent as an update. Each signal
 * follows its category: analytics → analytics_storage; advertising → ad_storage, ad_user_data,
 * ad_personalization.
 */
export function startConsentMode(): void {
  gtag('consent', 'default', { ...signalsFor(null), wait_for_update: 500 });
  const stored = readConsent();
  if (stored) sendUpdate(stored);
  onConsentChange(sendUpdate);
}

function sendUpdate(consent: Consent | null): void {
  gtag('consent', 'update', signalsFor(consent));
}
