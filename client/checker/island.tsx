// The checker island's chunk: React, the island component and its content record. Loaded on demand
// by ./start.ts; the page's own script never includes React.
import checker from '#content/enforceability-checker';
import { hydrateRoot } from 'react-dom/client';
import { CheckerIsland } from '../../components/governance/checker/CheckerIsland.tsx';

/**
 * Hydrating a textarea writes the server's text back into it (its `defaultValue`, then its `value`).
 * Either write drops or splices what the visitor typed while the island loaded: a reset value, or a
 * selection (Ctrl+A) collapsed to the start so that the typing lands before the example. Script
 * writes to both are ignored until the island is ready (typing is not a script write, so every
 * keystroke lands); the returned function lifts the shield from `value`. Writes to `defaultValue`
 * stay ignored: React writes the same default text again at every render of the island, which would
 * collapse the selection of a field the visitor has selected but not yet typed into.
 */
function shieldTypedText(field: HTMLTextAreaElement): () => void {
  const shielded = (['value', 'defaultValue'] as const).filter((key) => {
    const native = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, key);
    if (!native?.get) return false;
    Object.defineProperty(field, key, { configurable: true, get: () => native.get!.call(field) as string, set: () => {} });
    return true;
  });
  return () => {
    if (shielded.includes('value')) Reflect.deleteProperty(field, 'value');
  };
}

/** Hydrates the island's prerendered markup inside `host`; `onReady` runs once it responds. */
export function hydratePolicyChecker(host: HTMLElement, onReady: () => void): void {
  const field = host.querySelector('textarea');
  // The props must equal the build's: the box's initial text is its default value in the HTML.
  const initialText = field?.defaultValue ?? '';
  const liftShield = field ? shieldTypedText(field) : () => {};
  const ready = () => {
    liftShield();
    onReady();
  };
  hydrateRoot(host, <CheckerIsland checker={checker} initialText={initialText} typedText={() => field?.value ?? initialText} onReady={ready} />);
}
