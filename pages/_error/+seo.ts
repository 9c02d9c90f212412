// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  title: 'Page not found',
  description: 'The page you were looking for does not exist. Return to the home page to find governance solutions, industries, pricing and resources.',
  noindex: true,
} satisfies PageSeo;
