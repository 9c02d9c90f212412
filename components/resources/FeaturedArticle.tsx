import { ArrowRight } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { Article } from '../../lib/content/articles.ts';
import { ArticleArt } from './ArticleArt.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { Heading } from '../ui/Heading.tsx';
import { PublicationBadge } from './PublicationBadge.tsx';

/** The featured article: a wide card with its image beside the text. */
export function FeaturedArticle({ article, linkLabel }: { article: Article; linkLabel: string }) {
  const { frontMatter: fm } = article;
  return (
    <article className="featured-article group" data-featured-article={article.slug}>
      <div className="flex items-center overflow-hidden bg-accent-50 lg:h-full">
        <ArticleArt article={article} fit className="aspect-[40/21]" />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <p>
          <span className="badge">{fm.category}</span>
          <PublicationBadge status={article.status} />
        </p>
        <Heading level={3} className="heading-2 mt-4">
          <a href={article.url} className="card-link">
            {fm.title}
          </a>
        </Heading>
        <p className="lead mt-4 text-base sm:text-lg">{fm.excerpt}</p>
        <ArticleMeta publishedTime={fm.publishedTime} readTime={fm.readTime} dateStyle="month" className="mt-6" />
        <p className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-accent-700" aria-hidden="true">
          {linkLabel}
          <Glyph icon={ArrowRight} className="size-4 transition-transform group-hover:translate-x-0.5" />
        </p>
      </div>
    </article>
  );
}
