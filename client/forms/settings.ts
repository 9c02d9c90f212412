/** The provider's settings of one embedded form, checked before anything is requested. */
export interface EmbedSettings {
  region: string;
  portalId: string;
  formId: string;
  scriptUrl: string;
}

/** How long the provider's form may take to appear before the fallback shows (a few seconds). */
export const FORM_RENDER_TIMEOUT_MS = 6_000;
/** Query parameter that shortens (or lengthens) the wait, e.g. `/contact?formTimeoutMs=500` in tests. */
export const FORM_TIMEOUT_PARAM = 'formTimeoutMs';
const TIMEOUT_RANGE = { min: 100, max: 60_000 };

/** The embed script of the provider's region: `na1` (the default) on js.hsforms.net, others on js-<region>.hsforms.net. */
export function providerScriptUrl(region: string): string | null {
  if (region === '' || region === 'na1') return 'https://js.hsforms.net/forms/embed/v2.js';
  if (/^[a-z]{2,4}\d{1,2}$/.test(region)) return `https://js-${region}.hsforms.net/forms/embed/v2.js`;
  return null;
}

/** The settings, or null when any is missing or malformed (the form is then "not configured"). */
export function embedSettings(raw: { region?: string | null | undefined; portalId?: string | null | undefined; formId?: string | null | undefined }): EmbedSettings | null {
  const region = raw.region?.trim() ?? '';
  const portalId = raw.portalId?.trim() ?? '';
  const formId = raw.formId?.trim() ?? '';
  const scriptUrl = providerScriptUrl(region);
  if (!scriptUrl || !/^\d{1,12}$/.test(portalId) || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(formId)) return null;
  return { region: region || 'na1', portalId, formId, scriptUrl };
}

/** The render timeout for this page: the query parameter when it is a whole number in range, else the default. */
export function renderTimeoutMs(search: string): number {
  const value = new URLSearchParams(search).get(FORM_TIMEOUT_PARAM);
  if (value === null || !/^\d+$/.test(value)) return FORM_RENDER_TIMEOUT_MS;
  const ms = Number(value);
  return ms >= TIMEOUT_RANGE.min && ms <= TIMEOUT_RANGE.max ? ms : FORM_RENDER_TIMEOUT_MS;
}
