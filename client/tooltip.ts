import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SIDE_OFFSET_PX } from '../lib/constants.ts';

/**
 * Tooltips (WAI-ARIA tooltip pattern) for elements with `data-tooltip="text"`: shown after
 * 700 ms of hover or on keyboard focus, 4 px from the element, hidden on Escape, blur or leave.
 */
export function startTooltips(root: ParentNode = document): void {
  const targets = [...root.querySelectorAll<HTMLElement>('[data-tooltip]')];
  if (targets.length === 0) return;
  const tip = document.createElement('div');
  tip.className = 'tooltip';
  tip.id = 'site-tooltip';
  tip.setAttribute('role', 'tooltip');
  tip.hidden = true;
  document.body.append(tip);
  let timer: number | undefined;

  const show = (el: HTMLElement) => {
    tip.textContent = el.dataset.tooltip ?? '';
    tip.hidden = false;
    el.setAttribute('aria-describedby', tip.id);
    const rect = el.getBoundingClientRect();
    const left = Math.min(Math.max(8, rect.left + rect.width / 2 - tip.offsetWidth / 2), window.innerWidth - tip.offsetWidth - 8);
    tip.style.left = `${left}px`;
    tip.style.top = `${rect.bottom + TOOLTIP_SIDE_OFFSET_PX}px`;
  };
  const hide = (el?: HTMLElement) => {
    window.clearTimeout(timer);
    tip.hidden = true;
    el?.removeAttribute('aria-describedby');
  };
  for (const el of targets) {
    el.addEventListener('pointerenter', () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => show(el), TOOLTIP_OPEN_DELAY_MS);
    });
    el.addEventListener('pointerleave', () => hide(el));
    el.addEventListener('focus', () => show(el));
    el.addEventListener('blur', () => hide(el));
    el.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') hide(el);
    });
  }
}
