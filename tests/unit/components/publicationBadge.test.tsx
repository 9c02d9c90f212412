import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '../../../components/resources/ArticleCard.tsx';
import { site } from '../../../lib/content/site.ts';
import { showsUnpublished } from '../../../lib/content/publication.ts';
import { fixtureArticle } from '../helpers/articles.ts';

const badge = (html: string) => /<span[^>]*data-publication-status="([a-z]+)"[^>]*>([^<]*)<\/span>/.exec(html)?.slice(1);

describe('the Draft / Scheduled badge on an article card (dev server only)', () => {
  it('marks a draft and a scheduled article with the ui strings of content/site.yaml', () => {
    expect(badge(renderToStaticMarkup(<ArticleCard article={fixtureArticle('a', '2024-01-15', {}, 'draft')} />))).toEqual(['draft', site.ui.draftBadge]);
    expect(badge(renderToStaticMarkup(<ArticleCard article={fixtureArticle('a', '2999-01-15', {}, 'scheduled')} />))).toEqual(['scheduled', site.ui.scheduledBadge]);
  });

  it('adds nothing to a published article', () => {
    expect(renderToStaticMarkup(<ArticleCard article={fixtureArticle('a', '2024-01-15')} />)).not.toContain('data-publication-status');
  });
});

describe('showsUnpublished: only on the dev server', () => {
  it.each([
    [{ SITE_SHOW_UNPUBLISHED: '1' }, true],
    [{ SITE_SHOW_UNPUBLISHED: 'yes' }, false],
    [{}, false],
  ])('%j → %s', (env, expected) => {
    expect(showsUnpublished(env)).toBe(expected);
  });
});
