// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import listing from '#content/resources/listing';
import type { PageSeo } from '../../renderer/head/types.ts';

/** The resources listing; its aliases (lib/routes.ts) show the same screen with /resources as canonical. */
export default listing.seo satisfies PageSeo;
