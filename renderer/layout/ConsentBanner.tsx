import { routes, site } from '#lib/site.ts';

/**
 * The cookie consent choice (spec section 4), prerendered hidden on every page. client/consent/
 * shows it while no choice is stored, and again from the footer's "Cookie settings"; the buttons
 * carry the choice they record. A non-modal dialog: the page stays usable behind it.
 */
export function ConsentBanner() {
  const copy = site.consentBanner;
  return (
    <div
      id="consent-banner"
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-description"
      tabIndex={-1}
      hidden
      data-consent-banner
    >
      <h2 id="consent-banner-title" className="heading-3">
        {copy.title}
      </h2>
      <p id="consent-banner-description" className="mt-2 text-sm leading-6 text-ink-600">
        {copy.description}{' '}
        <a href={routes.privacy} className="font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800">
          {copy.privacyLinkLabel}
        </a>
      </p>
      {/* Equal weight: the same style and size for both answers. */}
      <div className="mt-5 grid grid-cols-2 gap-3">
        <button type="button" className="btn btn-primary" data-consent-choice="accepted">
          {copy.acceptLabel}
        </button>
        <button type="button" className="btn btn-primary" data-consent-choice="rejected">
          {copy.rejectLabel}
        </button>
      </div>
    </div>
  );
}
