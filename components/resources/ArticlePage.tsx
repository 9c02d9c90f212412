import articlePage from '#content/resources/article-page';
import { ArrowLeft, Info, UserRound } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import type { Article } from '../../lib/content/articles.ts';
import { relatedArticles } from '../../lib/content/articles.ts';
import { markdownOutline, renderMarkdown } from '../markdown/index.ts';
import { routes, site } from '../../lib/content/site.ts';
import { Breadcrumbs } from '../sections/Breadcrumbs.tsx';
import { CtaBand } from '../sections/CtaBand.tsx';
import { Cta } from '../ui/Cta.tsx';
import { ArticleCard } from './ArticleCard.tsx';
import { ArticleArt } from './ArticleArt.tsx';
import { ArticleMeta } from './ArticleMeta.tsx';
import { VideoFacade } from '../ui/VideoFacade.tsx';
import { Heading } from '../ui/Heading.tsx';
import { PublicationBadge } from './PublicationBadge.tsx';

/** One article: header, hero image, optional video, the Markdown body (rendered at build time), contact calls to action. */
export function ArticlePage({ article }: { article: Article }) {
  const fm = article.frontMatter;
  const related = relatedArticles(article.slug, articlePage.related.count);
  const outline = markdownOutline(article.body);
  return (
    <>
      <header className="article-header" data-section="article-header">
        <div className="container-page max-w-5xl pt-28 pb-10 sm:pt-32">
          {/* Home > Resources > Blog: the article is no crumb of its own (its h1 names it), so each crumb is a link. */}
          <Breadcrumbs onDark={false} />
          <a href={routes.resources} className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-accent-700 hover:text-accent-800" data-back-link>
            <Glyph icon={ArrowLeft} aria-hidden="true" className="size-4" />
            {articlePage.backLabel}
          </a>
          <p className="mt-6">
            <span className="badge" data-article-category>
              {fm.category}
            </span>
            <PublicationBadge status={article.status} />
          </p>
          <Heading level={1} id="page-title" className="display mt-4 text-3xl sm:text-4xl lg:text-5xl">
            {fm.title}
          </Heading>
          <p className="lead mt-5 max-w-3xl">{fm.description}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
            <span className="inline-flex items-center gap-1.5 font-medium text-ink-800" data-article-author>
              <Glyph icon={UserRound} aria-hidden="true" className="size-4 text-ink-500" />
              {fm.author}
            </span>
            <ArticleMeta publishedTime={fm.publishedTime} readTime={fm.readTime} dateStyle="month" />
          </div>
        </div>
        <div className="container-page max-w-5xl">
          <ArticleArt article={article} className="article-hero-image" />
        </div>
      </header>

      <div className="container-page max-w-5xl py-12 sm:py-16">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_19rem]">
          <div className="min-w-0">
            {fm.video ? (
              <div className="mb-10" data-article-video>
                <VideoFacade title={fm.video.title} duration={fm.video.duration} youtubeId={fm.video.youtubeId} />
              </div>
            ) : null}
            <div className="article-prose" data-article-body>
              {renderMarkdown(article.body)}
            </div>
            {fm.disclaimer ? (
              <aside className="mt-12 flex gap-3 rounded-xl border border-ink-200 bg-ink-50 p-5 text-sm leading-6 text-ink-700" aria-label={articlePage.disclaimerLabel} data-article-disclaimer>
                <Glyph icon={Info} aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-500" />
                <p>
                  <strong className="text-ink-900">{articlePage.disclaimerLabel}. </strong>
                  {fm.disclaimer}
                </p>
              </aside>
            ) : null}
            <ul className="mt-10 flex flex-wrap gap-2" aria-label={articlePage.tagsLabel} data-article-tags>
              {fm.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-xs font-medium text-ink-700">
                  {tag}
                </li>
              ))}
            </ul>
          </div>
          <aside className="lg:pt-1" aria-labelledby="article-aside-title">
            {outline.length >= 4 ? (
              <nav aria-labelledby="article-outline-title" className="mb-8 hidden lg:block" data-article-outline>
                <Heading level={2} id="article-outline-title" className="heading-3">
                  {site.ui.onThisPage}
                </Heading>
                <ol className="mt-3 space-y-1 border-l border-ink-200 text-sm">
                  {outline.map((item) => (
                    <li key={item.id}>
                      <a href={`#${item.id}`} className="-ml-px block border-l border-transparent py-1 pl-4 leading-5 text-ink-600 hover:border-accent-500 hover:text-ink-900">
                        {item.text}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <div className="card p-6 sm:p-6 lg:sticky lg:top-24" data-article-aside>
              <Heading level={2} id="article-aside-title" className="heading-3">
                {articlePage.aside.title}
              </Heading>
              <p className="mt-2 text-sm leading-6 text-ink-600">{articlePage.aside.description}</p>
              <Cta cta={articlePage.aside.cta} className="mt-5 w-full px-4" />
            </div>
          </aside>
        </div>
      </div>

      <section className="section section-muted" aria-labelledby="related-title" data-section="related">
        <div className="container-page">
          <Heading level={2} id="related-title" className="heading-1 mb-10">
            {articlePage.related.title}
          </Heading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.slug} className="flex">
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CtaBand {...articlePage.closing} />
    </>
  );
}
