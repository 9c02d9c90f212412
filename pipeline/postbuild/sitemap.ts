import { siteUrlOf } from './builtPages.ts';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemaps.org `urlset` of absolute URLs, one per route, sorted. */
export function renderSitemap(routes: string[], siteUrl: string): string {
  const urls = [...new Set(routes)].sort().map((route) => `  <url><loc>${escapeXml(siteUrlOf(siteUrl, route))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** Every crawler may read every page; the sitemap says which ones count. */
export function renderRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrlOf(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}
