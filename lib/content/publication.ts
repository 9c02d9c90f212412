/**
 * When an article is public: one rule for the article pages, the listing, the feed and the sitemap
 * (the sitemap lists the built pages, and the pages are built from this filter).
 */
import { timeOf } from '../format/dates.ts';

/** The front-matter fields the rule reads. */
export interface PublicationFields {
  draft?: boolean;
  publishedTime: string;
}

export type PublicationStatus = 'published' | 'draft' | 'scheduled';

/** A draft never; otherwise from its `publishedTime` on (a future date schedules the article). */
export function publicationStatus(frontMatter: PublicationFields, now: Date): PublicationStatus {
  if (frontMatter.draft === true) return 'draft';
  return timeOf(frontMatter.publishedTime) <= now.getTime() ? 'published' : 'scheduled';
}

export function isPublished(frontMatter: PublicationFields, now: Date): boolean {
  return publicationStatus(frontMatter, now) === 'published';
}

/** Set by the dev server only (build/vite/showUnpublished.ts): pages then show drafts and scheduled articles too. */
export const SHOW_UNPUBLISHED = 'SITE_SHOW_UNPUBLISHED';

/** Whether pages show drafts and scheduled articles too, marked as such: on the dev server only. */
export function showsUnpublished(env: Record<string, string | undefined> = process.env): boolean {
  return env[SHOW_UNPUBLISHED] === '1';
}

/** `SITE_BUILD_DATE` (an ISO 8601 date) stands in for the build's clock, so a build of a given day can be reproduced and tested. */
export function buildDate(env: Record<string, string | undefined> = process.env): Date {
  const value = env.SITE_BUILD_DATE?.trim();
  if (!value) return new Date();
  try {
    return new Date(timeOf(value));
  } catch {
    throw new Error(`SITE_BUILD_DATE \`${value}\` is not an ISO 8601 date (expected 2025-01-15 or 2025-01-15T09:00:00Z); leave it unset to use today's date.`);
  }
}
