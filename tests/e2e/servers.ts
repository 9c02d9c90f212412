// The servers the browser tests load pages from (playwright.config.ts starts them). E2E_PORT lets
// several checkouts run their suites side by side; the integration build is served 2000 ports higher
// (E2E_PORT 4187 → 6187), clear of the neighbouring checkouts' E2E_PORTs.
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4173);
export const INTEGRATIONS_PORT = Number(process.env.E2E_INTEGRATIONS_PORT ?? SITE_PORT + 2000);
/** The production build (dist/client). */
export const SITE_URL = `http://localhost:${SITE_PORT}`;
/** The build with example tag ids (dist-e2e/client): the specs under integrations/ load their pages from it. */
export const INTEGRATIONS_URL = `http://localhost:${INTEGRATIONS_PORT}`;
