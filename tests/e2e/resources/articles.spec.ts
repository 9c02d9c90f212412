import site from '#content/site';
import articlePage from '#content/resources/article-page';
import { routes } from '../../../lib/routes.ts';
import { productViews } from '../content.ts';
import { builtDocument, linksNamed, navigationsNamed, text, texts } from '../builtDocument.ts';
import { expectBreadcrumb, trailOf } from '../breadcrumbs.ts';
import { expect, test } from '../fixtures.ts';
import { requestsInFlight, requestsSettled, startupRan } from '../pageStates.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';
import { articles, monthOf } from './articles.ts';

// A stored consent choice: no banner over the pages.
test.use({ consent: 'rejected' });

for (const { slug, fm } of articles) {
  test(`article ${slug}: fields, calls to action, breadcrumb and head, in the built page`, async () => {
    const doc = builtDocument(`/resources/blog/${slug}`);
    await test.step('the fields of its front matter', () => {
      expect.soft(texts(doc, 'h1')).toEqual([fm.title]);
      const header = doc.querySelector('[data-section="article-header"]')!;
      expect.soft(texts(header, '[data-article-category]')).toEqual([fm.category]);
      expect.soft(texts(header, '[data-read-time]')).toEqual([`${fm.readTime} min read`]);
      expect.soft(texts(header, '[data-article-date]')).toEqual([monthOf(fm.publishedTime)]);
      const heroes = [...header.querySelectorAll('svg[data-product-view][role="img"]')];
      expect.soft(heroes).toHaveLength(1);
      expect.soft(heroes[0]?.getAttribute('aria-label')).toMatch(new RegExp(`^${productViews.illustrativeLabel}\\. `));
    });
    await test.step('the way back, the breadcrumb, the headings’ ids and the calls to action', () => {
      expect.soft(linksNamed(doc, articlePage.backLabel).map((a) => a.getAttribute('href'))).toEqual([routes.resources]);
      expectBreadcrumb(doc, trailOf('home', 'resources', 'blog'), { endsAtPage: false });
      for (const h2 of doc.querySelectorAll('[data-article-body] h2')) expect.soft(h2.id).toMatch(/^[a-z0-9-]+$/);
      const contactCtas = [...doc.querySelectorAll('a[data-cta-kind="contact"]')];
      expect.soft(contactCtas.length).toBeGreaterThanOrEqual(2);
      for (const a of contactCtas) expect.soft(a.getAttribute('href')).toBe('/contact');
    });
    await test.step('the head: Open Graph, canonical URL and JSON-LD', () => {
      const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content');
      expect.soft(meta('meta[property="og:type"]')).toBe('article');
      expect.soft(meta('meta[property="og:image"]')).toBe(new URL((fm as { ogImage?: string }).ogImage ?? site.defaultOgImage, site.siteUrl + '/').href);
      expect.soft(meta('meta[property="article:published_time"]')).toBe(fm.publishedTime);
      expect.soft(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site.siteUrl}/resources/blog/${slug}`);
      const ld = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
      const blocks = JSON.parse(ld) as { '@type': string; headline?: string }[];
      expect.soft(blocks.find((b) => b['@type'] === 'Article')?.headline).toBe(fm.title);
    });
  });
}

/** The first article with a Markdown table, with its links, call-to-action links and first table as its body writes them. */
const withTable = articles
  .map(({ slug, body }) => ({
    slug,
    links: [...body.matchAll(/\]\((\/[^\s)#]*)[^)]*\)/g)].map((m) => m[1]!),
    ctas: [...body.matchAll(/\[([^\]]+)\]\((\/[^\s)]*) "cta"\)/g)].map((m) => ({ label: m[1]!, href: m[2]! })),
    table: /^\|(.+)\|\s*\n\|[\s|:-]+\|\s*\n((?:\|.*\|\s*\n?)+)/m.exec(body),
  }))
  .find((a) => a.table);

test('an article with a table: its links, its calls to action, the table as a labelled region, and its outline', () => {
  test.skip(!withTable, 'no article has a table');
  const { slug, links, ctas, table: markdownTable } = withTable!;
  const headers = markdownTable![1]!.split('|').map((h) => h.trim());
  const rowCount = markdownTable![2]!.trim().split('\n').length;
  const doc = builtDocument(`/resources/blog/${slug}`);
  const body = doc.querySelector('[data-article-body]')!;
  const hrefs = [...body.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  for (const href of links) expect.soft(hrefs, href).toContain(href);
  // Internal links stay in the tab.
  expect.soft(body.querySelectorAll('a[target]')).toHaveLength(0);
  for (const cta of ctas) {
    const named = [...body.querySelectorAll('a[href]')].filter((a) => text(a) === cta.label);
    expect.soft(named.length, cta.label).toBeGreaterThan(0);
    expect.soft(named[0]?.getAttribute('href'), cta.label).toBe(cta.href);
    expect.soft(named[0]?.getAttribute('data-cta-kind'), cta.label).toMatch(/.+/);
  }

  const region = [...body.querySelectorAll('[role="region"]')].find((r) => r.getAttribute('aria-label') === `Table: ${headers.join(', ')}`);
  expect.soft(region, 'the table region, named by its headers').toBeDefined();
  expect.soft(region?.getAttribute('tabindex')).toBe('0');
  const table = region?.querySelector('table');
  expect.soft(table && texts(table, 'thead th')).toEqual(headers);
  expect.soft(table?.querySelectorAll('tbody tr')).toHaveLength(rowCount);

  // The article's outline lists every section and each entry leads to its heading.
  const outline = navigationsNamed(doc, site.ui.onThisPage).flatMap((nav) => [...nav.querySelectorAll('a[href]')]);
  expect.soft(outline).toHaveLength(body.querySelectorAll('h2').length);
  for (const a of outline) expect.soft(body.querySelectorAll(`h2${a.getAttribute('href')}`), a.getAttribute('href')!).toHaveLength(1);
});

/** Articles whose body ends with a call-to-action link (`[Label](/route "cta")`), with that link. */
const endingCtas = articles.flatMap(({ slug, body }) => {
  const m = /\[([^\]]+)\]\((\/[^\s)]*) "cta"\)\s*$/.exec(body);
  return m ? [{ slug, label: m[1]!, href: m[2]! }] : [];
});

test('an article that ends with a call to action ends with that link', () => {
  test.skip(endingCtas.length === 0, 'no article ends with a call to action');
  const { slug, label, href } = endingCtas[0]!;
  const last = [...builtDocument(`/resources/blog/${slug}`).querySelectorAll('[data-article-body] a')].at(-1);
  expect.soft(text(last)).toBe(label);
  expect.soft(last?.getAttribute('href')).toBe(href);
});

/** The first article with a video, with its video and disclaimer as its front matter states them. */
const withVideo = articles.map(({ slug, fm }) => ({ slug, data: fm })).find((a) => a.data.video);

test('an article with a video: click-to-play player, disclaimer; nothing from the video host before play', async ({ page, externalRequests }) => {
  test.skip(!withVideo, 'no article has a video');
  const { slug, data } = withVideo!;
  const video = data.video!;
  const inflight = requestsInFlight(page);
  await page.goto(`/resources/blog/${slug}`);
  if (data.disclaimer) await expect(page.locator('[data-article-disclaimer]')).toContainText(data.disclaimer.split(/\s+/).slice(0, 6).join(' '));
  const play = page.locator('[data-article-video]').getByRole('button', { name: new RegExp(`^${escapeRegExp(site.ui.playVideo)} ${escapeRegExp(video.title)}`) });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  // All the page loads before play has been asked for (start-up run) and has finished.
  await startupRan(page);
  await requestsSettled(page, inflight);
  expect(externalRequests).toEqual([]);
  await play.click();
  const player = page.locator('[data-article-video] iframe');
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`);
  await expect(player).toHaveAttribute('title', video.title);
  await expect.poll(() => externalRequests.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
});

// In the browser at the default desktop size, a test per article: one for all of them would outgrow
// its time as articles are added (every page's phone layout is checked by the walk, every-page.spec.ts).
for (const article of articles) {
  const route = `/resources/blog/${article.slug}`;
  test(`in the browser, ${route}: the hero picture shows and the body reads in full at 1280 px`, async ({ page }) => {
    await page.goto(route);
    await expect.soft(page.locator('[data-section="article-header"] svg[data-product-view][role="img"]')).toBeVisible();
    const words = (await page.locator('[data-article-body]').innerText()).split(/\s+/).length;
    expect.soft(words, 'words in the body').toBeGreaterThan(article.fm.readTime * 150);
  });
}
