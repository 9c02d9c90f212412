// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import home from '#content/pages/home';
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  ...home.seo,
  structuredData: ['softwareApplication', 'offerCatalog'],
} satisfies PageSeo;
