import listing from '#content/resources/listing';
import type { PageSeo } from './types.ts';

/** /resources and its aliases: one screen, one canonical URL (/resources). */
export function resourcesListingSeo(alias?: { name: string; url: string }): PageSeo {
  return {
    ...listing.seo,
    breadcrumbs: alias ? [{ name: 'Resources', url: '/resources' }, alias] : [{ name: 'Resources', url: '/resources' }],
    ...(alias ? { canonical: '/resources' } : {}),
  };
}
