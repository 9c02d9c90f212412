// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast } from '../../../client/toast.ts';
import { TOAST_REMOVE_DELAY_MS, TOAST_VISIBLE_MS } from '../../../lib/constants.ts';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div role="status" aria-live="polite" data-toast-region data-dismiss-label="Close this message"></div>';
});
afterEach(() => vi.useRealTimers());

const visible = () => [...document.querySelectorAll<HTMLElement>('[data-toast]')].filter((t) => !t.hidden);

describe('toasts', () => {
  it('shows a toast with its title and description in the polite region', () => {
    showToast({ title: 'Thanks!', description: 'We will be in touch.' });
    const region = document.querySelector('[data-toast-region]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(visible().map((t) => t.textContent)).toEqual(['Thanks!We will be in touch.×']);
  });

  it('keeps at most one toast visible: a new one dismisses the previous', () => {
    showToast({ title: 'First' });
    showToast({ title: 'Second' });
    expect(visible().map((t) => t.querySelector('p')!.textContent)).toEqual(['Second']);
  });

  it('removes a dismissed toast from the page only after the removal delay', () => {
    const toast = showToast({ title: 'Saved' })!;
    dismissToast(toast);
    expect(toast.hidden).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(toast.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toast.isConnected).toBe(false);
  });

  it('dismisses itself after it has been visible for a while, and by its close button', () => {
    const first = showToast({ title: 'Auto' })!;
    vi.advanceTimersByTime(TOAST_VISIBLE_MS);
    expect(first.hidden).toBe(true);
    const second = showToast({ title: 'Manual' })!;
    second.querySelector('button')!.click();
    expect(second.hidden).toBe(true);
  });

  it('names its close button with the label the page rendered onto the region', () => {
    const toast = showToast({ title: 'Named' })!;
    expect(toast.querySelector('button')!.getAttribute('aria-label')).toBe('Close this message');
  });

  it('does nothing on a page without a toast region', () => {
    document.body.innerHTML = '';
    expect(showToast({ title: 'Nowhere' })).toBeNull();
  });
});
