import { readTagIds, type TagIds } from '../../lib/tagIds.ts';

/**
 * The tag ids baked into the client bundle at build time (`PUBLIC_*` variables, see
 * docs/integrations.md). Each property is read on its own so that Vite replaces it statically.
 * Invalid values never reach here: the build refuses them (vite.config.ts).
 */
export const tagIds: TagIds = readTagIds({
  PUBLIC_GTAG_ID: import.meta.env.PUBLIC_GTAG_ID,
  PUBLIC_GOOGLE_ADS_ID: import.meta.env.PUBLIC_GOOGLE_ADS_ID,
  PUBLIC_GOOGLE_ADS_CONTACT_LABEL: import.meta.env.PUBLIC_GOOGLE_ADS_CONTACT_LABEL,
  PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL: import.meta.env.PUBLIC_GOOGLE_ADS_NEWSLETTER_LABEL,
  PUBLIC_META_PIXEL_ID: import.meta.env.PUBLIC_META_PIXEL_ID,
});
