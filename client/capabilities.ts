/**
 * The governance page's capabilities (components/governance/FeatureCard.tsx): `<details>` prerendered
 * open, so without JavaScript every capability reads in full. Enhanced, they become one exclusive group
 * (the native `name` attribute) with the first open: an accordion on phones, and from 1024 px a vertical
 * tab list beside the open capability's panel (the layout is CSS, keyed on `data-enhanced`).
 */
const WIDE = '(min-width: 64rem)';

export function startCapabilities(root: ParentNode = document): void {
  const wide = window.matchMedia(WIDE);
  root.querySelectorAll<HTMLElement>('[data-capabilities]').forEach((list, index) => {
    const items = [...list.querySelectorAll<HTMLDetailsElement>('details[data-capability]')];
    if (items.length === 0) return;
    items.forEach((details, i) => {
      details.open = i === 0;
      details.setAttribute('name', `capabilities-${index}`);
      // Side by side, one panel is always shown: a click on the open capability's title keeps it open.
      details.querySelector('summary')?.addEventListener('click', (event) => {
        if (details.open && wide.matches) event.preventDefault();
      });
    });
    list.style.setProperty('--capability-count', String(items.length));
    list.dataset['enhanced'] = '';
  });
}
