import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import articleRecords from '#content/articles/index';
import site from '#content/site';
import talks from '#content/resources/talks';
import listing from '#content/resources/listing';
import newsletterPage from '#content/resources/newsletter';
import videoRecords from '#content/resources/videos';
import { productViews } from './content.ts';
import type { Locator, Page } from '@playwright/test';
import { readingMinutes } from '../../lib/format/readingTime.ts';
import { afterNextFrames, expect, test } from './fixtures.ts';

/** The articles as the content files state them: the oracle every page below is checked against. */
const articles = Object.values(articleRecords)
  // An article that leaves its read time out shows the time computed from its body.
  .map((a) => ({ slug: a.slug, fm: { ...a.frontMatter, readTime: a.frontMatter.readTime ?? readingMinutes(a.body) }, body: a.body }))
  .sort((a, b) => Date.parse(b.fm.publishedTime) - Date.parse(a.fm.publishedTime));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const newsletterForms = site.forms.newsletters;
/** A newsletter's record on the page and its form settings in the site config, by its key (a code-level name). */
const newsletter = (key: string) => {
  const record = newsletterPage.newsletters.find((n) => n.key === key);
  const form = newsletterForms.find((n) => n.key === key);
  if (!record || !form) throw new Error(`No newsletter ${key} in the content`);
  return { ...record, ...form };
};
const edgeNewsletter = newsletter('enforceable-edge');
const networkNewsletter = newsletter('proof-network');
const featuredArticle = articles.find((a) => a.fm.featured) ?? articles[0]!;
/** `January 2025`, as the article header shows a date (UTC). */
const monthOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

// A stored consent choice: the consent banner would otherwise take focus while keys are pressed.
test.use({ consent: 'rejected' });

for (const { slug, fm } of articles) {
  test(`article ${slug}: fields, calls to action, breadcrumb and head`, async ({ page }) => {
    await page.goto(`/resources/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fm.title);
    const header = page.locator('[data-section="article-header"]');
    await expect(header.locator('[data-article-category]')).toHaveText(fm.category);
    await expect(header.locator('[data-read-time]')).toHaveText(`${fm.readTime} min read`);
    await expect(header.locator('[data-article-date]')).toHaveText(monthOf(fm.publishedTime));
    const hero = header.locator('svg[data-product-view][role="img"]');
    await expect(hero).toBeVisible();
    expect(await hero.getAttribute('aria-label')).toMatch(new RegExp(`^${productViews.illustrativeLabel}\\. `));
    await expect(page.getByRole('link', { name: 'Back to Resources' })).toHaveAttribute('href', '/resources');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Resources', 'Blog']);
    const body = page.locator('[data-article-body]');
    expect((await body.innerText()).split(/\s+/).length).toBeGreaterThan(fm.readTime * 150);
    for (const id of await body.locator('h2').evaluateAll((hs) => hs.map((h) => h.id))) expect(id).toMatch(/^[a-z0-9-]+$/);
    const contactCtas = page.locator('a[data-cta-kind="contact"]');
    expect(await contactCtas.count()).toBeGreaterThanOrEqual(2);
    for (const href of await contactCtas.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(href).toBe('/contact');

    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new URL((fm as { ogImage?: string }).ogImage ?? site.defaultOgImage, site.siteUrl + '/').href);
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', fm.publishedTime);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}/resources/blog/${slug}`);
    const ld = (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '';
    const blocks = JSON.parse(ld) as { '@type': string; headline?: string; itemListElement?: { name: string }[] }[];
    expect(blocks.find((b) => b['@type'] === 'Article')?.headline).toBe(fm.title);
    expect(blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name)).toEqual(['Home', 'Resources', 'Blog']);
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

test('an article with a table: its links, its calls to action, the table as a labelled region, and its outline', async ({ page }) => {
  test.skip(!withTable, 'no article has a table');
  const { slug, links, ctas, table: markdownTable } = withTable!;
  const headers = markdownTable![1]!.split('|').map((h) => h.trim());
  const rowCount = markdownTable![2]!.trim().split('\n').length;
  await page.goto(`/resources/blog/${slug}`);
  const body = page.locator('[data-article-body]');
  const hrefs = await body.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  for (const href of links) expect(hrefs, href).toContain(href);
  // Internal links stay in the tab.
  expect(await body.locator('a[target]').count()).toBe(0);
  for (const cta of ctas) {
    await expect(body.getByRole('link', { name: cta.label, exact: true })).toHaveAttribute('href', cta.href);
    await expect(body.getByRole('link', { name: cta.label, exact: true })).toHaveAttribute('data-cta-kind', /.+/);
  }

  const region = body.getByRole('region', { name: `Table: ${headers.join(', ')}` }).first();
  await expect(region).toHaveAttribute('tabindex', '0');
  const table = region.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(headers);
  await expect(table.locator('tbody tr')).toHaveCount(rowCount);

  // 'On this page' lists every section and each entry leads to its heading.
  const outline = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
  expect(await outline.count()).toBe(await body.locator('h2').count());
  for (const href of await outline.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    await expect(body.locator(`h2${href}`)).toHaveCount(1);
  }
});

test('on a small phone the article tables are stacked to fit their column and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  let tables = 0;
  for (const { slug } of articles) {
    await page.goto(`/resources/blog/${slug}`);
    for (const region of await page.locator('.md-table').all()) {
      tables++;
      await expect(region.locator('.md-table-label').first(), `${slug}: each cell shows its column's header`).toBeVisible();
      expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth), `${slug}: a table scrolls sideways`).toBeLessThanOrEqual(0);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${slug}: the page scrolls sideways`).toBeLessThanOrEqual(360);
  }
  expect(tables, 'the articles have tables to check').toBeGreaterThan(0);
});

/** Articles whose body ends with a call-to-action link (`[Label](/route "cta")`), with that link. */
const endingCtas = articles.flatMap(({ slug, body }) => {
  const m = /\[([^\]]+)\]\((\/[^\s)]*) "cta"\)\s*$/.exec(body);
  return m ? [{ slug, label: m[1]!, href: m[2]! }] : [];
});

test('an article that ends with a call to action ends with that link', async ({ page }) => {
  test.skip(endingCtas.length === 0, 'no article ends with a call to action');
  const { slug, label, href } = endingCtas[0]!;
  await page.goto(`/resources/blog/${slug}`);
  const last = page.locator('[data-article-body] a').last();
  await expect(last).toHaveText(label);
  await expect(last).toHaveAttribute('href', href);
});

/** The first article with a video, with its video and disclaimer as its front matter states them. */
const withVideo = articles.map(({ slug, fm }) => ({ slug, data: fm })).find((a) => a.data.video);

test('an article with a video: click-to-play player, disclaimer; nothing from the video host before play', async ({ page, externalRequests }) => {
  test.skip(!withVideo, 'no article has a video');
  const { slug, data } = withVideo!;
  const video = data.video!;
  await page.goto(`/resources/blog/${slug}`);
  if (data.disclaimer) await expect(page.locator('[data-article-disclaimer]')).toContainText(data.disclaimer.split(/\s+/).slice(0, 6).join(' '));
  const play = page.locator('[data-article-video]').getByRole('button', { name: new RegExp(`^${escapeRegExp(site.ui.playVideo)} ${escapeRegExp(video.title)}`) });
  await expect(play).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(externalRequests).toEqual([]);
  await play.click();
  const player = page.locator('[data-article-video] iframe');
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`);
  await expect(player).toHaveAttribute('title', video.title);
  await expect.poll(() => externalRequests.some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
});

const cardHrefs = (page: Page) => page.locator('[data-article-grid] [data-article-card] h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));

test('the listing: a featured article and a card per article, newest first', async ({ page }) => {
  await page.goto('/resources');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-featured-article]')).toHaveAttribute('data-featured-article', featuredArticle.slug);
  await expect(page.locator('[data-featured-article] [data-article-date]')).toHaveText(monthOf(featuredArticle.fm.publishedTime));
  await expect(page.getByRole('heading', { name: listing.latest.title, level: 2 })).toBeVisible();
  const cards = page.locator('[data-article-grid] [data-article-card]');
  await expect(cards).toHaveCount(articles.length);
  expect(await cardHrefs(page)).toEqual(articles.map((a) => `/resources/blog/${a.slug}`));
  for (const [i, { fm }] of articles.entries()) {
    const card = cards.nth(i);
    await expect(card.locator('[data-article-category]')).toHaveText(fm.category);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(fm.title);
    await expect(card.locator('[data-article-excerpt]')).toHaveText(fm.excerpt);
    await expect(card.locator('[data-article-date]')).toHaveText(fm.publishedTime.slice(0, 4));
    await expect(card.locator('[data-read-time]')).toHaveText(`${fm.readTime} min read`);
    expect(await card.locator('svg[data-product-view][role="img"]').getAttribute('aria-label')).toMatch(new RegExp(`^${productViews.illustrativeLabel}\\. `));
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}/resources`);
});

for (const alias of ['/resources/blog', '/resources/whitepapers', '/resources/governance-vs-compliance']) {
  test(`${alias} shows the same cards with canonical /resources`, async ({ page }) => {
    await page.goto(alias);
    await expect(page.locator('[data-article-grid] [data-article-card]')).toHaveCount(articles.length);
    expect(await cardHrefs(page)).toEqual(articles.map((a) => `/resources/blog/${a.slug}`));
    await expect(page.locator('[data-video-resources], [data-carousel]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.siteUrl}/resources`);
  });
}

/** The index of the slide whose box lies inside the carousel's box. */
function slideInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((c) => {
    const box = c.getBoundingClientRect();
    return [...c.querySelectorAll('[aria-roledescription="slide"]')].findIndex((s) => {
      const r = s.getBoundingClientRect();
      return r.left >= box.left - 1 && r.right <= box.right + 1;
    });
  });
}

test.describe('the video carousel', () => {
  const videos = videoRecords.items;
  const total = videos.length;

  test('follows the carousel pattern and loops both ways with the buttons', async ({ page, externalRequests }) => {
    // The page's clock is ours until the check that the carousel never rotates on its own.
    await page.clock.install();
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    await expect(carousel).toHaveAttribute('aria-label', listing.videos.title);
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(total);
    for (let i = 0; i < total; i++) await expect(slides.nth(i)).toHaveAttribute('aria-label', `${i + 1} of ${total}`);
    const visibleTitle = carousel.locator('[aria-roledescription="slide"]:not([inert]) [data-slide-title]');
    await expect(visibleTitle).toHaveText(videos[0].title);
    // Never rotates on its own: a minute of the page's time passes at once.
    await page.clock.runFor(60_000);
    await expect(visibleTitle).toHaveText(videos[0].title);
    await page.clock.resume();

    const previous = carousel.getByRole('button', { name: 'Previous video' });
    const next = carousel.getByRole('button', { name: 'Next video' });
    await previous.click();
    await expect(visibleTitle).toHaveText(videos[total - 1]!.title);
    await next.click();
    await expect(visibleTitle).toHaveText(videos[0].title);
    for (let i = 1; i <= total; i++) {
      await next.click();
      await expect(visibleTitle).toHaveText(videos[i % total]!.title);
    }
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert])')).toHaveCount(1);
    // The current slide is the one in view: scrolled into the carousel's box.
    await next.click();
    await expect.poll(() => slideInView(carousel)).toBe(1 % total);
    await page.waitForLoadState('networkidle');
    expect(externalRequests).toEqual([]);
  });

  test('fast clicks on a slow device end on the slide they asked for', async ({ page }) => {
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    // A slow phone: smooth scrolling stalls between frames while the next click arrives.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const next = carousel.getByRole('button', { name: 'Next video' });
    for (let i = 0; i < 3; i++) await next.click();
    await expect(carousel.locator('[data-carousel-status]')).toHaveText(`4 / ${total}`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(carousel.locator('[data-carousel-status]')).toHaveText(`4 / ${total}`);
    await expect.poll(() => slideInView(carousel)).toBe(3);
  });

  test('a swipe selects the slide it settles on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    await carousel.locator('[data-carousel-slides]').evaluate((track) => track.scrollTo({ left: track.clientWidth * 2 + 48, behavior: 'instant' }));
    await expect(carousel.locator('[aria-roledescription="slide"]:not([inert]) [data-slide-title]')).toHaveText(videos[2]!.title);
    await expect(carousel.locator('[data-carousel-status]')).toHaveText(`3 / ${total}`);
  });

  test('enhancing the carousel moves nothing on the page (no layout shift)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.shifts.push((e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/resources');
    await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute('data-enhanced', '');
    await afterNextFrames(page);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
  });

  test('moves with the left and right arrow keys and loops', async ({ page }) => {
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    const visibleTitle = carousel.locator('[aria-roledescription="slide"]:not([inert]) [data-slide-title]');
    await carousel.getByRole('button', { name: 'Next video' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(visibleTitle).toHaveText(videos[total - 1]!.title);
    await page.keyboard.press('ArrowRight');
    await expect(visibleTitle).toHaveText(videos[0].title);
    await page.keyboard.press('ArrowRight');
    await expect(visibleTitle).toHaveText(videos[1].title);
    // Keys work from inside a slide too (the play button).
    await carousel.locator('[aria-roledescription="slide"]:not([inert])').getByRole('button').focus();
    await page.keyboard.press('ArrowRight');
    await expect(visibleTitle).toHaveText(videos[2 % total]!.title);
  });

  test('shows a placeholder icon for an item with neither a video id nor a source', async ({ page }) => {
    const index = videos.findIndex((v) => !v.youtubeId && !v.videoSrc);
    expect(index).toBeGreaterThanOrEqual(0);
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    for (let i = 0; i < index; i++) await carousel.getByRole('button', { name: 'Next video' }).click();
    const slide = carousel.locator('[aria-roledescription="slide"]:not([inert])');
    await expect(slide.locator('[data-slide-title]')).toHaveText(videos[index]!.title);
    await expect(slide.locator('[data-video-placeholder] svg')).toBeVisible();
    await expect(slide.getByRole('button', { name: new RegExp(`^${escapeRegExp(site.ui.playVideo)}`) })).toHaveCount(0);
  });

  test('plays a video only when asked, and stops it when the slide changes', async ({ page, externalRequests }) => {
    await page.goto('/resources');
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute('data-enhanced', '');
    await carousel.getByRole('button', { name: `${site.ui.playVideo} ${videos[0].title}` }).click();
    await expect(carousel.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videos[0].youtubeId}?autoplay=1&rel=0`);
    await expect.poll(() => externalRequests.length).toBeGreaterThan(0);
    await carousel.getByRole('button', { name: 'Next video' }).click();
    await expect(carousel.locator('iframe')).toHaveCount(0);
  });
});

test('the RSS feed parses and lists every article with absolute links; the listing links to it', async ({ page, request }) => {
  const response = await request.get('/rss.xml');
  expect(response.ok()).toBe(true);
  const xml = await response.text();
  await page.goto('/resources');
  await expect(page.locator('[data-rss-link]')).toHaveAttribute('href', '/rss.xml');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml');
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      version: doc.documentElement.getAttribute('version'),
      items: [...doc.querySelectorAll('channel > item')].map((item) => ({
        title: item.querySelector('title')?.textContent ?? '',
        link: item.querySelector('link')?.textContent ?? '',
        pubDate: item.querySelector('pubDate')?.textContent ?? '',
      })),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.version).toBe('2.0');
  expect(parsed.items).toHaveLength(articles.length);
  expect(parsed.items.map((i) => i.title)).toEqual(articles.map((a) => a.fm.title));
  expect(parsed.items.map((i) => i.link)).toEqual(articles.map((a) => `${site.siteUrl}/resources/blog/${a.slug}`));
  for (const item of parsed.items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
});

test('talks: the featured talk and a plain card per talk with its duration and category', async ({ page }) => {
  await page.goto('/resources/talks');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Resources', 'Talks']);
  const featured = page.locator('[data-featured-talk]');
  await expect(featured.locator('[data-talk-duration]')).toContainText(talks.featured.talk.duration);
  await expect(featured.locator('[data-talk-category]')).toHaveText(talks.featured.talk.category);
  await expect(page.getByRole('heading', { name: talks.grid.title, level: 2 })).toBeVisible();
  const cards = page.locator('[data-talk-grid] [data-talk-card]');
  await expect(cards).toHaveCount(talks.grid.talks.length);
  await expect(cards.locator('[data-talk-duration] time')).toHaveText(talks.grid.talks.map((t) => t.duration));
  await expect(cards.locator('[data-talk-category]')).toHaveText(talks.grid.talks.map((t) => t.category));
  for (let i = 0; i < talks.grid.talks.length; i++) {
    await expect(cards.nth(i).getByRole('heading', { level: 3 })).not.toBeEmpty();
    // Plain cards: nothing inside looks or acts like a link.
    await expect(cards.nth(i).locator('a, button')).toHaveCount(0);
    expect(await cards.nth(i).evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer');
  }
  await expect(page.locator('#request-a-talk a[data-cta-kind="contact"]')).toHaveAttribute('href', '/contact');
});

test.describe('the newsletter dialog', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const log: { type: string; key: string }[] = [];
      (window as unknown as { newsletterEvents: typeof log }).newsletterEvents = log;
      for (const type of ['newsletter:open', 'newsletter:close']) {
        window.addEventListener(type, (e) => log.push({ type, key: (e as CustomEvent<{ key: string }>).detail.key }));
      }
    });
    await page.goto('/resources/newsletter');
  });
  const events = (page: Page) => page.evaluate(() => (window as unknown as { newsletterEvents: unknown[] }).newsletterEvents);

  test('shows every newsletter of the content with its schedule, and the breadcrumb', async ({ page }) => {
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Resources', 'Newsletter']);
    for (const { key } of newsletterPage.newsletters) {
      const shown = newsletter(key);
      const section = page.locator(`[data-section="${key}"]`);
      await expect(section).toContainText(shown.label);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(shown.name);
      await expect(section.locator('dd[data-newsletter-schedule]')).toHaveText(shown.schedule);
      await expect(section).toContainText(shown.audience);
    }
    // One dialog for both; closed; the form mount defaults to enforceable-edge.
    await expect(page.locator('dialog')).toHaveCount(1);
    await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
    await expect(page.locator('dialog [data-form-mount="newsletter"]')).toHaveAttribute('data-newsletter-key', 'enforceable-edge');
  });

  test('the first newsletter: opens modal, traps focus, Escape closes and focus returns', async ({ page }) => {
    const opener = page.locator('[data-section="enforceable-edge"]').getByRole('button', { name: edgeNewsletter.buttonLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: edgeNewsletter.dialogTitle });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
    await expect(dialog.locator('[data-form-mount="newsletter"]')).toHaveAttribute('data-newsletter-key', 'enforceable-edge');
    await expect(dialog).toContainText(edgeNewsletter.schedule);
    await expect.poll(() => events(page)).toEqual([{ type: 'newsletter:open', key: 'enforceable-edge' }]);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
    await expect(opener).toBeFocused();
    await expect
      .poll(() => events(page))
      .toEqual([
        { type: 'newsletter:open', key: 'enforceable-edge' },
        { type: 'newsletter:close', key: 'enforceable-edge' },
      ]);
  });

  test('the partner newsletter: its own title and key; the close button closes and focus returns', async ({ page }) => {
    const opener = page.locator('[data-section="proof-network"]').getByRole('button', { name: networkNewsletter.buttonLabel });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: networkNewsletter.dialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-form-mount="newsletter"]')).toHaveAttribute('data-newsletter-key', 'proof-network');
    await expect(dialog).toContainText(networkNewsletter.schedule);
    const scan = await new AxeBuilder({ page }).include('[data-newsletter-dialog]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
    expect(scan.violations.map((v) => v.id)).toEqual([]);
    await dialog.getByRole('button', { name: newsletterPage.dialog.closeLabel }).click();
    await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
    await expect(opener).toBeFocused();
    // Reopening the first newsletter switches back.
    await page.locator('[data-section="enforceable-edge"]').getByRole('button', { name: edgeNewsletter.buttonLabel }).click();
    await expect(page.getByRole('dialog', { name: edgeNewsletter.dialogTitle })).toBeVisible();
    await expect(page.locator('[data-form-mount="newsletter"]')).toHaveAttribute('data-newsletter-key', 'enforceable-edge');
    await expect
      .poll(() => events(page))
      .toEqual([
        { type: 'newsletter:open', key: 'proof-network' },
        { type: 'newsletter:close', key: 'proof-network' },
        { type: 'newsletter:open', key: 'enforceable-edge' },
      ]);
  });
});

test('a subscribe click that lands before the dialog code has loaded still opens the dialog', async ({ page }) => {
  // Hold every script the page imports lazily (the forms and dialog chunk among them); the entry
  // and the chunks its HTML preloads pass.
  const html = readFileSync(path.resolve('dist/client/resources/newsletter.html'), 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/chunks/') && !preloaded.has(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/resources/newsletter', { waitUntil: 'domcontentloaded' });
  // The entry has run (in one task) once it has enhanced the header's navigation.
  await expect(page.locator('[data-desktop-nav]')).toHaveAttribute('data-enhanced', '');
  // Until the dialog's code runs, the opener is its no-JavaScript self: an e-mail link.
  const subscribe = page.locator('main [data-newsletter-open]').first();
  await expect(subscribe).toHaveAttribute('href', /^mailto:/);
  await subscribe.click();
  await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
  release();
  await expect(page.locator('[data-newsletter-dialog]')).toBeVisible();
  await expect(subscribe).toHaveAttribute('aria-expanded', 'true');
});

test('no resources page scrolls sideways at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const route of ['/resources', '/resources/talks', '/resources/newsletter', ...articles.map((a) => `/resources/blog/${a.slug}`)]) {
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(360);
  }
});
