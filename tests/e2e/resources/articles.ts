import articleRecords from '#content/articles/index';
import { readingMinutes } from '../../../lib/format/readingTime.ts';

/** The articles as the content files state them, newest first: the oracle the resources pages are checked against. */
export const articles = Object.values(articleRecords)
  // An article that leaves its read time out shows the time computed from its body.
  .map((a) => ({ slug: a.slug, fm: { ...a.frontMatter, readTime: a.frontMatter.readTime ?? readingMinutes(a.body) }, body: a.body }))
  .sort((a, b) => Date.parse(b.fm.publishedTime) - Date.parse(a.fm.publishedTime));

/** `January 2025`, as the article pages show a date (UTC). */
export const monthOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
