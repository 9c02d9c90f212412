import { gtag } from '../consent/consentMode.ts';
import { readConsent } from '../consent/state.ts';
import type { TagCall } from './payloads.ts';

/**
 * Sends the conversion events whose category the visitor granted (privacy by default:
 * docs/integrations.md). Returns how many were sent. A module of its own so the forms do not pull
 * in the tag loaders: the tags, once loaded, read the dataLayer and `fbq` queue these calls go to.
 */
export function sendConversion(calls: TagCall[]): number {
  const consent = readConsent();
  let sent = 0;
  for (const call of calls) {
    if (!consent?.[call.category]) continue;
    if (call.tag === 'gtag') gtag(...call.args);
    else window.fbq?.(...call.args);
    sent++;
  }
  return sent;
}
