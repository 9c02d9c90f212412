/**
 * Starts the enforceability checker island (components/governance/checker/) on the visitor's first
 * focus, pointer press or key press inside its section: only then are React and the island loaded
 * (a chunk of their own) and the section's prerendered markup hydrated. A press of the button
 * before the island is ready is replayed once it is. The button is `type="button"` outside any
 * form: nothing can submit the text, whatever the state of the island.
 */
const TRIGGERS = ['focusin', 'pointerdown', 'keydown'] as const;

export function startPolicyChecker(): void {
  const host = document.querySelector<HTMLElement>('[data-checker-island]');
  if (!host) return;
  const section = host.closest('section') ?? host;
  let heldPress = false;
  const holdPress = (event: Event) => {
    if ((event.target as Element | null)?.closest('button')) heldPress = true;
  };
  host.addEventListener('click', holdPress);
  const start = () => {
    for (const type of TRIGGERS) section.removeEventListener(type, start, true);
    import('./island.tsx').then(
      (island) =>
        island.hydratePolicyChecker(host, () => {
          host.removeEventListener('click', holdPress);
          if (heldPress) host.querySelector('button')?.click();
        }),
      (error: unknown) => console.error('The policy checker could not be loaded.', error),
    );
  };
  for (const type of TRIGGERS) section.addEventListener(type, start, { capture: true, passive: true });
  // Listening: tests wait for it, as for the other page widgets.
  host.setAttribute('data-enhanced', '');
}
