import type { Page } from '@playwright/test';
import home from '../../.generated/content/pages/home.ts';
import pog from '../../.generated/content/pages/proof-of-governance.ts';
import solutions from '../../.generated/content/pages/solutions.ts';
import pillars from '../../.generated/content/pillars.ts';
import checker from '../../.generated/content/enforceability-checker.ts';
import site from '../../.generated/content/site.ts';
import { howItWorksId as HOW_IT_WORKS_ID } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { builtRoutes } from './builtPages.ts';
import { expect, recordScrolls, scrollEnded, test } from './fixtures.ts';

// Home, the solutions overview and the governance module page, read in Chromium from the built site.
// Every expected text and count is read from the content (the typed modules), so an editor's
// change to a list or a label changes the expectation, not the outcome.
const checkerSection = checker.section;
const ROUTES = ['/', '/solutions', '/solutions/proof-of-governance'];

// Long pages on a shared machine: allow more than the default 30 s per test.
test.describe.configure({ timeout: 60_000 });
const VIDEO_HOSTS = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be/;

async function expectExternal(link: ReturnType<Page['locator']>, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test.describe('Home', () => {
  test.use({ consent: 'rejected' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has its h1, the seven sections in the spec order and the closing call to action', async ({ page, pageData }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(home.hero.title);
    expect(await pageData.sectionOrder()).toEqual(['hero', 'stats', 'pillars', 'differentiators', 'use-cases', 'video', 'partners', 'get-started']);
    // Every section but the hero is introduced by an h2.
    for (const id of ['stats', 'pillars', 'differentiators', 'use-cases', 'video', 'partners', 'get-started']) {
      await expect(page.locator(`[data-section="${id}"] h2`)).toHaveCount(1);
    }
    // The closing panel shows the content's heading, text and buttons.
    const closing = page.locator('[data-section="get-started"]');
    await expect(closing.locator('h2')).toHaveText(home.closing.title);
    await expect(closing).toContainText(home.closing.intro);
    await expect(closing.locator('a[data-cta-kind]')).toHaveCount(home.closing.ctas.length);
  });

  test('hero: the buttons lead where the content says, in the same tab', async ({ page }) => {
    const pageCtas = home.hero.ctas.filter((c) => c.kind === 'page');
    const buttons = page.locator('[data-section="hero"] a[data-cta-kind="page"]');
    await expect(buttons).toHaveCount(pageCtas.length);
    expect(await buttons.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(pageCtas.map((c) => c.href));
    for (const button of await buttons.all()) await expect(button).not.toHaveAttribute('target', /.+/);
  });

  test('the award note links to the press article in a new tab', async ({ page }) => {
    const note = page.locator('[data-award-note]');
    await expect(note).toContainText(home.hero.award.label);
    const link = note.locator('a[data-cta-kind="press"]');
    await expect(link).toHaveCount(1);
    await expectExternal(link, site.pressArticleUrl);
  });

  test('stats tiles, pillars, differentiators and use cases show every item of the content, in order', async ({ page }) => {
    await expect(page.locator('[data-stat-tile] h3')).toHaveText(home.stats.tiles.map((t) => t.title));
    await expect(page.locator('[data-pillar]')).toHaveCount(pillars.pillars.length);
    await expect(page.locator('[data-pillar] h3')).toHaveText(
      pillars.pillars.map((p, i) => new RegExp(`${escapeRegExp(fillTemplate(site.ui.pillarNumber, { number: i + 1 }))} ${escapeRegExp(p.name)}`)),
    );
    await expect(page.locator('[data-differentiator] h3')).toHaveText(home.differentiators.items.map((d) => d.title));
    const cards = page.locator('[data-use-case]');
    await expect(cards.locator('h3')).toHaveText(home.useCases.items.map((u) => u.title));
    for (const card of await cards.all()) {
      await expect(card.locator('[data-industry-tag]')).not.toBeEmpty();
      await expect(card.locator('p').nth(1)).not.toBeEmpty();
      expect(await card.locator('ul > li').count()).toBeGreaterThanOrEqual(2);
    }
  });

  test('partner strip: every logo with alt text and dimensions, loaded lazily', async ({ page }) => {
    const logos = page.locator('[data-partner-logo] img');
    await expect(logos).toHaveCount(home.partners.logos.length);
    for (const logo of await logos.all()) {
      await expect(logo).toHaveAttribute('alt', /\S/);
      await expect(logo).toHaveAttribute('width', /^\d+$/);
      await expect(logo).toHaveAttribute('height', /^\d+$/);
      await expect(logo).toHaveAttribute('loading', 'lazy');
      await expect(logo).toHaveAttribute('src', /^\/partners\/.+\.svg$/);
    }
    await page.locator('[data-partner-logos]').scrollIntoViewIfNeeded();
    await expect.poll(() => logos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });

  test('the third hero button lands on How It Works, clear of the fixed header', async ({ page }) => {
    await recordScrolls(page);
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

  test('the explainer video loads nothing from the video host until played', async ({ page, externalRequests }) => {
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

  test('breadcrumb data is Home alone', async ({ pageData }) => {
    expect(await pageData.breadcrumbs()).toEqual([{ name: 'Home', item: `${site.siteUrl}/` }]);
  });
});

test.describe('Solutions overview', () => {
  test.use({ consent: 'rejected' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/solutions');
  });

  test('has its h1, sections in order and the breadcrumb Home > Solutions', async ({ page, pageData }) => {
    await expect(page.locator('h1')).toHaveText(solutions.hero.title);
    expect(await pageData.sectionOrder()).toEqual(['hero', 'solutions', 'integrations', 'get-started']);
    await expect(page.locator('nav[aria-label="Breadcrumb"] li')).toHaveText(['Home', 'Solutions']);
    expect(await pageData.breadcrumbs()).toEqual([
      { name: 'Home', item: `${site.siteUrl}/` },
      { name: 'Solutions', item: `${site.siteUrl}/solutions` },
    ]);
  });

  test('the solution cards with capabilities, an Ideal for line and a link to each solution page', async ({ page }) => {
    const content = solutions.solutions.items;
    const cards = page.locator('[data-solution-card]');
    await expect(cards).toHaveCount(content.length);
    await expect(cards.locator('h3')).toHaveText(content.map((c) => c.title));
    for (const [i, card] of (await cards.all()).entries()) {
      await expect(card.locator('ul > li')).toHaveText(content[i]!.features);
      await expect(card.locator('[data-ideal-for]')).toContainText(/: \S/);
      const link = card.locator('a[data-cta-kind="page"]');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', content[i]!.href);
    }
  });

  test('the integrations list names every group of the spec', async ({ page }) => {
    const groups = page.locator('[data-integration]');
    await expect(groups).toHaveCount(solutions.integrations.groups.length);
    for (const [i, group] of solutions.integrations.groups.entries()) await expect(groups.nth(i).locator('[data-integration-tool]')).toHaveText(group.tools);
  });

  test("'Schedule a Demo' opens the scheduler and 'Contact Sales' goes to /contact", async ({ page }) => {
    const band = page.locator('[data-section="get-started"]');
    const demo = band.getByRole('link', { name: /^Schedule a Demo/ });
    await expect(demo).toHaveAttribute('data-cta-kind', 'scheduler');
    await expectExternal(demo, site.schedulerUrl);
    const sales = band.getByRole('link', { name: /^Contact Sales/ });
    await expect(sales).toHaveAttribute('data-cta-kind', 'contact');
    await expect(sales).toHaveAttribute('href', '/contact');
    await expect(sales).not.toHaveAttribute('target', /.+/);
    // No dead buttons anywhere in the page body.
    const hrefs = await page.locator('main a').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href === '' || href === '#')).toEqual([]);
  });
});

test.describe('Proof of Governance', () => {
  test.use({ consent: 'rejected' });

  test.beforeEach(async ({ page }) => {
    await page.goto('/solutions/proof-of-governance');
  });

  test('has its h1, sections in order and the breadcrumb Home > Solutions > Proof of Governance', async ({ page, pageData }) => {
    await expect(page.locator('h1')).toHaveText(pog.hero.title);
    expect(await pageData.sectionOrder()).toEqual(['hero', 'features', HOW_IT_WORKS_ID, 'comparison', 'enforceable-rules', checkerSection.id, 'best-practices', 'faq', 'start-trial']);
    await expect(page.locator('nav[aria-label="Breadcrumb"] li')).toHaveText(['Home', 'Solutions', 'Proof of Governance']);
    expect(await pageData.breadcrumbs()).toEqual([
      { name: 'Home', item: `${site.siteUrl}/` },
      { name: 'Solutions', item: `${site.siteUrl}/solutions` },
      { name: 'Proof of Governance', item: `${site.siteUrl}/solutions/proof-of-governance` },
    ]);
    const types = (await pageData.jsonLd()).map((block) => block['@type']);
    expect(types).toContain('SoftwareApplication');
  });

  test('the feature cards: a line’s points are indented sub-items, the highlighted card has the accent border', async ({ page }) => {
    const cards = page.locator('[data-feature-card]');
    await expect(cards).toHaveCount(pog.features.items.length);
    for (const card of await cards.all()) {
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card.locator('dt')).toHaveText([pog.features.labels.keyBenefits, pog.features.labels.users]);
    }
    // Every point of the content is a nested list item, indented from its parent line.
    const points = pog.features.items.flatMap((card) => card.description.flatMap((line) => line.subItems ?? []));
    expect(points.length).toBeGreaterThan(0);
    const subItems = page.locator('[data-feature-card] li > ul[data-sub-items] > li');
    await expect(subItems).toHaveCount(points.length);
    expect(await subItems.allTextContents()).toEqual(points);
    const indent = await subItems.first().evaluate((li) => li.getBoundingClientRect().left - li.parentElement!.parentElement!.getBoundingClientRect().left);
    expect(indent).toBeGreaterThan(16);

    const highlighted = page.locator('[data-feature-card][data-highlighted]');
    expect(await highlighted.count()).toBeGreaterThanOrEqual(1);
    const border = await highlighted.first().evaluate((el) => getComputedStyle(el));
    expect(border.borderTopWidth).toBe('2px');
    // The accent token's colour as the browser computes it (the brand palette lives in styles/global.css).
    const accent = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.color = 'var(--color-accent-500)';
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(border.borderTopColor).toBe(accent);
    const plain = await page
      .locator('[data-feature-card]:not([data-highlighted])')
      .first()
      .evaluate((el) => getComputedStyle(el).borderTopColor);
    expect(plain).not.toBe(accent);
  });

  test("'Are you a Compliance Officer?' sits right after the fifth card and starts the trial", async ({ page }) => {
    const count = pog.features.items.length;
    // In document order: the cards and the call to action, which is in no list.
    const items = page.locator('[data-feature-grid] [data-feature-card], [data-feature-grid] [data-compliance-officer-cta]');
    await expect(items).toHaveCount(count + 1);
    await expect(page.locator('[data-compliance-officer-cta]')).toHaveCount(1);
    expect(await page.locator('[data-compliance-officer-cta]').evaluate((el) => el.closest('ul, ol, li') === null)).toBe(true);
    const kinds = await items.evaluateAll((els) => els.map((el) => (el.hasAttribute('data-feature-card') ? 'card' : el.hasAttribute('data-compliance-officer-cta') ? 'cta' : 'other')));
    const before = Math.min(5, count);
    expect(kinds).toEqual([...Array<string>(before).fill('card'), 'cta', ...Array<string>(count - before).fill('card')]);
    const cta = page.locator('[data-compliance-officer-cta]');
    await expect(cta.locator('h3')).toHaveText(pog.features.complianceOfficerCta.title);
    const button = cta.getByRole('link', { name: new RegExp(`^${escapeRegExp(pog.features.complianceOfficerCta.cta.label)}`) });
    await expect(button).toHaveAttribute('data-cta-kind', 'app');
    await expectExternal(button, site.appUrl);
  });

  test('How It Works has its id and the steps in order', async ({ page }) => {
    const section = page.locator(`section#${HOW_IT_WORKS_ID}`);
    await expect(section).toHaveCount(1);
    await expect(section.locator('[data-step] h3')).toHaveText(
      pog.howItWorks.steps.map((step, i) => new RegExp(`${escapeRegExp(fillTemplate(site.ui.stepNumber, { number: i + 1 }))} ${escapeRegExp(step.title)}`)),
    );
  });

  test('the comparison table is a real table with header cells and the spec claims', async ({ page }) => {
    const table = page.locator('[data-section="comparison"] table');
    await expect(table).toHaveCount(1);
    await expect(table.locator('caption')).not.toBeEmpty();
    await expect(table.locator('thead th[scope="col"]')).toHaveCount(Object.keys(pog.comparison.columns).length);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(3);
    await expect(table.locator('tbody th[scope="row"]')).toHaveCount(await rows.count());
    // Screen readers still meet a table with its headers.
    await expect(page.getByRole('table')).toHaveCount(1);
    await expect(page.getByRole('columnheader')).toHaveCount(Object.keys(pog.comparison.columns).length);
  });

  test('the comparison table reads on a 360 px phone without horizontal page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.reload();
    const table = page.locator('[data-section="comparison"] table');
    await table.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const box = await table.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    // Each row's cells stack: the module's cell sits under the traditional one, both full width.
    const first = table.locator('tbody tr').first();
    const [theirs, ours] = await Promise.all([first.locator('td').nth(0).boundingBox(), first.locator('td').nth(1).boundingBox()]);
    expect(ours!.y).toBeGreaterThan(theirs!.y);
    expect(ours!.width).toBeGreaterThan(280);
    await expect(first.locator('td').nth(1)).toBeVisible();
  });

  test('enforceable-rules education: definition, the vague phrases, the preferred terms, worked examples, formats', async ({ page }) => {
    const rules = pog.enforceableRules;
    const section = page.locator('[data-section="enforceable-rules"]');
    await expect(section.locator('[data-rule-definition]')).toContainText(rules.definition);
    await expect(section.locator('[data-rule-element] h3')).toHaveText(rules.elements.map((e) => new RegExp(`^${escapeRegExp(e.name)}`)));
    await expect(section.locator('[data-vague-phrase]')).toHaveText(rules.vaguePhrases.phrases);
    await expect(section.locator('[data-preferred-term]')).toHaveText(rules.preferredTerms.terms);
    const examples = section.locator('[data-rule-example]');
    expect(await examples.count()).toBeGreaterThanOrEqual(2);
    for (const example of await examples.all()) {
      await expect(example.locator('dt')).toHaveText(['Condition', 'Outcome', 'Responsible Party']);
      for (const value of await example.locator('dd').all()) await expect(value).not.toBeEmpty();
    }
    await expect(section.locator('[data-document-type]')).toHaveText(rules.documentTypes.types);
  });

  test('best practices are listed', async ({ page }) => {
    expect(await page.locator('[data-best-practice] h3').count()).toBeGreaterThanOrEqual(3);
  });

  test('the FAQ shows every question and emits the same ones as FAQPage data, with the compliance disclaimer', async ({ page, pageData }) => {
    const questions = page.locator('[data-faq-item] summary');
    await expect(questions).toHaveCount(pog.faq.items.length);
    const faq = (await pageData.jsonLd()).find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq, 'a FAQPage block').toBeDefined();
    expect(faq!.mainEntity).toHaveLength(pog.faq.items.length);
    expect(faq!.mainEntity.map((q) => q.name)).toEqual((await questions.allTextContents()).map((t) => t.trim()));
    // Each structured answer is the visible one (the compliance disclaimer among them).
    const answers = await page.locator('[data-faq-item] p').allTextContents();
    expect(faq!.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(answers.map((t) => t.trim()));
  });

  test('every sign-up button opens the sign-up site in a new tab', async ({ page }) => {
    const trials = page.locator('main a[data-cta-kind="app"]');
    expect(await trials.count()).toBeGreaterThan(0);
    for (const trial of await trials.all()) await expectExternal(trial, site.appUrl);
  });
});

test('in-page anchors of these pages point at ids that exist on their built targets', async ({ page }) => {
  const built = new Set(builtRoutes());
  const anchors = new Set<string>();
  for (const route of ROUTES) {
    await page.goto(route);
    for (const href of await page.locator('main a[href*="#"]').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))) {
      if (href.startsWith('/')) anchors.add(href);
    }
  }
  expect(anchors.size).toBeGreaterThan(0);
  for (const href of anchors) {
    const [route, id] = href.split('#') as [string, string];
    expect(built.has(route), `${href}: ${route} is a built page`).toBe(true);
    await page.goto(route);
    await expect(page.locator(`[id="${id}"]`), `${href}: #${id} exists`).toHaveCount(1);
  }
});

test.describe('on a 360 px phone', () => {
  test.use({ consent: 'rejected' });

  for (const route of ROUTES) {
    test(`${route} has no horizontal scroll on a 360 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(route);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
