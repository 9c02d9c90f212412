/** A third-party script this page added, and how to take it away again. */
export interface InjectedScript {
  element: HTMLScriptElement;
  /** Settles when the script ran (resolves) or could not be fetched (rejects). */
  ready: Promise<void>;
  remove(): void;
}

/**
 * Adds an async external script at the end of <head>. It never blocks rendering: the HTML
 * has already been parsed when the client code runs, and async scripts run when they arrive.
 * `data` becomes data attributes, so tests and cleanup code can find the element.
 */
export function injectScript(src: string, data: Record<string, string> = {}): InjectedScript {
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  for (const [key, value] of Object.entries(data)) element.dataset[key] = value;
  const ready = new Promise<void>((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => reject(new Error(`The script ${src} could not be loaded.`)), { once: true });
  });
  // The caller decides what a failure means; an unobserved rejection is not an error here.
  ready.catch(() => undefined);
  document.head.append(element);
  return { element, ready, remove: () => element.remove() };
}

/** Runs `task` once the page has finished loading (and never in the same task as the caller). */
export function afterPageLoad(task: () => void): void {
  if (document.readyState === 'complete') window.setTimeout(task, 0);
  else window.addEventListener('load', () => window.setTimeout(task, 0), { once: true });
}
