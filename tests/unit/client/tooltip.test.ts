// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTooltips } from '../../../client/tooltip.ts';
import { TOOLTIP_OPEN_DELAY_MS } from '../../../lib/constants.ts';

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<a href="#" data-tooltip="Tenetry on X">X</a>';
  startTooltips();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const tip = () => document.querySelector<HTMLElement>('[role="tooltip"]')!;
const target = () => document.querySelector<HTMLElement>('[data-tooltip]')!;

describe('tooltips', () => {
  it('open 700 ms after the pointer enters, not before', () => {
    target().dispatchEvent(new PointerEvent('pointerenter'));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(tip().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tip().hidden).toBe(false);
    expect(tip().textContent).toBe('Tenetry on X');
    expect(target().getAttribute('aria-describedby')).toBe(tip().id);
  });

  it('a pointer that leaves before the delay opens nothing', () => {
    target().dispatchEvent(new PointerEvent('pointerenter'));
    vi.advanceTimersByTime(300);
    target().dispatchEvent(new PointerEvent('pointerleave'));
    vi.advanceTimersByTime(TOOLTIP_OPEN_DELAY_MS);
    expect(tip().hidden).toBe(true);
  });

  it('opens at once on keyboard focus and closes on Escape', () => {
    target().dispatchEvent(new FocusEvent('focus'));
    expect(tip().hidden).toBe(false);
    target().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(tip().hidden).toBe(true);
    expect(target().hasAttribute('aria-describedby')).toBe(false);
  });
});
