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

/** A draft never; otherwise from its `publishedTime` on (a future date schedules the article). */
export function isPublished(frontMatter: PublicationFields, now: Date): boolean {
  return frontMatter.draft !== true && timeOf(frontMatter.publishedTime) <= now.getTime();
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
