// vanilla-cookieconsent's headless build (the consent record and its events, no UI of its own)
// ships without a type file; its API is the full build's, less the options of the UI.
declare module 'vanilla-cookieconsent/dist/core/cookieconsent-core.esm.js' {
  import type { CookieConsentConfig } from 'vanilla-cookieconsent';
  export { acceptCategory, reset } from 'vanilla-cookieconsent';
  export function run(config: Omit<CookieConsentConfig, 'language' | 'guiOptions' | 'autoShow' | 'disablePageInteraction'>): Promise<void>;
}
