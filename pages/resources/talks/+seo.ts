// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import talks from '#content/resources/talks';
import type { PageSeo } from '../../../renderer/head/types.ts';

export default {
  ...talks.seo,
} satisfies PageSeo;
