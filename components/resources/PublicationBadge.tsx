import type { Article } from '../../lib/content/articles.ts';
import { site } from '../../lib/content/site.ts';

/** "Draft" or "Scheduled" on an article the public build leaves out (shown only on the dev server); nothing for a published one. */
export function PublicationBadge({ status, className = '' }: { status: Article['status']; className?: string }) {
  if (status === 'published') return null;
  // The site's own `badge` look: no new utility classes, so the published pages' stylesheet is unchanged.
  return (
    <>
      {' '}
      <span className={`badge ${className}`.trim()} data-publication-status={status}>
        {status === 'draft' ? site.ui.draftBadge : site.ui.scheduledBadge}
      </span>
    </>
  );
}
