// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import listing from '#content/resources/listing';
import type { PageSeo } from '../../../renderer/head/types.ts';

/** An alias of /resources (lib/routes.ts): the same screen, canonical /resources. */
export default listing.seo satisfies PageSeo;
