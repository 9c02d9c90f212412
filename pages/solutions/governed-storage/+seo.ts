// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import page from '#content/pages/governed-storage';
import { solutionTrail } from '../../../renderer/head/solutionTrail.ts';
import type { PageSeo } from '../../../renderer/head/types.ts';

export default {
  ...page.seo,
  breadcrumbs: solutionTrail('/solutions/governed-storage'),
} satisfies PageSeo;
