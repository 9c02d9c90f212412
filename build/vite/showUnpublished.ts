import type { Plugin } from 'vite';
import { SHOW_UNPUBLISHED } from '../../lib/content/publication.ts';

/**
 * The dev server (`npm run dev`, `npm run cms`) shows drafts and scheduled articles, marked as such:
 * it sets `SITE_SHOW_UNPUBLISHED` for the pages it renders in this process. A build refuses the
 * variable, so no draft can reach the public site.
 */
export function showUnpublished(): Plugin {
  return {
    name: 'site:show-unpublished',
    configResolved(config) {
      if (config.command === 'serve') process.env[SHOW_UNPUBLISHED] = '1';
      else if (process.env[SHOW_UNPUBLISHED]) throw new Error(`${SHOW_UNPUBLISHED} is for the dev server only: unset it to build the public site.`);
    },
  };
}
