// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
import pog from '#content/pages/proof-of-governance';
import type { PageSeo } from '../../../renderer/head/types.ts';

export default {
  ...pog.seo,
  // The same five items the page shows: emitted as FAQPage structured data.
  faq: pog.faq.items,
  structuredData: ['softwareApplication'],
} satisfies PageSeo;
