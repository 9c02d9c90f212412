import { DROPDOWN_CLOSE_DELAY_MS } from '../lib/constants.ts';

/**
 * Header dropdowns (WAI-ARIA disclosure navigation): open on hover, click, Enter/Space and
 * ArrowDown; close 200 ms after the pointer leaves, on Escape (focus returns to the button)
 * and on a click or focus outside.
 */
export function startDropdowns(root: ParentNode = document): void {
  const nav = root.querySelector<HTMLElement>('[data-desktop-nav]');
  if (!nav) return;
  nav.dataset.enhanced = '';
  const items = [...nav.querySelectorAll<HTMLElement>('[data-dropdown]')];
  const dropdowns = items.map((item) => {
    const trigger = item.querySelector<HTMLButtonElement>('[data-dropdown-trigger]')!;
    const panel = item.querySelector<HTMLElement>('[data-dropdown-panel]')!;
    let closeTimer: number | undefined;
    // A click right after hover-opening must not close the panel the pointer just opened.
    let openedByHover = false;
    const isOpen = () => trigger.getAttribute('aria-expanded') === 'true';
    const open = (byHover = false) => {
      window.clearTimeout(closeTimer);
      for (const other of dropdowns) if (other.item !== item) other.close();
      openedByHover = byHover;
      trigger.setAttribute('aria-expanded', 'true');
    };
    const close = () => {
      window.clearTimeout(closeTimer);
      trigger.setAttribute('aria-expanded', 'false');
    };
    const links = () => [...panel.querySelectorAll<HTMLAnchorElement>('a[href]')];

    item.addEventListener('pointerenter', (e) => {
      if (e.pointerType === 'mouse' && !isOpen()) open(true);
    });
    item.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse') return;
      window.clearTimeout(closeTimer);
      closeTimer = window.setTimeout(close, DROPDOWN_CLOSE_DELAY_MS);
    });
    trigger.addEventListener('click', () => (isOpen() && !openedByHover ? close() : open()));
    item.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && isOpen()) {
        e.preventDefault();
        close();
        trigger.focus();
      } else if (e.key === 'ArrowDown' && e.target === trigger) {
        e.preventDefault();
        open();
        links()[0]?.focus();
      } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && panel.contains(e.target as Node)) {
        e.preventDefault();
        const list = links();
        const index = list.indexOf(e.target as HTMLAnchorElement);
        const next = e.key === 'ArrowDown' ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
        list[next]?.focus();
      }
    });
    item.addEventListener('focusout', (e) => {
      if (!item.contains(e.relatedTarget as Node | null)) close();
    });
    return { item, close };
  });
  document.addEventListener('click', (e) => {
    for (const d of dropdowns) if (!d.item.contains(e.target as Node)) d.close();
  });
}

/**
 * The mobile menu is a native `<details>` (it works without JavaScript); this adds Escape, which
 * closes it and returns focus to its toggle, and closes it when the viewport grows to the desktop
 * navigation. Its two sections are exclusive `<details name>`.
 */
export function startMobileMenu(root: ParentNode = document): void {
  const menu = root.querySelector<HTMLDetailsElement>('[data-mobile-menu-root]');
  const toggle = menu?.querySelector<HTMLElement>('[data-menu-toggle]');
  if (!menu || !toggle) return;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.open) {
      menu.open = false;
      toggle.focus();
    }
  });
  // Browsers without exclusive <details name> support still get one open section at a time.
  const sections = [...menu.querySelectorAll<HTMLDetailsElement>('[data-mobile-section]')];
  for (const section of sections) {
    section.addEventListener('toggle', () => {
      if (section.open) for (const other of sections) if (other !== section) other.open = false;
    });
  }
  matchMedia('(min-width: 64rem)').addEventListener('change', (e) => {
    if (e.matches) menu.open = false;
  });
}
