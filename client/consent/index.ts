import { CONSENT_COPY_ID } from '../../lib/constants.ts';
import { afterPageShown } from '../pageShown.ts';
import { readConsent } from './state.ts';

/**
 * Asks for a choice while none is stored for the current policy revision, and reopens it on the
 * preferences from the footer's "Cookie settings". The consent library (library.ts) is a chunk loaded
 * only then: on a first visit once the page has loaded and painted, so it never competes with the
 * page's own content for the first paint (LCP); on a later visit only if Cookie settings is pressed.
 */
export function startConsent(): void {
  const copy = document.getElementById(CONSENT_COPY_ID);
  if (!copy) return;
  if (readConsent() === null) afterPageShown(() => void openConsent(copy, false));
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-consent-open]')) {
    button.addEventListener('click', () => void openConsent(copy, true));
  }
}

async function openConsent(copy: HTMLElement, preferences: boolean): Promise<void> {
  try {
    const library = await import('./library.ts');
    await library.openConsent(copy.textContent ?? '', { preferences });
  } catch (error) {
    console.error('The consent choice could not be shown:', error);
  }
}
