import { CalendarDays, Clock } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { readTimeLabel } from '../../lib/content/articles.ts';
import { formatMonthYear, formatYear } from '../../lib/format/dates.ts';

interface ArticleMetaProps {
  publishedTime: string;
  readTime: number;
  /** `month`: 'January 2025' (article pages, featured); `year`: '2025' (cards). */
  dateStyle: 'month' | 'year';
  className?: string;
}

/** The date and read time line of an article, its card and the featured block. */
export function ArticleMeta({ publishedTime, readTime, dateStyle, className = '' }: ArticleMetaProps) {
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-500 ${className}`} data-article-meta>
      <span className="inline-flex items-center gap-1.5">
        <Glyph icon={CalendarDays} aria-hidden="true" className="size-4" />
        <time dateTime={publishedTime} data-article-date>
          {dateStyle === 'month' ? formatMonthYear(publishedTime) : formatYear(publishedTime)}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5" data-read-time>
        <Glyph icon={Clock} aria-hidden="true" className="size-4" />
        {readTimeLabel(readTime)}
      </span>
    </p>
  );
}
