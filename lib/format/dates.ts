/** Dates in the content are ISO 8601: `2024-12-15` or `2025-01-15T09:00:00Z`. All formatting is in UTC. */

const ISO_8601 = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function parse(iso: string): Date {
  const date = new Date(iso);
  if (!ISO_8601.test(iso) || Number.isNaN(date.getTime())) throw new Error(`\`${iso}\` is not an ISO 8601 date (expected 2024-12-15 or 2025-01-15T09:00:00Z).`);
  return date;
}

/** `2025-01-15T09:00:00Z` → `January 2025` (the form the article pages show). */
export function formatMonthYear(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(parse(iso));
}

/** `2025-06-30` → `June 30, 2025` (the legal pages' "Last updated" date). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(parse(iso));
}

/** `2024-12-15` → `2024` (the listing cards show the year). */
export function formatYear(iso: string): string {
  return String(parse(iso).getUTCFullYear());
}

/** Milliseconds since the epoch, for sorting. */
export function timeOf(iso: string): number {
  return parse(iso).getTime();
}

/** A `Date`, for libraries that want one (the RSS feed). */
export function toDate(iso: string): Date {
  return parse(iso);
}
