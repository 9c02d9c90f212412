// @vitest-environment happy-dom
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CORE_MODULE, patchCookieConsentCore } from '../../cli/vite/cookieConsentCore.ts';

const corePath = createRequire(import.meta.url).resolve('vanilla-cookieconsent/dist/core/cookieconsent-core.esm.js');
const coreSource = readFileSync(corePath, 'utf8');
// Inside the project, where the test runner resolves modules.
const cacheDir = path.resolve('node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const dir = mkdtempSync(path.join(cacheDir, 'cc-core-'));
let copies = 0;

/** Imports a fresh copy of the given module text (each copy has its own consent state). */
async function load(code: string) {
  const file = path.join(dir, `core-${copies++}.mjs`);
  writeFileSync(file, code);
  return import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<typeof import('vanilla-cookieconsent')>;
}

const config = (onFirstConsent: (p: { cookie: { categories: string[] } }) => void) => ({
  mode: 'opt-in' as const,
  hideFromBots: false,
  cookie: { name: 'cc_test', useLocalStorage: true },
  categories: { necessary: { enabled: true, readOnly: true }, analytics: {}, advertising: {} },
  onFirstConsent,
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

afterEach(() => {
  localStorage.clear();
  delete (window as { _ccRun?: boolean })._ccRun;
});

describe('the consent library headless build, as the site builds it', () => {
  it('is the module the plugin applies to', () => {
    expect(CORE_MODULE.test(corePath)).toBe(true);
    expect(CORE_MODULE.test(corePath.replace('core/cookieconsent-core', 'cookieconsent'))).toBe(false);
  });

  it('needs the fix: unpatched, run() throws', async () => {
    const core = await load(coreSource);
    await expect(core.run(config(() => undefined) as never)).rejects.toThrow(/Cannot set propert/);
  });

  it('patched, records Accept All and Reject All through onFirstConsent', async () => {
    const accepted = vi.fn();
    const core = await load(patchCookieConsentCore(coreSource));
    await core.run(config(accepted) as never);
    core.acceptCategory('all');
    expect(accepted).toHaveBeenCalledOnce();
    expect(accepted.mock.calls[0]![0].cookie.categories).toEqual(['necessary', 'analytics', 'advertising']);
    expect(JSON.parse(localStorage.getItem('cc_test') ?? '{}').categories).toEqual(['necessary', 'analytics', 'advertising']);

    delete (window as { _ccRun?: boolean })._ccRun;
    localStorage.clear();
    const rejected = vi.fn();
    const again = await load(patchCookieConsentCore(coreSource));
    await again.run(config(rejected) as never);
    again.acceptCategory([]);
    expect(rejected.mock.calls[0]![0].cookie.categories).toEqual(['necessary']);
  });

  it('is applied once, and a changed library stops the build with a clear message', () => {
    const patched = patchCookieConsentCore(coreSource);
    expect(patchCookieConsentCore(patched)).toBe(patched);
    expect(() => patchCookieConsentCore('export const run = () => {};')).toThrow(/no longer matches the fix in cli\/vite\/cookieConsentCore\.ts/);
  });
});
