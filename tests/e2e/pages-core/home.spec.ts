import home from '../../../.generated/content/pages/home.ts';
import pillars from '../../../.generated/content/pillars.ts';
import site from '../../../.generated/content/site.ts';
import { howItWorksId as HOW_IT_WORKS_ID } from '../../../lib/content/site.ts';
import { fillTemplate } from '../../../lib/format/template.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';
import { builtDocument, expectNewTab, sectionOrderOf, text, texts } from '../builtDocument.ts';
import { expectBreadcrumb, trailOf } from '../breadcrumbs.ts';
import { expect, test } from '../fixtures.ts';
import { recordScrolls, scrollEnded } from '../pageStates.ts';

// Home: its markup read from the built HTML, and one visit in Chromium for what needs a browser
// (widths, layout, styles, clicks, loads). Every expected text and count is read from the content
// (the typed modules), so an editor's change to a list or a label changes the expectation, not the outcome.

const VIDEO_HOSTS = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be/;

test.describe('Home', () => {
  // Without the reduced-motion preference: the third hero button's scroll to How It Works is smooth.
  test.use({ consent: 'rejected', reducedMotion: 'no-preference' });

  test('the built page: sections, hero buttons, award, lists, partner logos, breadcrumb', async () => {
    const doc = builtDocument('/');
    await test.step('its h1, the seven sections in the spec order and the closing call to action', () => {
      expect.soft(texts(doc, 'h1')).toEqual([home.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'stats', 'pillars', 'differentiators', 'use-cases', 'video', 'partners', 'get-started']);
      // Every section but the hero is introduced by an h2.
      for (const id of ['stats', 'pillars', 'differentiators', 'use-cases', 'video', 'partners', 'get-started']) expect.soft(doc.querySelectorAll(`[data-section="${id}"] h2`), id).toHaveLength(1);
      // The closing panel shows the content's heading, text and buttons.
      const closing = doc.querySelector('[data-section="get-started"]')!;
      expect.soft(texts(closing, 'h2')).toEqual([home.closing.title]);
      expect.soft(text(closing)).toContain(home.closing.intro);
      expect.soft(closing.querySelectorAll('a[data-cta-kind]')).toHaveLength(home.closing.ctas.length);
    });
    await test.step('hero: the buttons lead where the content says, in the same tab', () => {
      const pageCtas = home.hero.ctas.filter((c) => c.kind === 'page');
      const buttons = [...doc.querySelectorAll('[data-section="hero"] a[data-cta-kind="page"]')];
      expect.soft(buttons.map((el) => el.getAttribute('href'))).toEqual(pageCtas.map((c) => c.href));
      for (const button of buttons) expect.soft(button.getAttribute('target') ?? '').toBe('');
    });
    await test.step('the award note links to the press article in a new tab', () => {
      const note = doc.querySelector('[data-award-note]');
      expect.soft(text(note)).toContain(home.hero.award.label);
      const links = note ? [...note.querySelectorAll('a[data-cta-kind="press"]')] : [];
      expect.soft(links).toHaveLength(1);
      expectNewTab(links[0], site.pressArticleUrl);
    });
    await test.step('stats tiles, pillars, differentiators and use cases show every item of the content, in order', () => {
      expect.soft(texts(doc, '[data-stat-tile] h3')).toEqual(home.stats.tiles.map((t) => t.title));
      const pillarTitles = texts(doc, '[data-pillar] h3');
      expect.soft(pillarTitles).toHaveLength(pillars.pillars.length);
      for (const [i, p] of pillars.pillars.entries()) expect.soft(pillarTitles[i]).toContain(`${fillTemplate(site.ui.pillarNumber, { number: i + 1 })} ${p.name}`);
      expect.soft(texts(doc, '[data-differentiator] h3')).toEqual(home.differentiators.items.map((d) => d.title));
      const cards = [...doc.querySelectorAll('[data-use-case]')];
      expect.soft(cards.flatMap((c) => texts(c, 'h3'))).toEqual(home.useCases.items.map((u) => u.title));
      for (const card of cards) {
        expect.soft(text(card.querySelector('[data-industry-tag]')), 'the industry tag').not.toBe('');
        expect.soft(texts(card, 'p')[1] ?? '', 'the description').not.toBe('');
        expect.soft(card.querySelectorAll('ul > li').length).toBeGreaterThanOrEqual(2);
      }
    });
    await test.step('partner strip: every logo with alt text and dimensions, loaded lazily', () => {
      const logos = [...doc.querySelectorAll('[data-partner-logo] img')];
      expect.soft(logos).toHaveLength(home.partners.logos.length);
      for (const logo of logos) {
        expect.soft(logo.getAttribute('alt')).toMatch(/\S/);
        expect.soft(logo.getAttribute('width')).toMatch(/^\d+$/);
        expect.soft(logo.getAttribute('height')).toMatch(/^\d+$/);
        expect.soft(logo.getAttribute('loading')).toBe('lazy');
        expect.soft(logo.getAttribute('src')).toMatch(/^\/partners\/.+\.svg$/);
      }
    });
    await test.step('breadcrumb data is Home alone, and no trail shows', () => {
      expectBreadcrumb(doc, trailOf('home'));
    });
  });

  test('in the browser: the partner logos load; the video loads nothing until played; the third hero button lands on How It Works', async ({ page, externalRequests }) => {
    await recordScrolls(page);
    await page.goto('/');
    await test.step('the partner logos load when scrolled to', async () => {
      const logos = page.locator('[data-partner-logo] img');
      await page.locator('[data-partner-logos]').scrollIntoViewIfNeeded();
      await expect.poll(() => logos.evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
    });
    await test.step('the explainer video loads nothing from the video host until played', async () => {
      const facade = page.locator('[data-video-facade]');
      await facade.scrollIntoViewIfNeeded();
      // The poster: the product screen the content names, drawn in the page (nothing to fetch), else the poster image.
      if (home.video.illustration) await expect(facade.locator(`svg[data-product-view="${home.video.illustration}"]`)).toBeVisible();
      else await expect.poll(() => facade.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await expect(facade.locator('iframe')).toHaveCount(0);
      expect(externalRequests.filter((url) => VIDEO_HOSTS.test(url))).toEqual([]);

      const play = facade.getByRole('button', { name: new RegExp(`^${escapeRegExp(site.ui.playVideo)}`) });
      await expect(play).toBeVisible();
      await play.click();

      const player = facade.locator('iframe');
      await expect(player).toHaveCount(1);
      await expect(player).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${home.video.youtubeId}\\?`));
      await expect(player).toHaveAttribute('title', /\S/);
      await expect(facade.getByRole('button')).toHaveCount(0);
      await expect.poll(() => externalRequests.filter((url) => VIDEO_HOSTS.test(url)).every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    });
    await test.step('the third hero button lands on How It Works, clear of the fixed header', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator(`[data-section="hero"] a[href$="#${HOW_IT_WORKS_ID}"]`).click();
      await expect(page).toHaveURL(new RegExp(`/solutions/proof-of-governance#${HOW_IT_WORKS_ID}$`));
      const heading = page.locator(`#${HOW_IT_WORKS_ID} h2`);
      await expect(heading).toBeInViewport();
      // Once the smooth scroll has ended, the heading sits below the header, not under it.
      await scrollEnded(page);
      const geometry = await page.evaluate((id) => {
        const header = document.querySelector('[data-site-header]')!.getBoundingClientRect();
        const section = document.getElementById(id)!.getBoundingClientRect();
        const h2 = document.querySelector(`#${id} h2`)!;
        const box = h2.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return { headerBottom: header.bottom, sectionTop: section.top, viewport: innerHeight, headingIsOnTop: Boolean(hit && h2.contains(hit)) };
      }, HOW_IT_WORKS_ID);
      expect(geometry.sectionTop).toBeGreaterThanOrEqual(geometry.headerBottom - 1);
      expect(geometry.sectionTop).toBeLessThan(geometry.viewport / 2);
      expect(geometry.headingIsOnTop).toBe(true);
    });
  });
});
