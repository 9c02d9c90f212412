// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import solutions from '#content/pages/solutions';
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  ...solutions.seo,
} satisfies PageSeo;
