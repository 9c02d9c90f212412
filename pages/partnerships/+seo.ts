// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import page from '#content/pages/partnerships';
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  ...page.seo,
} satisfies PageSeo;
