// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import doc from '#content/legal/terms';
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  ...doc.seo,
} satisfies PageSeo;
