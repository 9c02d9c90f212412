import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CONSENT_CATEGORIES, CONSENT_RECORD_KEY, CONSENT_STORAGE_KEY, type ConsentCategory } from '../../lib/constants.ts';
import { consentRecord } from './consentRecord.ts';
import { consentBanner } from './content.ts';
import { LOCAL_HOSTS } from './offline.ts';

/**
 * The browser fixture every end-to-end test uses. No request leaves this machine: the browser
 * sends every request for another host to a proxy that cannot be reached (playwright.config.ts,
 * ./offline.ts). Requests to the tags' and the forms provider's hosts are answered by the
 * `thirdParty` stubs when a test asks for them; every request for another host is recorded in
 * `externalRequests` so tests can assert what was (not) asked.
 */
export interface SiteFixtures {
  externalRequests: string[];
  /** Local stand-ins for the tags' and the forms provider's hosts (opt-in: use it in the test's arguments). */
  thirdParty: ThirdPartyStubs;
}

/**
 * A stored consent choice: `accepted`, `rejected` (the library's record with every optional category
 * or none, and `cookieConsent` in step), a value the site does not know (`'maybe'`, stored under
 * `cookieConsent` alone, to test how it treats a tampered store); or a record with the categories
 * of a `custom` choice and the policy revision it answered (the site's current one when left out).
 */
export type ConsentPreset = 'accepted' | 'rejected' | (string & {}) | { choice: 'accepted' | 'rejected' | 'custom'; categories?: readonly ConsentCategory[]; revision?: number };

/**
 * A consent choice stored before every page of the test loads (`test.use({ consent: 'rejected' })`),
 * so that the banner does not take focus or cover the page; undefined (the default) stores none.
 */
export interface SiteOptions {
  consent: ConsentPreset | undefined;
}

/**
 * The consent record as the site stores it: `cookieConsent`, and from the library's record the
 * granted optional categories (space-separated) and the revision answered (null without a record).
 */
export interface StoredConsent {
  choice: string | null;
  categories: string | null;
  revision: string | null;
}

/**
 * Stores `preset` before every page of `target` loads (a test's page, or a context a test made
 * itself), as a visitor's earlier choice would have left it. The fixture's `consent` option uses it;
 * tests with their own contexts call it.
 */
export async function presetConsent(target: Page | BrowserContext, preset: ConsentPreset): Promise<void> {
  const record = typeof preset === 'string' ? { choice: preset } : preset;
  const entries: [string, string][] = [[CONSENT_STORAGE_KEY, record.choice]];
  const granted = record.choice === 'accepted' ? CONSENT_CATEGORIES : record.choice === 'rejected' ? [] : 'categories' in record ? record.categories : undefined;
  if (granted) {
    const revision = 'revision' in record && record.revision !== undefined ? record.revision : consentBanner.revision;
    entries.push([CONSENT_RECORD_KEY, JSON.stringify(consentRecord(granted, revision))]);
  }
  await target.addInitScript((pairs) => {
    for (const [key, value] of pairs) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Records every Content-Security-Policy violation (the DOM event) on every page of `target` from its
 * first script on, as `<effective directive> blocked <URI, or "inline">`; `cspViolations` reads them.
 */
export async function watchCspViolations(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`));
  });
}

/** The violations `watchCspViolations` has recorded on the page's current document. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

/** The consent record the page's storage holds now. */
export function storedConsent(page: Page): Promise<StoredConsent> {
  return page.evaluate(
    ([choiceKey, recordKey, optional]) => {
      const record = JSON.parse(localStorage.getItem(recordKey) ?? 'null') as { categories: string[]; revision: number } | null;
      return {
        choice: localStorage.getItem(choiceKey),
        categories: record ? record.categories.filter((c) => (optional as readonly string[]).includes(c)).join(' ') : null,
        revision: record ? String(record.revision) : null,
      };
    },
    [CONSENT_STORAGE_KEY, CONSENT_RECORD_KEY, [...CONSENT_CATEGORIES]] as const,
  );
}

/**
 * Clears the cookies of `page`'s context and the storage of the site it shows: the next load is a
 * first visit again, with no choice stored, without a new browser context.
 */
export async function forgetVisits(page: Page): Promise<void> {
  await page.context().clearCookies();
  // A page that has loaded nothing yet has no site storage to clear.
  if (page.url() === 'about:blank') return;
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** The panel a header dropdown's button opens (the element its `aria-controls` names). */
export async function dropdownPanel(trigger: Locator): Promise<Locator> {
  return trigger.page().locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
}

/** How the forms provider's embed script answers. */
export type FormsScriptMode = 'stub' | 'not-found' | 'blocked' | 'hang';

export interface ThirdPartyStubs {
  /** Set before the page loads the script; 'stub' by default. */
  formsScript: FormsScriptMode;
}

const stubsDir = path.join(import.meta.dirname, 'stubs');
const stub = (name: string) => readFileSync(path.join(stubsDir, name), 'utf8');

/** A page for frames on other origins (`…/stub-frame.html`), from which tests post messages to the site. */
const FRAME_HTML = '<!doctype html><html lang="en"><head><title>Stub frame</title></head><body></body></html>';
/** A host outside the provider's domains, to test that its messages are ignored. */
export const UNTRUSTED_FRAME_ORIGIN = 'https://forms.untrusted.example.net';

/** The forms provider's hosts (any subdomain of hsforms.net or hsforms.com): the stub route's pattern and its handler's test. */
const PROVIDER_HOST = String.raw`[^/?#@:]+\.hsforms\.(?:net|com)`;
const PROVIDER_HOSTNAME = new RegExp(`^${PROVIDER_HOST}$`, 'i');

/** An address on another host than the local ones (user info, another port or a trailing dot included). */
const NOT_LOCAL = new RegExp(String.raw`^(?:https?|wss?)://(?!(?:${LOCAL_HOSTS.map((host) => host.replace(/[.]/g, '\\.')).join('|')})(?::\d+)?(?:[/?#]|$))`, 'i');
// The stubs' route matches on the URL as a regular expression, not a function: Playwright then
// passes the requests it does not match (every local one) on by itself, without a round trip to the test.
/** The tags' hosts, the forms provider's and the untrusted frame origin: the hosts `thirdParty` answers for. */
const STUBBED = new RegExp(
  String.raw`^(?:[a-z][a-z\d+.-]*://(?:www\.googletagmanager\.com|connect\.facebook\.net|${PROVIDER_HOST})(?::\d+)?|${UNTRUSTED_FRAME_ORIGIN.replace(/[.]/g, '\\.')})(?:[/?#]|$)`,
  'i',
);

/** Records every request of `context` for another host (the browser stops each one: playwright.config.ts). */
export function recordExternalRequests(context: BrowserContext): string[] {
  const requests: string[] = [];
  context.on('request', (request) => {
    if (NOT_LOCAL.test(request.url())) requests.push(request.url());
  });
  return requests;
}

/**
 * Turns the page's HTTP cache off: each load fetches all it uses, as on a first visit, so a test that
 * loads pages in turn sees each page's own requests and response bodies.
 */
export async function fetchEverything(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
}

/**
 * A tab a worker keeps for a walk over many pages (every-page.spec.ts), with its HTTP cache off as in
 * the other tests: a new context and renderer for each page cost more CPU than a short page's checks.
 * It records Content-Security-Policy violations (`cspViolations`) and the console's policy reports,
 * which Chromium writes for a Permissions-Policy violation and a refused load.
 */
export type WalkPage = Page & { policyMessages: string[] };

/**
 * One set of fixtures for every spec of the site: Playwright runs a spec whose test type registers
 * other fixtures in a worker (and a browser) of its own. Worker fixtures start on a worker's first use.
 */
export const test = base.extend<SiteFixtures & SiteOptions, { walkPage: WalkPage }>({
  walkPage: [
    async ({ browser }, use, workerInfo) => {
      // A worker's context does not get the project's test options: its address and motion are passed on.
      const { baseURL, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ ...(baseURL === undefined ? {} : { baseURL }), ...(reducedMotion === undefined ? {} : { reducedMotion }) });
      await watchCspViolations(context);
      const page = await context.newPage();
      const policyMessages: string[] = [];
      page.on('console', (m) => {
        if (/Content Security Policy|Permissions-Policy|Permissions policy|Refused to/i.test(m.text())) policyMessages.push(`${page.url()}: ${m.text()}`);
      });
      await fetchEverything(page);
      await use(Object.assign(page, { policyMessages }));
      await context.close();
    },
    { scope: 'worker' },
  ],
  consent: [undefined, { option: true }],
  externalRequests: async ({ context }, use) => {
    await use(recordExternalRequests(context));
  },
  page: async ({ page, externalRequests, consent }, use) => {
    void externalRequests; // recording from before the page loads
    await fetchEverything(page);
    if (consent !== undefined) await presetConsent(page, consent);
    await use(page);
  },
  thirdParty: async ({ context, externalRequests }, use) => {
    void externalRequests; // recording from before the page loads
    const stubs: ThirdPartyStubs = { formsScript: 'stub' };
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const js = (body: string) => ({ status: 200, contentType: 'text/javascript; charset=utf-8', body });
    await context.route(STUBBED, async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/stub-frame.html') return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: FRAME_HTML });
      if (url.hostname === 'www.googletagmanager.com' && url.pathname === '/gtag/js') return route.fulfill(js(stub('gtag.js')));
      if (url.hostname === 'connect.facebook.net' && url.pathname.endsWith('/fbevents.js')) return route.fulfill(js(stub('fbevents.js')));
      if (PROVIDER_HOSTNAME.test(url.hostname) && url.pathname === '/forms/embed/v2.js') {
        if (stubs.formsScript === 'stub') return route.fulfill(js(stub('hsforms-v2.js')));
        if (stubs.formsScript === 'not-found') return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
        if (stubs.formsScript === 'hang') {
          await released;
          return route.abort('timedout').catch(() => undefined);
        }
      }
      return route.abort('blockedbyclient');
    });
    await use(stubs);
    release();
  },
});

export { expect };
