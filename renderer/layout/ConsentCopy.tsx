import { CONSENT_COPY_ID } from '../../lib/constants.ts';
import type { ConsentCopy as Copy } from '../../lib/consentCopy.ts';
import { routes, site } from '../../lib/content/site.ts';

/**
 * The consent dialogs' words (content/site.yaml `consentBanner`) as JSON at the end of every page,
 * with the cookie policy's revision as an attribute. The consent library, loaded only when it is
 * needed (client/consent/), renders the banner and the preferences from it; a returning visitor's
 * pages read only the revision. Data, not script: nothing here runs.
 */
export function ConsentCopy() {
  const { revision, reopenLabel: _reopenLabel, ...words } = site.consentBanner;
  const copy: Copy = { ...words, privacyHref: routes.privacy };
  return <script type="application/json" id={CONSENT_COPY_ID} data-consent-revision={revision} dangerouslySetInnerHTML={{ __html: JSON.stringify(copy).replace(/</g, '\\u003c') }} />;
}
