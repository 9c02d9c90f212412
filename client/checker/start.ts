/**
 * Starts the enforceability checker island (components/governance/checker/) on the visitor's first
 * focus, pointer press or key press inside its section: only then are React and the island loaded
 * (a chunk of their own) and the section's prerendered markup hydrated. Until the island is ready,
 * a press of its button is held and replayed, so the form never submits and the text stays out of
 * the URL, even when the chunk fails to load.
 */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown'] as const;

export function startPolicyChecker(): void {
  const host = document.querySelector<HTMLElement>('[data-checker-island]');
  if (!host) return;
  const section = host.closest('section') ?? host;
  let heldSubmit = false;
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    heldSubmit = true;
  };
  host.addEventListener('submit', holdSubmit);
  const start = () => {
    for (const type of TRIGGERS) section.removeEventListener(type, start, true);
    import('./island.tsx').then(
      (island) =>
        island.hydratePolicyChecker(host, () => {
          host.removeEventListener('submit', holdSubmit);
          if (heldSubmit) host.querySelector('form')?.requestSubmit();
        }),
      (error: unknown) => console.error('The policy checker could not be loaded.', error),
    );
  };
  for (const type of TRIGGERS) section.addEventListener(type, start, { capture: true, passive: true });
}
