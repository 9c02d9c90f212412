import { injectScript } from '../loadScript.ts';

export const META_PIXEL_SRC = 'https://connect.facebook.net/en_US/fbevents.js';

/** The pixel's command queue, as Meta's base code defines it (fbevents.js takes it over). */
export interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

let loaded = false;

/** Meta's base code without the inline script: a queue that fbevents.js replays when it arrives. */
export function ensureFbq(): Fbq {
  if (window.fbq) return window.fbq;
  const fbq = function (..._args: unknown[]) {
    /* eslint-disable prefer-rest-params -- fbevents.js replays Arguments objects, like Meta's snippet. */
    if (fbq.callMethod) fbq.callMethod(...arguments);
    else fbq.queue.push(arguments);
    /* eslint-enable prefer-rest-params */
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  window.fbq = fbq;
  window._fbq ??= fbq;
  return fbq;
}

/**
 * Loads the pixel once per page, consent revoked before `init` as Meta requires on every page,
 * then granted (it only loads after acceptance) and the page view. Called again on the same page
 * (accepted, withdrawn, accepted), it only grants.
 */
export function loadMetaPixel(pixelId: string | undefined): boolean {
  if (!pixelId) return false;
  const fbq = ensureFbq();
  if (loaded) {
    fbq('consent', 'grant');
    return false;
  }
  loaded = true;
  fbq('consent', 'revoke');
  fbq('init', pixelId);
  fbq('consent', 'grant');
  fbq('track', 'PageView');
  injectScript(META_PIXEL_SRC, { tag: 'meta' });
  return true;
}

/** Revokes pixel consent (queued for a pixel that never loads, so it can never start granted). */
export function revokeMetaPixel(pixelId: string | undefined): void {
  if (!pixelId) return;
  ensureFbq()('consent', 'revoke');
}
