import { injectScript, type InjectedScript } from '../loadScript.ts';
import { SUBMISSION_SUCCESS_EVENT, submittedFormIdFromDetail, submittedFormIdFromMessage } from './messages.ts';
import { embedSettings } from './settings.ts';

/** The part of the provider's v2 embed API the site uses. */
export interface ProviderFormOptions {
  region: string;
  portalId: string;
  formId: string;
  /** CSS selector of the element the form renders into. */
  target: string;
  onFormReady?: () => void;
}

declare global {
  interface Window {
    hbspt?: { forms?: { create(options: ProviderFormOptions): unknown } };
  }
}

export interface FormEmbedOptions {
  /** How long the form may take to appear before the fallback shows. */
  timeoutMs: number;
  /** Runs once per rendered form, for the first submission announced for its form id. */
  onSubmitted: (formId: string) => void;
}

/**
 * One mount point of server HTML (components/forms/FormMount.tsx) and the provider's form in it:
 * `load(formId)` injects the provider's script, renders the form and listens for its submission;
 * `unload()` removes the listeners, the script and the rendered form. If the script fails, is
 * blocked, or no form appears within the timeout, or the settings are missing, the mount's
 * fallback (the e-mail address) shows instead of the loading line.
 */
export class FormEmbed {
  readonly #mount: HTMLElement;
  readonly #target: HTMLElement;
  readonly #loading: HTMLElement | null;
  readonly #fallback: HTMLElement | null;
  readonly #options: FormEmbedOptions;
  #script: InjectedScript | null = null;
  #listeners: AbortController | null = null;
  #observer: MutationObserver | null = null;
  #timer: number | undefined;
  #formId: string | null = null;
  #counted = false;
  /** Bumped by every load and unload, so callbacks of an earlier form do nothing. */
  #generation = 0;

  constructor(mount: HTMLElement, options: FormEmbedOptions) {
    this.#mount = mount;
    this.#options = options;
    let target = mount.querySelector<HTMLElement>('[data-form-target]');
    if (!target) {
      target = document.createElement('div');
      target.dataset.formTarget = '';
      mount.prepend(target);
    }
    target.id ||= `${mount.dataset.formMount ?? 'provider'}-form-target`;
    this.#target = target;
    this.#loading = mount.querySelector<HTMLElement>('[data-form-loading]');
    this.#fallback = mount.querySelector<HTMLElement>('[data-form-fallback]');
  }

  /** The form id currently loaded, if any. */
  get formId(): string | null {
    return this.#formId;
  }

  load(formId: string | null | undefined): void {
    this.unload();
    const generation = this.#generation;
    const current = () => generation === this.#generation;
    const settings = embedSettings({ region: this.#mount.dataset.region, portalId: this.#mount.dataset.portalId, formId });
    if (!settings) {
      this.#showFallback('not-configured');
      return;
    }
    this.#formId = settings.formId;
    this.#counted = false;
    this.#mount.dataset.formState = 'loading';

    this.#listen();

    this.#observer = new MutationObserver(() => {
      if (this.#target.querySelector('form, iframe')) this.#markReady();
    });
    this.#observer.observe(this.#target, { childList: true, subtree: true });
    this.#timer = window.setTimeout(() => {
      if (current()) this.#showFallback('timeout');
    }, this.#options.timeoutMs);

    const script = injectScript(settings.scriptUrl, { formScript: this.#mount.dataset.formMount ?? '' });
    this.#script = script;
    script.ready.then(
      () => {
        if (!current()) return;
        const forms = window.hbspt?.forms;
        if (!forms) return this.#showFallback('no-api');
        try {
          forms.create({
            region: settings.region,
            portalId: settings.portalId,
            formId: settings.formId,
            target: `#${CSS.escape(this.#target.id)}`,
            onFormReady: () => {
              if (current()) this.#markReady();
            },
          });
        } catch {
          this.#showFallback('create-failed');
        }
      },
      () => {
        if (current()) this.#showFallback('script-failed');
      },
    );
  }

  /** Removes the listeners, the injected script and the rendered form; the mount returns to its loading line. */
  unload(): void {
    this.#generation++;
    this.#stopListening();
    this.#observer?.disconnect();
    this.#observer = null;
    window.clearTimeout(this.#timer);
    this.#script?.remove();
    this.#script = null;
    this.#target.replaceChildren();
    this.#formId = null;
    delete this.#mount.dataset.formState;
    delete this.#mount.dataset.formFallbackReason;
    if (this.#loading) this.#loading.hidden = false;
    if (this.#fallback) this.#fallback.hidden = true;
  }

  /** Listens for the rendered form's submission: only while a form is loading or shown, never in fallback. */
  #listen(): void {
    if (this.#listeners) return;
    const listeners = new AbortController();
    this.#listeners = listeners;
    window.addEventListener('message', (event) => this.#announce(submittedFormIdFromMessage(event, window.location.origin)), { signal: listeners.signal });
    window.addEventListener(SUBMISSION_SUCCESS_EVENT, (event) => this.#announce(submittedFormIdFromDetail((event as CustomEvent).detail)), {
      signal: listeners.signal,
    });
  }

  #stopListening(): void {
    this.#listeners?.abort();
    this.#listeners = null;
  }

  #announce(formId: string | null): void {
    // Only the form this mount rendered, and one submission once (the legacy message and the
    // newer event may both announce it).
    if (!formId || formId !== this.#formId || this.#counted) return;
    this.#counted = true;
    this.#options.onSubmitted(formId);
  }

  #markReady(): void {
    window.clearTimeout(this.#timer);
    // A form that arrives after the fallback showed is listened to again.
    this.#listen();
    this.#mount.dataset.formState = 'ready';
    if (this.#loading) this.#loading.hidden = true;
    // A form that arrives after the timeout replaces the fallback.
    if (this.#fallback) this.#fallback.hidden = true;
  }

  #showFallback(reason: string): void {
    window.clearTimeout(this.#timer);
    // No form is shown, so no message can announce its submission: one that claims to is forged.
    this.#stopListening();
    this.#mount.dataset.formState = 'fallback';
    this.#mount.dataset.formFallbackReason = reason;
    if (this.#loading) this.#loading.hidden = true;
    if (this.#fallback) this.#fallback.hidden = false;
  }
}
