import { defineConfig } from '@playwright/test';
import { OFFLINE_LAUNCH_OPTIONS } from './tests/e2e/offline.ts';
import { INTEGRATIONS_PORT, INTEGRATIONS_URL, SITE_PORT, SITE_URL } from './tests/e2e/servers.ts';

// The content manager's specs start `npm run cms` themselves, in a copy of the project, on free ports.
const CMS_DIR = /[\\/]tests[\\/]e2e[\\/]cms[\\/]/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Three on the 2-core machine: a worker waits on its browser for part of every test (two used 1.7
  // of the 2 cores). The suite runs one other process beside them (scripts/test.sh, docs/architecture.md).
  workers: 3,
  retries: 0,
  reporter: [['list']],
  // Time limits catch a test that hangs, not a slow machine: a test that takes 6 s on a quiet 2-core
  // machine took 18 on a busy one, and its waits stretch alike (Playwright's defaults: 30 s and 5 s).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: SITE_URL,
    // A visitor who asked for reduced motion: no fades, transitions or smooth scrolls, which the tests
    // would wait through and Chromium would draw frame by frame (a fade over a blurred hero panel kept
    // a core busy). The specs of motion itself set 'no-preference' (docs/architecture.md lists them).
    reducedMotion: 'reduce',
    // Debian's Chromium, as its headless shell (package chromium-headless-shell: the same Chromium
    // build without the desktop browser around it), which halved the browser tests' time
    // (docs/architecture.md); Playwright never downloads a browser here. Lighthouse and the
    // screenshots keep the full /usr/bin/chromium.
    // `AutomationControlled` off: `navigator.webdriver` is false, as in a visitor's browser, so the
    // consent library (which hides from bots and automated browsers) shows the banner to the tests.
    launchOptions: {
      executablePath: '/usr/bin/chromium-headless-shell',
      // No request leaves this machine, from any page of any context: a request to another host or
      // address, a WebSocket or a preconnect fails at once (tests/e2e/offline.ts). The fixtures record
      // those requests and stub the third parties a test asks for (tests/e2e/fixtures.ts); routing
      // every request through the test to abort it cost about a tenth of each page load's CPU.
      proxy: OFFLINE_LAUNCH_OPTIONS.proxy,
      args: [
        ...OFFLINE_LAUNCH_OPTIONS.args,
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-blink-features=AutomationControlled',
        // The pages of one site share a renderer process: a new context's page otherwise starts one
        // for its blank page and a second for its first address, a quarter of the CPU of a new
        // context's first page load. A browser's pages are of one site (127.0.0.1, or localhost for
        // the content manager), its worker runs one test at a time, and a frame of another site still
        // gets a process of its own.
        '--renderer-process-limit=1',
      ],
    },
  },
  // Workers take tests in this order. The content manager's files are the longest (saves and validate
  // in a copy of the project, their tests in order within each file): listed first, they
  // start at once and run beside the other projects instead of after them.
  projects: [
    // `npm run cms` in a copy of the project (tests/e2e/cms/cmsProject.ts), and the built admin with
    // Decap's in-memory backend. One worker: its files share one copy and one `npm run cms`, which
    // builds the admin bundle once, and the other worker runs the site's tests beside them.
    { name: 'cms', testMatch: /[\\/]tests[\\/]e2e[\\/]cms[\\/].*\.spec\.ts$/, timeout: 300_000, workers: 1 },
    // The production build (dist/client, no tag ids), and under integrations/ the build with example
    // tag ids (dist-e2e/client, scripts/build-e2e.ts: tags, consent, forms), whose specs set their
    // baseURL. One project with one set of fixtures, so that its workers and their browsers run
    // every file: a worker of another project, or of other worker fixtures, starts anew.
    { name: 'site', testIgnore: CMS_DIR },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${SITE_PORT}`,
      url: `${SITE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Rebuilds dist-e2e only when a source file is newer than it (a build takes 15 s to 2 min).
      command: `npx tsx scripts/build-e2e.ts --if-stale && node scripts/serve.mjs --dir dist-e2e/client --port ${INTEGRATIONS_PORT}`,
      url: `${INTEGRATIONS_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
