import home from '../../.generated/content/pages/home.ts';
import pog from '../../.generated/content/pages/proof-of-governance.ts';
import solutions from '../../.generated/content/pages/solutions.ts';
import pillars from '../../.generated/content/pillars.ts';
import checker from '../../.generated/content/enforceability-checker.ts';
import site from '../../.generated/content/site.ts';
import { howItWorksId as HOW_IT_WORKS_ID } from '../../lib/content/site.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { builtRoutes } from './builtPages.ts';
import { breadcrumbsOf, builtDocument, jsonLdOf, linksNamed, navigationsNamed, sectionOrderOf, text, texts, type Document, type Element } from './builtDocument.ts';
import { expect, test } from './fixtures.ts';
import { recordScrolls, scrollEnded } from './pageStates.ts';
import { escapeRegExp } from '../../lib/format/regExp.ts';

// Home, the solutions overview and the governance module page: their markup read from the built HTML,
// and one visit per page in Chromium for what needs a browser (widths, layout, styles, clicks, loads).
// Every expected text and count is read from the content (the typed modules), so an editor's
// change to a list or a label changes the expectation, not the outcome.
const checkerSection = checker.section;
const ROUTES = ['/', '/solutions', '/solutions/proof-of-governance'];

const VIDEO_HOSTS = /youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|youtu\.be/;

function expectExternal(link: Element | undefined, href: string) {
  expect.soft(link, `a link to ${href}`).toBeDefined();
  expect.soft(link?.getAttribute('href')).toBe(href);
  expect.soft(link?.getAttribute('target')).toBe('_blank');
  expect.soft(link?.getAttribute('rel')).toMatch(/noopener/);
}

const crumbTexts = (doc: Document) => navigationsNamed(doc, 'Breadcrumb').flatMap((nav) => texts(nav, 'li'));

test.describe('Home', () => {
  test.use({ consent: 'rejected' });

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
      expectExternal(links[0], site.pressArticleUrl);
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
    await test.step('breadcrumb data is Home alone', () => {
      expect.soft(breadcrumbsOf(doc)).toEqual([{ name: 'Home', item: `${site.siteUrl}/` }]);
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

test.describe('Solutions overview', () => {
  test.use({ consent: 'rejected' });

  test('the built page: sections, breadcrumb, the solution cards, the integrations and the closing buttons', async () => {
    const doc = builtDocument('/solutions');
    await test.step('its h1, sections in order and the breadcrumb Home > Solutions', () => {
      expect.soft(texts(doc, 'h1')).toEqual([solutions.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'solutions', 'integrations', 'get-started']);
      expect.soft(crumbTexts(doc)).toEqual(['Home', 'Solutions']);
      expect.soft(breadcrumbsOf(doc)).toEqual([
        { name: 'Home', item: `${site.siteUrl}/` },
        { name: 'Solutions', item: `${site.siteUrl}/solutions` },
      ]);
    });
    await test.step('the solution cards with capabilities, an Ideal for line and a link to each solution page', () => {
      const content = solutions.solutions.items;
      const cards = [...doc.querySelectorAll('[data-solution-card]')];
      expect.soft(cards.flatMap((c) => texts(c, 'h3'))).toEqual(content.map((c) => c.title));
      for (const [i, card] of cards.entries()) {
        expect.soft(texts(card, 'ul > li')).toEqual(content[i]?.features);
        expect.soft(text(card.querySelector('[data-ideal-for]'))).toMatch(/: \S/);
        expect.soft([...card.querySelectorAll('a[data-cta-kind="page"]')].map((a) => a.getAttribute('href'))).toEqual([content[i]?.href]);
      }
    });
    await test.step('the integrations list names every group of the spec', () => {
      const groups = [...doc.querySelectorAll('[data-integration]')];
      expect.soft(groups).toHaveLength(solutions.integrations.groups.length);
      for (const [i, group] of solutions.integrations.groups.entries()) expect.soft(groups[i] && texts(groups[i], '[data-integration-tool]')).toEqual(group.tools);
    });
    await test.step("'Schedule a Demo' opens the scheduler and 'Contact Sales' goes to /contact", () => {
      const band = doc.querySelector('[data-section="get-started"]')!;
      const demo = linksNamed(band, /^Schedule a Demo/)[0];
      expect.soft(demo?.getAttribute('data-cta-kind')).toBe('scheduler');
      expectExternal(demo, site.schedulerUrl);
      const sales = linksNamed(band, /^Contact Sales/)[0];
      expect.soft(sales?.getAttribute('data-cta-kind')).toBe('contact');
      expect.soft(sales?.getAttribute('href')).toBe('/contact');
      expect.soft(sales?.getAttribute('target') ?? '').toBe('');
      // No dead buttons anywhere in the page body.
      const hrefs = [...doc.querySelectorAll('main a')].map((el) => el.getAttribute('href') ?? '');
      expect.soft(hrefs.filter((href) => href === '' || href === '#')).toEqual([]);
    });
  });
});

test.describe('Proof of Governance', () => {
  test.use({ consent: 'rejected' });

  test('the built page: sections, breadcrumb, feature cards, the compliance-officer call, How It Works, the comparison, the rules, the FAQ and the sign-up buttons', async () => {
    const doc = builtDocument('/solutions/proof-of-governance');
    await test.step('its h1, sections in order and the breadcrumb Home > Solutions > Proof of Governance', () => {
      expect.soft(texts(doc, 'h1')).toEqual([pog.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'features', HOW_IT_WORKS_ID, 'comparison', 'enforceable-rules', checkerSection.id, 'best-practices', 'faq', 'start-trial']);
      expect.soft(crumbTexts(doc)).toEqual(['Home', 'Solutions', 'Proof of Governance']);
      expect.soft(breadcrumbsOf(doc)).toEqual([
        { name: 'Home', item: `${site.siteUrl}/` },
        { name: 'Solutions', item: `${site.siteUrl}/solutions` },
        { name: 'Proof of Governance', item: `${site.siteUrl}/solutions/proof-of-governance` },
      ]);
      expect.soft(jsonLdOf(doc).map((block) => block['@type'])).toContain('SoftwareApplication');
    });
    await test.step('the feature cards: their terms, and a line’s points as nested sub-items', () => {
      const cards = [...doc.querySelectorAll('[data-feature-card]')];
      expect.soft(cards).toHaveLength(pog.features.items.length);
      for (const card of cards) expect.soft(texts(card, 'dt')).toEqual([pog.features.labels.keyBenefits, pog.features.labels.users]);
      // Every point of the content is a nested list item.
      const points = pog.features.items.flatMap((card) => card.description.flatMap((line) => line.subItems ?? []));
      expect.soft(points.length).toBeGreaterThan(0);
      expect.soft([...doc.querySelectorAll('[data-feature-card] li > ul[data-sub-items] > li')].map((li) => li.textContent)).toEqual(points);
      expect.soft(doc.querySelectorAll('[data-feature-card][data-highlighted]').length).toBeGreaterThanOrEqual(1);
    });
    await test.step("'Are you a Compliance Officer?' sits right after the fifth card and starts the trial", () => {
      const count = pog.features.items.length;
      // In document order: the cards and the call to action, which is in no list.
      const items = [...doc.querySelectorAll('[data-feature-grid] [data-feature-card], [data-feature-grid] [data-compliance-officer-cta]')];
      const ctas = [...doc.querySelectorAll('[data-compliance-officer-cta]')];
      expect.soft(ctas).toHaveLength(1);
      expect.soft(ctas[0]?.closest('ul, ol, li') ?? null).toBeNull();
      const kinds = items.map((el) => (el.hasAttribute('data-feature-card') ? 'card' : el.hasAttribute('data-compliance-officer-cta') ? 'cta' : 'other'));
      const before = Math.min(5, count);
      expect.soft(kinds).toEqual([...Array<string>(before).fill('card'), 'cta', ...Array<string>(count - before).fill('card')]);
      const cta = ctas[0];
      expect.soft(cta && texts(cta, 'h3')).toEqual([pog.features.complianceOfficerCta.title]);
      const button = cta && linksNamed(cta, new RegExp(`^${escapeRegExp(pog.features.complianceOfficerCta.cta.label)}`))[0];
      expect.soft(button?.getAttribute('data-cta-kind')).toBe('app');
      expectExternal(button, site.appUrl);
    });
    await test.step('How It Works has its id and the steps in order', () => {
      const sections = [...doc.querySelectorAll(`section#${HOW_IT_WORKS_ID}`)];
      expect.soft(sections).toHaveLength(1);
      const steps = sections[0] ? texts(sections[0], '[data-step] h3') : [];
      expect.soft(steps).toHaveLength(pog.howItWorks.steps.length);
      for (const [i, step] of pog.howItWorks.steps.entries()) expect.soft(steps[i]).toContain(`${fillTemplate(site.ui.stepNumber, { number: i + 1 })} ${step.title}`);
    });
    await test.step('the comparison table is a real table with header cells and the spec claims', () => {
      const tables = [...doc.querySelectorAll('[data-section="comparison"] table')];
      expect.soft(tables).toHaveLength(1);
      const table = tables[0]!;
      expect.soft(text(table.querySelector('caption')), 'the caption').not.toBe('');
      expect.soft(table.querySelectorAll('thead th[scope="col"]')).toHaveLength(Object.keys(pog.comparison.columns).length);
      const rows = table.querySelectorAll('tbody tr').length;
      expect.soft(rows).toBeGreaterThanOrEqual(3);
      expect.soft(table.querySelectorAll('tbody th[scope="row"]')).toHaveLength(rows);
    });
    await test.step('enforceable-rules education: definition, the vague phrases, the preferred terms, worked examples, formats', () => {
      const rules = pog.enforceableRules;
      const section = doc.querySelector('[data-section="enforceable-rules"]')!;
      expect.soft(text(section.querySelector('[data-rule-definition]'))).toContain(rules.definition);
      const elementTitles = texts(section, '[data-rule-element] h3');
      expect.soft(elementTitles).toHaveLength(rules.elements.length);
      for (const [i, e] of rules.elements.entries()) expect.soft(elementTitles[i]?.startsWith(e.name), `${elementTitles[i]} starts with ${e.name}`).toBe(true);
      expect.soft(texts(section, '[data-vague-phrase]')).toEqual(rules.vaguePhrases.phrases);
      expect.soft(texts(section, '[data-preferred-term]')).toEqual(rules.preferredTerms.terms);
      const examples = [...section.querySelectorAll('[data-rule-example]')];
      expect.soft(examples.length).toBeGreaterThanOrEqual(2);
      for (const example of examples) {
        expect.soft(texts(example, 'dt')).toEqual(['Condition', 'Outcome', 'Responsible Party']);
        expect.soft(texts(example, 'dd').filter((t) => t === '')).toEqual([]);
      }
      expect.soft(texts(section, '[data-document-type]')).toEqual(rules.documentTypes.types);
    });
    await test.step('best practices are listed', () => {
      expect.soft(doc.querySelectorAll('[data-best-practice] h3').length).toBeGreaterThanOrEqual(3);
    });
    await test.step('the FAQ shows every question and emits the same ones as FAQPage data, with the compliance disclaimer', () => {
      const questions = [...doc.querySelectorAll('[data-faq-item] summary')].map((q) => (q.textContent ?? '').trim());
      expect.soft(questions).toHaveLength(pog.faq.items.length);
      const faq = jsonLdOf(doc).find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
      expect.soft(faq, 'a FAQPage block').toBeDefined();
      expect.soft(faq?.mainEntity).toHaveLength(pog.faq.items.length);
      expect.soft(faq?.mainEntity.map((q) => q.name)).toEqual(questions);
      // Each structured answer is the visible one (the compliance disclaimer among them).
      const answers = [...doc.querySelectorAll('[data-faq-item] p')].map((p) => (p.textContent ?? '').trim());
      expect.soft(faq?.mainEntity.map((q) => q.acceptedAnswer.text)).toEqual(answers);
    });
    await test.step('every sign-up button opens the sign-up site in a new tab', () => {
      const trials = [...doc.querySelectorAll('main a[data-cta-kind="app"]')];
      expect.soft(trials.length).toBeGreaterThan(0);
      for (const trial of trials) expectExternal(trial, site.appUrl);
    });
  });

  test('in the browser: the comparison on a 360 px phone, the feature cards’ icons, indents and accent border, the table’s roles', async ({ page }) => {
    await test.step('the comparison table reads on a 360 px phone without horizontal page scroll', async () => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/solutions/proof-of-governance');
      const table = page.locator('[data-section="comparison"] table');
      await table.scrollIntoViewIfNeeded();
      expect.soft(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const box = await table.boundingBox();
      expect.soft(box!.x).toBeGreaterThanOrEqual(0);
      expect.soft(box!.x + box!.width).toBeLessThanOrEqual(360);
      // Each row's cells stack: the module's cell sits under the traditional one, both full width.
      const first = table.locator('tbody tr').first();
      const [theirs, ours] = await Promise.all([first.locator('td').nth(0).boundingBox(), first.locator('td').nth(1).boundingBox()]);
      expect.soft(ours!.y).toBeGreaterThan(theirs!.y);
      expect.soft(ours!.width).toBeGreaterThan(280);
      await expect.soft(first.locator('td').nth(1)).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 720 });
    await test.step('screen readers meet the comparison as a table with its headers', async () => {
      await expect.soft(page.getByRole('table')).toHaveCount(1);
      await expect.soft(page.getByRole('columnheader')).toHaveCount(Object.keys(pog.comparison.columns).length);
    });
    await test.step('the feature cards show their icons; a line’s points are indented; the highlighted card has the accent border', async () => {
      for (const card of await page.locator('[data-feature-card]').all()) await expect.soft(card.locator('svg').first()).toBeVisible();
      const subItems = page.locator('[data-feature-card] li > ul[data-sub-items] > li');
      const indent = await subItems.first().evaluate((li) => li.getBoundingClientRect().left - li.parentElement!.parentElement!.getBoundingClientRect().left);
      expect.soft(indent).toBeGreaterThan(16);
      const border = await page
        .locator('[data-feature-card][data-highlighted]')
        .first()
        .evaluate((el) => getComputedStyle(el));
      expect.soft(border.borderTopWidth).toBe('2px');
      // The accent token's colour as the browser computes it (the brand palette lives in styles/theme.css).
      const accent = await page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = 'var(--color-accent-500)';
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      });
      expect.soft(border.borderTopColor).toBe(accent);
      const plain = await page
        .locator('[data-feature-card]:not([data-highlighted])')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopColor);
      expect.soft(plain).not.toBe(accent);
    });
  });
});

test('in-page anchors of these pages point at ids that exist on their built targets', () => {
  const built = new Set(builtRoutes());
  const anchors = new Set<string>();
  for (const route of ROUTES) {
    for (const a of builtDocument(route).querySelectorAll('main a[href*="#"]')) {
      const href = a.getAttribute('href') ?? '';
      if (href.startsWith('/')) anchors.add(href);
    }
  }
  expect(anchors.size).toBeGreaterThan(0);
  for (const href of anchors) {
    const [route, id] = href.split('#') as [string, string];
    expect.soft(built.has(route), `${href}: ${route} is a built page`).toBe(true);
    if (built.has(route)) expect.soft(builtDocument(route).querySelectorAll(`[id="${id}"]`), `${href}: #${id} exists`).toHaveLength(1);
  }
});
