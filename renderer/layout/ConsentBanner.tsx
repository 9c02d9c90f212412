import { CONSENT_CATEGORIES } from '../../lib/constants.ts';
import { routes, site } from '../../lib/content/site.ts';
import { Heading } from '../../components/ui/Heading.tsx';

/**
 * The cookie consent choice, prerendered hidden on every page. client/consent/
 * shows it while no choice is stored for the current policy revision, and again from the footer's
 * "Cookie settings" (which opens the preferences). The buttons carry the choice they record;
 * "Manage preferences" shows one switch per category and "Save my choices". All four buttons have
 * the same weight. A non-modal dialog: the page stays usable behind it. On phones a card at the
 * bottom; from 1024 px a slim bar along the bottom edge, clear of the heroes' calls to action.
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
      data-consent-revision={copy.revision}
    >
      <div className="consent-banner-inner">
        <div className="consent-banner-text">
          <Heading level={2} id="consent-banner-title" className="consent-banner-title">
            {copy.title}
          </Heading>
          <p id="consent-banner-description" className="mt-1 text-sm leading-6 text-ink-600">
            {copy.description}{' '}
            <a href={routes.privacy} className="font-medium text-accent-700 underline underline-offset-4 hover:text-accent-800">
              {copy.privacyLinkLabel}
            </a>
          </p>
        </div>
        <fieldset id="consent-preferences" className="consent-preferences" hidden data-consent-preferences>
          <legend className="sr-only">{copy.manageLabel}</legend>
          <CategorySwitch id="necessary" {...copy.categories.necessary} alwaysOn />
          {CONSENT_CATEGORIES.map((category) => (
            <CategorySwitch key={category} id={category} {...copy.categories[category]} />
          ))}
        </fieldset>
        {/* Equal weight: the same style and size for every answer. */}
        <div className="consent-actions">
          <button type="button" className="btn btn-primary" data-consent-choice="accepted">
            {copy.acceptLabel}
          </button>
          <button type="button" className="btn btn-primary" data-consent-choice="rejected">
            {copy.rejectLabel}
          </button>
          <button type="button" className="btn btn-primary consent-wide" aria-expanded="false" aria-controls="consent-preferences" data-consent-manage>
            {copy.manageLabel}
          </button>
          <button type="button" className="btn btn-primary consent-wide" hidden data-consent-save>
            {copy.saveLabel}
          </button>
        </div>
      </div>
    </div>
  );
}

function CategorySwitch({ id, label, description, alwaysOn = false }: { id: string; label: string; description: string; alwaysOn?: boolean }) {
  const inputId = `consent-category-${id}`;
  return (
    <div className="consent-category">
      <label htmlFor={inputId} className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-ink-900">{label}</span>
        <span id={`${inputId}-description`} className="block text-sm leading-5 text-ink-600">
          {description}
        </span>
      </label>
      <input
        id={inputId}
        type="checkbox"
        role="switch"
        className="consent-switch"
        aria-describedby={`${inputId}-description`}
        {...(alwaysOn ? { defaultChecked: true, disabled: true } : { 'data-consent-category': id })}
      />
    </div>
  );
}
