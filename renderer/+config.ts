// https://vike.dev/config
import type { Config } from 'vike/types';
import type { PageSeo } from './head/types.ts';

export default {
  // Every route is prerendered to static HTML (https://vike.dev/prerender).
  // `noExtraDir`: /about is written as about.html, so clean URLs need no trailing-slash redirects.
  prerender: { noExtraDir: true },
  // HTML-only: no onRenderClient, no client routing, nothing passed to the client.
  // The global +client.ts enhances the HTML with small widget modules.
  meta: {
    // Page components run at build time only: no page code is bundled for the browser.
    Page: { env: { server: true, client: false } },
    seo: { env: { server: true } },
  },
} satisfies Config;

declare global {
  namespace Vike {
    interface PageContext {
      /** The +Page component (https://vike.dev/Page). */
      Page?: () => import('react').ReactNode;
    }
    interface Config {
      /** Title, description and structured data of the page (its breadcrumbs come from lib/routes.ts) (https://vike.dev/meta). */
      seo?: PageSeo | ((pageContext: import('vike/types').PageContextServer) => PageSeo);
    }
  }
}
