import { readFileSync } from 'node:fs';
import articleRecords from '#content/articles/index';
import site from '#content/site';
import talks from '#content/resources/talks';
import listing from '#content/resources/listing';
import newsletterPage from '#content/resources/newsletter';
import videoRecords from '#content/resources/videos';
import { productViews } from './content.ts';
import type { Locator, Page } from '@playwright/test';
import { readingMinutes } from '../../lib/format/readingTime.ts';
import { builtDocument, linksNamed, navigationsNamed, text, texts, type Document } from './builtDocument.ts';
import { builtHtmlPath } from './builtPages.ts';
import { axeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { afterNextFrames, FRAME_POLL, requestsInFlight, requestsSettled, startupRan } from './pageStates.ts';

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

/** Presses a newsletter's button on the newsletter page: its opener, and the dialog, shown with that newsletter's form and schedule. */
async function openNewsletter(page: Page, shown: ReturnType<typeof newsletter>): Promise<{ opener: Locator; dialog: Locator }> {
  const opener = page.locator(`[data-section="${shown.key}"]`).getByRole('button', { name: shown.buttonLabel });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: shown.dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-form-mount="newsletter"]')).toHaveAttribute('data-newsletter-key', shown.key);
  await expect(dialog).toContainText(shown.schedule);
  return { opener, dialog };
}
const featuredArticle = articles.find((a) => a.fm.featured) ?? articles[0]!;
/** `January 2025`, as the article header shows a date (UTC). */
const monthOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

// A stored consent choice: the consent banner would otherwise take focus while keys are pressed.
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
      expect.soft(linksNamed(doc, 'Back to Resources').map((a) => a.getAttribute('href'))).toEqual(['/resources']);
      expect.soft(navigationsNamed(doc, 'Breadcrumb').flatMap((nav) => texts(nav, 'a[href]'))).toEqual(['Home', 'Resources', 'Blog']);
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
      const blocks = JSON.parse(ld) as { '@type': string; headline?: string; itemListElement?: { name: string }[] }[];
      expect.soft(blocks.find((b) => b['@type'] === 'Article')?.headline).toBe(fm.title);
      expect.soft(blocks.find((b) => b['@type'] === 'BreadcrumbList')?.itemListElement?.map((i) => i.name)).toEqual(['Home', 'Resources', 'Blog']);
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

  // 'On this page' lists every section and each entry leads to its heading.
  const outline = navigationsNamed(doc, 'On this page').flatMap((nav) => [...nav.querySelectorAll('a[href]')]);
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
    const inflight = requestsInFlight(page);
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
    await expect.poll(() => slideInView(carousel), FRAME_POLL).toBe(1 % total);
    // Every request of the visit, the buttons' included, has finished: none went to another host.
    await requestsSettled(page, inflight);
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
    await expect.poll(() => slideInView(carousel), FRAME_POLL).toBe(3);
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

  // One page for three checks at the default size: each step opens /resources afresh (first slide, nothing played).
  test('moves with the left and right arrow keys and loops; shows a placeholder icon for an item with neither a video id nor a source; plays a video only when asked, and stops it when the slide changes', async ({
    page,
    externalRequests,
  }) => {
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const open = async () => {
      await page.goto('/resources');
      await expect(carousel).toHaveAttribute('data-enhanced', '');
    };

    await test.step('moves with the left and right arrow keys and loops', async () => {
      await open();
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

    await test.step('shows a placeholder icon for an item with neither a video id nor a source', async () => {
      const index = videos.findIndex((v) => !v.youtubeId && !v.videoSrc);
      expect(index).toBeGreaterThanOrEqual(0);
      await open();
      for (let i = 0; i < index; i++) await carousel.getByRole('button', { name: 'Next video' }).click();
      const slide = carousel.locator('[aria-roledescription="slide"]:not([inert])');
      await expect(slide.locator('[data-slide-title]')).toHaveText(videos[index]!.title);
      await expect(slide.locator('[data-video-placeholder] svg')).toBeVisible();
      await expect(slide.getByRole('button', { name: new RegExp(`^${escapeRegExp(site.ui.playVideo)}`) })).toHaveCount(0);
    });

    await test.step('plays a video only when asked, and stops it when the slide changes', async () => {
      await open();
      externalRequests.length = 0;
      await carousel.getByRole('button', { name: `${site.ui.playVideo} ${videos[0].title}` }).click();
      await expect(carousel.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${videos[0].youtubeId}?autoplay=1&rel=0`);
      await expect.poll(() => externalRequests.length).toBeGreaterThan(0);
      await carousel.getByRole('button', { name: 'Next video' }).click();
      await expect(carousel.locator('iframe')).toHaveCount(0);
    });
  });
});

test('talks: the featured talk and a plain card per talk with its duration and category', () => {
  const doc = builtDocument('/resources/talks');
  expect.soft(navigationsNamed(doc, 'Breadcrumb').flatMap((nav) => texts(nav, 'li'))).toEqual(['Home', 'Resources', 'Talks']);
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
    // Plain cards: nothing inside looks or acts like a link (the cursor is checked in the browser walk below).
    expect.soft(card.querySelectorAll('a, button')).toHaveLength(0);
  }
  expect.soft(doc.querySelector('#request-a-talk a[data-cta-kind="contact"]')?.getAttribute('href')).toBe('/contact');
});

test('the newsletter page shows every newsletter of the content with its schedule, the breadcrumb, and one closed dialog', () => {
  const doc = builtDocument('/resources/newsletter');
  expect.soft(navigationsNamed(doc, 'Breadcrumb').flatMap((nav) => texts(nav, 'li'))).toEqual(['Home', 'Resources', 'Newsletter']);
  for (const { key } of newsletterPage.newsletters) {
    const shown = newsletter(key);
    const section = doc.querySelector(`[data-section="${key}"]`);
    expect.soft(text(section), key).toContain(shown.label);
    expect.soft(section && texts(section, 'h2'), key).toEqual([shown.name]);
    expect.soft(section && texts(section, 'dd[data-newsletter-schedule]'), key).toEqual([shown.schedule]);
    expect.soft(text(section), key).toContain(shown.audience);
  }
  // One dialog for both; closed; the form mount defaults to enforceable-edge.
  const dialogs = [...doc.querySelectorAll('dialog')];
  expect.soft(dialogs).toHaveLength(1);
  expect.soft(dialogs[0]?.hasAttribute('data-newsletter-dialog')).toBe(true);
  expect.soft(dialogs[0]?.hasAttribute('open'), 'the dialog starts closed').toBe(false);
  expect.soft(doc.querySelector('dialog [data-form-mount="newsletter"]')?.getAttribute('data-newsletter-key')).toBe('enforceable-edge');
});

test.describe('the newsletter dialog', () => {
  const events = (page: Page) => page.evaluate(() => (window as unknown as { newsletterEvents: unknown[] }).newsletterEvents);

  // One page for both newsletters: each step opens the page afresh (dialog closed, event log empty).
  test('the first newsletter: opens modal, traps focus, Escape closes and focus returns; the partner newsletter: its own title and key; the close button closes and focus returns', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const log: { type: string; key: string }[] = [];
      (window as unknown as { newsletterEvents: typeof log }).newsletterEvents = log;
      for (const type of ['newsletter:open', 'newsletter:close']) {
        window.addEventListener(type, (e) => log.push({ type, key: (e as CustomEvent<{ key: string }>).detail.key }));
      }
    });

    await test.step('the first newsletter: opens modal, traps focus, Escape closes and focus returns', async () => {
      await page.goto('/resources/newsletter');
      const { opener, dialog } = await openNewsletter(page, edgeNewsletter);
      expect(await dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal'))).toBe(true);
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

    await test.step('the partner newsletter: its own title and key; the close button closes and focus returns', async () => {
      await page.goto('/resources/newsletter');
      const { opener, dialog } = await openNewsletter(page, networkNewsletter);
      expect(await axeViolations(page, { include: ['[data-newsletter-dialog]'] })).toEqual([]);
      await dialog.getByRole('button', { name: newsletterPage.dialog.closeLabel }).click();
      await expect(page.locator('[data-newsletter-dialog]')).toBeHidden();
      await expect(opener).toBeFocused();
      // Reopening the first newsletter switches back.
      await openNewsletter(page, edgeNewsletter);
      await expect
        .poll(() => events(page))
        .toEqual([
          { type: 'newsletter:open', key: 'proof-network' },
          { type: 'newsletter:close', key: 'proof-network' },
          { type: 'newsletter:open', key: 'enforceable-edge' },
        ]);
    });
  });
});

test('a subscribe click that lands before the dialog code has loaded still opens the dialog', async ({ page }) => {
  // Hold every script the page imports lazily (the forms and dialog chunk among them); the entry
  // and the chunks its HTML preloads pass.
  const html = readFileSync(builtHtmlPath('/resources/newsletter'), 'utf8');
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

// In the browser at the default desktop size, a test per page: one for all of them would outgrow its
// time as articles are added (every page's phone layout is checked by the walk, every-page.spec.ts).
for (const route of ['/resources', '/resources/talks', ...articles.map((a) => `/resources/blog/${a.slug}`)]) {
  test(`in the browser, ${route}: what must show at 1280 px`, async ({ page, request }) => {
    await page.goto(route);
    const article = articles.find((a) => route === `/resources/blog/${a.slug}`);
    if (article) {
      await test.step(`${route}: the hero picture shows and the body reads in full`, async () => {
        await expect.soft(page.locator('[data-section="article-header"] svg[data-product-view][role="img"]')).toBeVisible();
        const words = (await page.locator('[data-article-body]').innerText()).split(/\s+/).length;
        expect.soft(words, 'words in the body').toBeGreaterThan(article.fm.readTime * 150);
      });
    }
    if (route === '/resources') {
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
    }
    if (route === '/resources/talks') {
      await test.step('/resources/talks: the talk cards show their titles and do not look like links', async () => {
        const cards = page.locator('[data-talk-grid] [data-talk-card]');
        await expect.soft(page.getByRole('heading', { name: talks.grid.title, level: 2 })).toBeVisible();
        for (let i = 0; i < talks.grid.talks.length; i++) {
          await expect.soft(cards.nth(i).getByRole('heading', { level: 3 })).not.toBeEmpty();
          expect.soft(await cards.nth(i).evaluate((el) => getComputedStyle(el).cursor)).not.toBe('pointer');
        }
      });
    }
  });
}
