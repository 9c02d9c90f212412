/**
 * The governance page's capabilities (components/governance/FeatureCard.tsx) are prerendered as one
 * exclusive group of `<details>`, the first open: the browser keeps the accordion (phones) and the tab
 * list (from 1024 px, CSS) with no script. The one thing left is here: side by side, one panel is always
 * shown, so a click on the open capability's title keeps it open. One delegated listener, added at
 * start; no work on the page until the visitor clicks.
 */
const WIDE = '(min-width: 64rem)';

export function startCapabilities(root: Document = document): void {
  const list = root.querySelector<HTMLElement>('[data-capabilities]');
  if (!list) return;
  list.addEventListener('click', (event) => {
    const summary = (event.target as Element | null)?.closest('summary');
    const details = summary?.parentElement;
    if (details instanceof HTMLDetailsElement && details.open && details.hasAttribute('data-capability') && window.matchMedia(WIDE).matches) event.preventDefault();
  });
  // Listening: tests wait for it, as for the other page widgets.
  list.setAttribute('data-enhanced', '');
}
