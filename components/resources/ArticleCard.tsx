import type { Article } from '../../lib/content/articles.ts';
import { ArticleArt } from './ArticleArt.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { Heading } from '../ui/Heading.tsx';
import { PublicationBadge } from './PublicationBadge.tsx';

/**
 * One article in a grid: image, category, title, excerpt, year and read time. The title's link
 * covers the whole card (one link per card, one tab stop).
 */
export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const { frontMatter: fm } = article;
  return (
    <article className="article-card group" data-article-card={article.slug}>
      <div className="overflow-hidden rounded-t-[var(--radius-card)] bg-ink-100">
        <ArticleArt article={article} className="aspect-[40/21] transition-transform duration-300 group-hover:scale-[1.03]" />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-700" data-article-category>
          {fm.category}
        </p>
        <PublicationBadge status={article.status} className="mt-2 self-start" />
        <Heading level={headingLevel} className="heading-3 mt-2">
          <a href={article.url} className="card-link">
            {fm.title}
          </a>
        </Heading>
        <p className="mt-3 flex-1 text-sm leading-6 text-ink-600" data-article-excerpt>
          {fm.excerpt}
        </p>
        <ArticleMeta publishedTime={fm.publishedTime} readTime={fm.readTime} dateStyle="year" className="mt-5 border-t border-ink-100 pt-4" />
      </div>
    </article>
  );
}
