import site from '#content/site';
import talks from '#content/resources/talks';
import listing from '#content/resources/listing';
import { productViews } from '../content.ts';
import { builtDocument, text, texts, type Document } from '../builtDocument.ts';
import { expectBreadcrumb, trailOf } from '../breadcrumbs.ts';
import { expect, test } from '../fixtures.ts';
import { articles, monthOf } from './articles.ts';

// A stored consent choice: no banner over the pages.
test.use({ consent: 'rejected' });

const featuredArticle = articles.find((a) => a.fm.featured) ?? articles[0]!;

const cardHrefs = (doc: Document) => [...doc.querySelectorAll('[data-article-grid] [data-article-card] h3 a')].map((a) => a.getAttribute('href'));

test('the listing: a featured article and a card per article, newest first, and its feed', () => {
  const doc = builtDocument('/resources');
  expect.soft(doc.querySelectorAll('h1')).toHaveLength(1);
  expect.soft(doc.querySelector('[data-featured-article]')?.getAttribute('data-featured-article')).toBe(featuredArticle.slug);
  expect.soft(texts(doc, '[data-featured-article] [data-article-date]')).toEqual([monthOf(featuredArticle.fm.publishedTime)]);
  expect.soft(texts(doc, 'h2')).toContain(listing.latest.title);
  const cards = [...doc.querySelectorAll('[data-article-grid] [data-article-card]')];
  expect.soft(cards).toHaveLength(articles.length);
  expect.soft(cardHrefs(doc)).toEqual(articles.map((a) => `/resources/blog/${a.slug}`));
  for (const [i, { fm }] of articles.entries()) {
    const card = cards[i];
    if (!card) continue;
    expect.soft(texts(card, '[data-article-category]'), fm.title).toEqual([fm.category]);
    expect.soft(texts(card, 'h3'), fm.title).toEqual([fm.title]);
    expect.soft(texts(card, '[data-article-excerpt]'), fm.title).toEqual([fm.excerpt]);
    expect.soft(texts(card, '[data-article-date]'), fm.title).toEqual([fm.publishedTime.slice(0, 4)]);
    expect.soft(texts(card, '[data-read-time]'), fm.title).toEqual([`${fm.readTime} min read`]);
    expect.soft(card.querySelector('svg[data-product-view][role="img"]')?.getAttribute('aria-label'), fm.title).toMatch(new RegExp(`^${productViews.illustrativeLabel}\\. `));
  }
  expect.soft(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}/resources`);
  // The listing links to the feed, in the page and in the head.
  expect.soft(doc.querySelector('[data-rss-link]')?.getAttribute('href')).toBe('/rss.xml');
  expect.soft(doc.querySelector('head link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toBe('/rss.xml');
});

for (const alias of ['/resources/blog', '/resources/whitepapers', '/resources/governance-vs-compliance']) {
  test(`${alias} shows the same cards with canonical /resources`, () => {
    const doc = builtDocument(alias);
    expect.soft(doc.querySelectorAll('[data-article-grid] [data-article-card]')).toHaveLength(articles.length);
    expect.soft(cardHrefs(doc)).toEqual(articles.map((a) => `/resources/blog/${a.slug}`));
    expect.soft(doc.querySelectorAll('[data-video-resources], [data-carousel]')).toHaveLength(1);
    expect.soft(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}/resources`);
  });
}

test('in the browser, /resources: its headings show; the RSS feed parses and lists every article with absolute links', async ({ page, request }) => {
  await page.goto('/resources');
  await test.step('/resources: its headings show', async () => {
    await expect.soft(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.soft(page.getByRole('heading', { name: listing.latest.title, level: 2 })).toBeVisible();
  });
  await test.step('the RSS feed parses and lists every article with absolute links', async () => {
    const response = await request.get('/rss.xml');
    expect(response.ok()).toBe(true);
    const parsed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        return {
          error: doc.querySelector('parsererror')?.textContent ?? null,
          version: doc.documentElement.getAttribute('version'),
          items: [...doc.querySelectorAll('channel > item')].map((item) => ({
            title: item.querySelector('title')?.textContent ?? '',
            link: item.querySelector('link')?.textContent ?? '',
            pubDate: item.querySelector('pubDate')?.textContent ?? '',
          })),
        };
      },
      await response.text(),
    );
    expect.soft(parsed.error).toBeNull();
    expect.soft(parsed.version).toBe('2.0');
    expect.soft(parsed.items.map((i) => i.title)).toEqual(articles.map((a) => a.fm.title));
    expect.soft(parsed.items.map((i) => i.link)).toEqual(articles.map((a) => `${site.siteUrl}/resources/blog/${a.slug}`));
    for (const item of parsed.items) expect.soft(Number.isNaN(Date.parse(item.pubDate)), item.title).toBe(false);
  });
});

test('talks: the featured talk and a plain card per talk with its duration and category', () => {
  const doc = builtDocument('/resources/talks');
  expectBreadcrumb(doc, trailOf('home', 'resources', 'talks'));
  const featured = doc.querySelector('[data-featured-talk]');
  expect.soft(text(featured?.querySelector('[data-talk-duration]'))).toContain(talks.featured.talk.duration);
  expect.soft(featured && texts(featured, '[data-talk-category]')).toEqual([talks.featured.talk.category]);
  expect.soft(texts(doc, 'h2')).toContain(talks.grid.title);
  const cards = [...doc.querySelectorAll('[data-talk-grid] [data-talk-card]')];
  expect.soft(cards).toHaveLength(talks.grid.talks.length);
  expect.soft(cards.flatMap((c) => texts(c, '[data-talk-duration] time'))).toEqual(talks.grid.talks.map((t) => t.duration));
  expect.soft(cards.flatMap((c) => texts(c, '[data-talk-category]'))).toEqual(talks.grid.talks.map((t) => t.category));
  for (const card of cards) {
    expect.soft(texts(card, 'h3').filter((t) => t !== '')).toHaveLength(1);
    // Plain cards: nothing inside looks or acts like a link (the cursor is checked in the browser, below).
    expect.soft(card.querySelectorAll('a, button')).toHaveLength(0);
  }
  expect.soft(doc.querySelector('#request-a-talk a[data-cta-kind="contact"]')?.getAttribute('href')).toBe('/contact');
});

test('in the browser, /resources/talks: the talk cards show their titles and do not look like links', async ({ page }) => {
  await page.goto('/resources/talks');
  const cards = page.locator('[data-talk-grid] [data-talk-card]');
  await expect.soft(page.getByRole('heading', { name: talks.grid.title, level: 2 })).toBeVisible();
  for (let i = 0; i < talks.grid.talks.length; i++) {
    await expect.soft(cards.nth(i).getByRole('heading', { level: 3 })).not.toBeEmpty();
    expect.soft(await cards.nth(i).evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer');
  }
});
