// https://vike.dev/onRenderHtml
import { renderToStaticMarkup } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { InjectFilterEntry, OnRenderHtmlSync, PageContextServer } from 'vike/types';
import { PageInfoProvider } from '../components/page/PageInfo.tsx';
import { IconSpriteContext } from '../components/ui/iconSprite.ts';
import { pageTrail, site } from '../lib/content/site.ts';
import { matchRoute, siteFiles } from '../lib/routes.ts';
import { THEME_COLOR, WEB_MANIFEST_PATH } from '../lib/webManifest.ts';
import { Head } from './head/Head.tsx';
import { pageIconSprite } from './iconSprite.tsx';
import type { PageSeo } from './head/types.ts';
import { Layout } from './layout/Layout.tsx';

export const onRenderHtml: OnRenderHtmlSync = (pageContext): ReturnType<OnRenderHtmlSync> => {
  const { Page } = pageContext;
  if (!Page) throw new Error(`The page for ${pageContext.urlPathname} has no +Page component.`);
  const seo = resolveSeo(pageContext);
  const pathname = pageContext.urlPathname;
  if (!pageContext.is404 && !matchRoute(pathname)) throw new Error(`The page ${pathname} is not in the route table: add it to lib/routes.ts (its parent gives its breadcrumbs).`);
  const data: unknown = pageContext.data;
  // The not-found page is no route of the table, whatever path it answers: its trail is Home alone.
  const trail = pageContext.is404 ? pageTrail('/404') : pageTrail(pathname, recordName(data));
  // HTML-only: static markup, no hydration markers, no React in the browser. The build's pages draw
  // their icons from the sprite it writes; the dev server's draw them inline (it writes no sprite).
  const body = renderToStaticMarkup(
    <IconSpriteContext value={import.meta.env.DEV ? undefined : pageIconSprite}>
      <PageInfoProvider value={{ pathname, trail, data }}>
        <Layout pathname={pathname} isNotFound={Boolean(pageContext.is404)}>
          <Page />
        </Layout>
      </PageInfoProvider>
    </IconSpriteContext>,
  );
  const head = renderToStaticMarkup(<Head seo={seo} pathname={pathname} trail={trail} />);
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLOR}">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="${WEB_MANIFEST_PATH}">
<link rel="alternate" type="application/rss+xml" title="${site.ui.feedLink}" href="${siteFiles.feed}">
${dangerouslySkipEscape(head)}
</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`;
  return { documentHtml, injectFilter: preloadClientImports };
};

/**
 * HTML-only pages get no modulepreload from Vike, so the module the client entry imports statically
 * would be found only once the entry has arrived. Preloading it (https://vike.dev/injectFilter)
 * fetches both at once: one round trip less before the widgets start, and nothing else requested
 * on the way to the first paint.
 */
function preloadClientImports(assets: InjectFilterEntry[]): void {
  for (const asset of assets) if (asset.assetType === 'script' && !asset.isEntry) asset.inject = 'HTML_END';
}

function resolveSeo(pageContext: PageContextServer): PageSeo {
  const seo = pageContext.config.seo;
  if (!seo) throw new Error(`The page for ${pageContext.urlPathname} has no +seo.ts: every page needs a title and a description.`);
  return typeof seo === 'function' ? seo(pageContext) : seo;
}

/** A `@slug` page's +data returns its record; the record's `name` is the page's crumb. */
function recordName(data: unknown): string | undefined {
  const name = typeof data === 'object' && data !== null && 'name' in data ? data.name : undefined;
  return typeof name === 'string' ? name : undefined;
}
