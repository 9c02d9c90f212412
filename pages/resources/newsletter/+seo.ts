// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
// Placeholder, replaced by the resources branch's /resources/newsletter.
import type { PageSeo } from '../../../renderer/head/types.ts';

export default {
  title: 'Newsletter',
  description: 'Subscribe to The Enforceable Edge, every Tuesday, and The Proof Network, our partner channel every Thursday.',
  breadcrumbs: [
    { name: 'Resources', url: '/resources' },
    { name: 'Newsletter', url: '/resources/newsletter' },
  ],
} satisfies PageSeo;
