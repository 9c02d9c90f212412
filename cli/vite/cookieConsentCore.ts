import type { Plugin } from 'vite';

/**
 * vanilla-cookieconsent's headless build (`dist/core`, 4.5 KB compressed against the full build's
 * 10 KB plus 5 KB of CSS) is the consent record behind the site's own banner markup. Its 3.x
 * releases construct their state without the `ie` holder that `run()` writes to (`n.le=y`,
 * `s.ie.de[r]={}`), so `run()` throws "Cannot set properties of undefined". The build adds the
 * missing holder; if the library's text changes, the build stops here instead of shipping a banner
 * that cannot record a choice.
 */
export const CORE_MODULE = /vanilla-cookieconsent[\\/]dist[\\/]core[\\/]cookieconsent-core\.esm\.js$/;

const STATE_FIELDS = 'this.K={},';
const FIXED_STATE_FIELDS = 'this.ie={de:{}},this.K={},';

export function patchCookieConsentCore(code: string): string {
  if (code.includes(FIXED_STATE_FIELDS)) return code;
  const at = code.indexOf(STATE_FIELDS);
  if (at < 0 || code.indexOf(STATE_FIELDS, at + 1) >= 0 || !code.includes('s.ie.de[r]={}')) {
    throw new Error(
      'vanilla-cookieconsent: the headless build no longer matches the fix in cli/vite/cookieConsentCore.ts. ' +
        'Check whether the new release still needs it (docs/integrations.md, "The consent banner") and update or remove the fix.',
    );
  }
  return code.slice(0, at) + FIXED_STATE_FIELDS + code.slice(at + STATE_FIELDS.length);
}

export function cookieConsentCore(): Plugin {
  return {
    name: 'site:cookieconsent-core',
    enforce: 'pre',
    transform(code, id) {
      if (!CORE_MODULE.test(id.split('?')[0] ?? '')) return null;
      return { code: patchCookieConsentCore(code), map: null };
    },
  };
}
