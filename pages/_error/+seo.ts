// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import { site } from '../../lib/content/site.ts';
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  title: site.notFound.seo.title,
  description: site.notFound.seo.description,
  noindex: true,
} satisfies PageSeo;
