import type { Directive } from './cspBasePolicy.ts';
import type { PolicyInputs } from './policyInputs.ts';
import type { ContentSources } from '../content/contentUrls.ts';

/** A third party the pages load something from, and what each directive must allow for it. */
export interface ThirdParty {
  name: string;
  /** Why the site talks to it. */
  purpose: string;
  sources: Partial<Record<Directive, string[]>>;
}

/** GA4 through gtag.js, per Google's CSP guide but narrowed: no Google host that serves JSONP may run code. */
const googleAnalytics: ThirdParty = {
  name: 'Google tag (GA4)',
  purpose: 'Analytics, loaded only after consent',
  sources: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
    // GA4 may also send its hits to www.google.com/g/collect: a fetch, so connect-src only.
    'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com', 'https://www.google.com'],
  },
};

/** Google Ads conversions through gtag.js: its pings are images and beacons, so the ad hosts never run code. */
const googleAds: ThirdParty = {
  name: 'Google Ads (through the Google tag)',
  purpose: 'Ad conversions, loaded only after consent',
  sources: {
    'script-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.googleadservices.com'],
    'connect-src': ['https://www.googletagmanager.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com', 'https://www.googleadservices.com', 'https://pagead2.googlesyndication.com'],
    'frame-src': ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
  },
};

const metaPixel: ThirdParty = {
  name: 'Meta pixel',
  purpose: 'Ad conversions, loaded only after consent',
  sources: {
    'script-src': ['https://connect.facebook.net'],
    'img-src': ['https://www.facebook.com'],
    'connect-src': ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
};

/** HubSpot forms (embed v2); the form injects `<style>` elements, hence 'unsafe-inline' on its pages only. */
function hubspotForms(region: string): ThirdParty {
  const scriptHost = region === 'na1' ? 'https://js.hsforms.net' : `https://js-${region}.hsforms.net`;
  return {
    name: 'HubSpot forms',
    purpose: 'The contact form and the newsletter sign-up forms',
    sources: {
      'script-src': [scriptHost],
      'style-src': ["'unsafe-inline'"],
      'img-src': ['https://*.hsforms.com', 'https://*.hubspot.com'],
      'connect-src': ['https://*.hsforms.com', 'https://*.hubspot.com'],
      'frame-src': ['https://*.hsforms.com', 'https://*.hubspot.com'],
      'form-action': ['https://*.hsforms.com'],
    },
  };
}

function contentHosts(content: ContentSources): ThirdParty {
  return { name: 'Content', purpose: 'Images, videos and players the content names', sources: content };
}

/**
 * The third parties any page may load from: the tags (after consent) and the content's hosts. The
 * forms provider is allowed on the pages with a form only (`formsScope`); links need no entry.
 */
export function thirdParties(inputs: PolicyInputs): ThirdParty[] {
  const list: ThirdParty[] = [];
  if (inputs.tags.gtagId) list.push(googleAnalytics);
  if (inputs.tags.adsId) list.push(googleAds);
  if (inputs.tags.metaPixelId) list.push(metaPixel);
  list.push(contentHosts(inputs.content));
  return list.filter((party) => Object.values(party.sources).some((sources) => sources.length > 0));
}

/** The forms provider of the site config, or undefined when none is configured. */
export function formsProvider(inputs: PolicyInputs): ThirdParty | undefined {
  return inputs.forms.provider === 'HubSpot' ? hubspotForms(inputs.forms.region) : undefined;
}
