// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import newsletter from '#content/resources/newsletter';
import type { PageSeo } from '../../../renderer/head/types.ts';

export default {
  ...newsletter.seo,
} satisfies PageSeo;
