import type { ConsentChoice } from '../../lib/constants.ts';
import { onConsentChange, readConsent, signalsFor } from './state.ts';

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
 * choice, and every later change, is sent as an update.
 */
export function startConsentMode(): void {
  gtag('consent', 'default', { ...signalsFor(null), wait_for_update: 500 });
  const stored = readConsent();
  if (stored) sendUpdate(stored);
  onConsentChange(sendUpdate);
}

function sendUpdate(choice: ConsentChoice): void {
  gtag('consent', 'update', signalsFor(choice));
}
