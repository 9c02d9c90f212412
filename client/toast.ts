import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_VISIBLE_MS } from '../lib/constants.ts';

export interface ToastOptions {
  title: string;
  description?: string | undefined;
}

/**
 * Shows a confirmation in the polite live region. At most one toast is visible: a new one
 * dismisses the previous. A dismissed toast is hidden at once (out of sight and out of the
 * accessibility tree) and removed from the DOM after TOAST_REMOVE_DELAY_MS.
 */
export function showToast({ title, description }: ToastOptions): HTMLElement | null {
  const region = document.querySelector<HTMLElement>('[data-toast-region]');
  if (!region) return null;
  const visible = [...region.querySelectorAll<HTMLElement>('.toast:not([hidden])')];
  for (const old of visible.slice(0, Math.max(0, visible.length - TOAST_LIMIT + 1))) dismissToast(old);

  const toast = document.createElement('div');
  toast.className = 'toast';
  toast.dataset.toast = '';
  const text = document.createElement('div');
  text.className = 'flex-1';
  const heading = document.createElement('p');
  heading.className = 'font-semibold';
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const body = document.createElement('p');
    body.className = 'mt-1 text-ink-200';
    body.textContent = description;
    text.append(body);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'rounded-md px-1.5 text-ink-200 hover:text-white';
  // The button's name is copy: the page renders it from the content onto the region.
  const label = region.dataset.dismissLabel;
  if (label) close.setAttribute('aria-label', label);
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast));
  toast.append(text, close);
  region.append(toast);
  window.setTimeout(() => dismissToast(toast), TOAST_VISIBLE_MS);
  return toast;
}

export function dismissToast(toast: HTMLElement): void {
  if (toast.hidden) return;
  toast.hidden = true;
  window.setTimeout(() => toast.remove(), TOAST_REMOVE_DELAY_MS);
}
