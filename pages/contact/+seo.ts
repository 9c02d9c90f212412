// https://vike.dev/meta (the site's `seo` setting, see renderer/+config.ts)
// Placeholder, replaced by the company branch's /contact.
import type { PageSeo } from '../../renderer/head/types.ts';

export default {
  title: 'Contact',
  description: 'Contact the team: send a message through the contact form or write to us by e-mail, and we will reply within one business day.',
  breadcrumbs: [{ name: 'Contact', url: '/contact' }],
} satisfies PageSeo;
