import { gtag } from '../consent/consentMode.ts';
import { readConsent } from '../consent/state.ts';
import type { TagCall } from './payloads.ts';

/**
 * Sends conversion events, only with consent (privacy by default: docs/integrations.md).
 * Returns whether anything was sent. A module of its own so the forms do not pull in the tag
 * loaders: the tags, once loaded, read the dataLayer and `fbq` queue these calls go to.
 */
export function sendConversion(calls: TagCall[]): boolean {
  if (readConsent() !== 'accepted' || calls.length === 0) return false;
  for (const call of calls) {
    if (call.tag === 'gtag') gtag(...call.args);
    else window.fbq?.(...call.args);
  }
  return true;
}
