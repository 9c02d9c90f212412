// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import overview from '#content/pages/industries';
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  ...overview.seo,
} satisfies PageSeo;
