import { test as base, expect } from '@playwright/test';

/**
 * The browser fixture every end-to-end test uses: no request leaves this machine. Requests to
 * any host but localhost are answered by `stubs` when a test registers one, and aborted
 * otherwise; each is recorded in `externalRequests` so tests can assert what was (not) asked.
 */
export interface SiteFixtures {
  externalRequests: string[];
}

export const test = base.extend<SiteFixtures>({
  externalRequests: async ({ context }, use) => {
    const requests: string[] = [];
    await context.route(
      (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
      async (route) => {
        requests.push(route.request().url());
        await route.abort('blockedbyclient');
      },
    );
    await use(requests);
  },
  page: async ({ page, externalRequests }, use) => {
    void externalRequests; // make sure the guard is installed before the page loads
    await use(page);
  },
});

export { expect };
