import { CONSENT_COPY_ID } from './constants.ts';

/** One category of the preferences: its switch's label and what it covers. */
export interface ConsentCategoryCopy {
  label: string;
  description: string;
}

/**
 * The words of the consent banner and the preferences, from content/site.yaml `consentBanner`, with
 * the Privacy page's path: what the consent library is configured with (client/consent/config.ts).
 */
export interface ConsentCopy {
  title: string;
  description: string;
  privacyLinkLabel: string;
  privacyHref: string;
  acceptLabel: string;
  rejectLabel: string;
  manageLabel: string;
  saveLabel: string;
  preferencesTitle: string;
  closeLabel: string;
  categories: Record<'necessary' | 'analytics' | 'advertising', ConsentCategoryCopy>;
}

const TEXT_FIELDS = ['title', 'description', 'privacyLinkLabel', 'privacyHref', 'acceptLabel', 'rejectLabel', 'manageLabel', 'saveLabel', 'preferencesTitle', 'closeLabel'] as const;
const CATEGORY_NAMES = ['necessary', 'analytics', 'advertising'] as const;

/**
 * Reads the copy back from the page's JSON. The page is the site's own, but its text is checked like
 * any input: a missing or non-text field is an error that names it, never an empty button.
 */
export function parseConsentCopy(json: string): ConsentCopy {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new Error(`#${CONSENT_COPY_ID}: not valid JSON`);
  }
  if (!isObject(value)) throw new Error(`#${CONSENT_COPY_ID}: not an object`);
  for (const field of TEXT_FIELDS) requireText(value[field], field);
  const categories = value.categories;
  if (!isObject(categories)) throw new Error(`#${CONSENT_COPY_ID}: categories is not an object`);
  for (const name of CATEGORY_NAMES) {
    const category = categories[name];
    if (!isObject(category)) throw new Error(`#${CONSENT_COPY_ID}: categories.${name} is not an object`);
    requireText(category.label, `categories.${name}.label`);
    requireText(category.description, `categories.${name}.description`);
  }
  return value as unknown as ConsentCopy;
}

// Not lib/isRecord.ts: sharing it with the forms would add a chunk to the library's download.
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireText(value: unknown, field: string): void {
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`#${CONSENT_COPY_ID}: ${field} is not a non-empty text`);
}
