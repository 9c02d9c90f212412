import { isRecord } from '../../lib/isRecord.ts';

/** How the forms provider (HubSpot) announces a submission, and whom the site believes. */

/** The legacy embed's window message: `{ type: 'hsFormCallback', eventName: 'onFormSubmitted', id: formId }`. */
export const FORM_CALLBACK_TYPE = 'hsFormCallback';
export const FORM_SUBMITTED_EVENT = 'onFormSubmitted';
/** The newer embed's window event; `event.detail.formId` names the form. */
export const SUBMISSION_SUCCESS_EVENT = 'hs-form-event:on-submission:success';
/** The provider's form hosts: any subdomain of these, over https. */
export const PROVIDER_DOMAINS = ['hsforms.com', 'hsforms.net'] as const;

/**
 * Whether a message's origin may announce a submission: this site itself (the provider's embed
 * renders into the page or into a same-origin frame) or an https subdomain of the provider's
 * form hosts. Opaque origins (`null`: sandboxed frames, files) are never trusted.
 */
export function isTrustedOrigin(origin: string, siteOrigin: string): boolean {
  if (!origin || origin === 'null') return false;
  if (origin === siteOrigin) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.port !== '' || url.origin !== origin) return false;
  return PROVIDER_DOMAINS.some((domain) => url.hostname.endsWith(`.${domain}`));
}

/** The submitted form's id when a window message is the provider's "form submitted" from a trusted origin. */
export function submittedFormIdFromMessage(message: { origin: string; data: unknown }, siteOrigin: string): string | null {
  if (!isTrustedOrigin(message.origin, siteOrigin)) return null;
  const data = message.data;
  if (!isRecord(data) || data.type !== FORM_CALLBACK_TYPE || data.eventName !== FORM_SUBMITTED_EVENT) return null;
  return typeof data.id === 'string' && data.id ? data.id : null;
}

/** The submitted form's id from the newer embed's success event's `detail`. */
export function submittedFormIdFromDetail(detail: unknown): string | null {
  if (!isRecord(detail)) return null;
  return typeof detail.formId === 'string' && detail.formId ? detail.formId : null;
}
