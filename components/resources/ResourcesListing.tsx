import listing from '#content/resources/listing';
import videos from '#content/resources/videos';
import { Rss } from 'lucide';
import { Glyph } from '../ui/Glyph.tsx';
import { allArticles, featuredArticle } from '../../lib/content/articles.ts';
import { siteFiles } from '../../lib/routes.ts';
import { CtaBand } from '../sections/CtaBand.tsx';
import { PageHero } from '../sections/PageHero.tsx';
import { Section } from '../sections/Section.tsx';
import { ArticleCard } from './ArticleCard.tsx';
import { FeaturedArticle } from './FeaturedArticle.tsx';
import { VideoCarousel } from './VideoCarousel.tsx';
import { Heading } from '../ui/Heading.tsx';

/**
 * The resources screen, shared by /resources and its aliases: the featured article, every article
 * as a card (newest first; a new file in content/articles/ is a new card), the video carousel.
 */
export function ResourcesListing() {
  const articles = allArticles();
  const featured = featuredArticle(articles);
  return (
    <>
      <PageHero eyebrow={listing.hero.eyebrow} title={listing.hero.title} lead={listing.hero.lead} />
      <Section id={listing.featured.id} title={listing.featured.title}>
        <FeaturedArticle article={featured} linkLabel={listing.featured.linkLabel} />
      </Section>
      <section id={listing.latest.id} className="section section-muted" aria-labelledby={`${listing.latest.id}-title`} data-section={listing.latest.id}>
        <div className="container-page">
          <header className="mb-12 flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
            <div className="max-w-2xl">
              <Heading level={2} id={`${listing.latest.id}-title`} className="heading-1">
                {listing.latest.title}
              </Heading>
              <p className="lead mt-4">{listing.latest.intro}</p>
            </div>
            <p className="flex items-center gap-3 text-sm text-ink-600">
              <span className="hidden lg:inline">{listing.feed.text}</span>
              <a href={siteFiles.feed} className="btn btn-secondary btn-sm shrink-0" type="application/rss+xml" data-rss-link>
                <Glyph icon={Rss} aria-hidden="true" className="size-4 text-accent-600" />
                {listing.feed.label}
              </a>
            </p>
          </header>
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-article-grid>
            {articles.map((article) => (
              <li key={article.slug} className="flex min-w-0">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Section id={listing.videos.id} title={listing.videos.title} intro={listing.videos.intro}>
        <VideoCarousel label={listing.videos.title} items={videos.items} words={listing.videos} />
      </Section>
      <CtaBand {...listing.closing} />
    </>
  );
}
