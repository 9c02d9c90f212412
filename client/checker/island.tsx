// The checker island's chunk: React, the island component and its content record. Loaded on demand
// by ./start.ts; the page's own script never includes React.
import checker from '#content/enforceability-checker';
import { hydrateRoot } from 'react-dom/client';
import { CheckerIsland } from '../../components/governance/checker/CheckerIsland.tsx';

/** Hydrates the island's prerendered markup inside `host`; `onReady` runs once it responds. */
export function hydratePolicyChecker(host: HTMLElement, onReady: () => void): void {
  const field = host.querySelector('textarea');
  // The props must equal the build's: the box's initial text is its default value in the HTML.
  const initialText = field?.defaultValue ?? '';
  // Hydration resets the box to that text: what the visitor has typed is kept aside until the island restores it.
  let typed = field?.value ?? initialText;
  const keep = () => (typed = field?.value ?? typed);
  field?.addEventListener('input', keep);
  const ready = () => {
    field?.removeEventListener('input', keep);
    onReady();
  };
  hydrateRoot(host, <CheckerIsland checker={checker} initialText={initialText} typedText={() => typed} onReady={ready} />);
}
