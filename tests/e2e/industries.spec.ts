import type { Locator, Page } from '@playwright/test';
import site from '#content/site';
import overview from '#content/pages/industries';
import industryRecords from '#content/industries/index';
import type { IndustryPage as Industry } from '../../.generated/types/industries.ts';
import type { CallToAction } from '../../.generated/types/defs/common.ts';
import { partnerPortalUrl } from '../../lib/content/site.ts';
import { expect, test } from './fixtures.ts';

// What the visitor sees is checked against the content records, read as the build reads them: every
// label, count and list comes from content/pages/industries.yaml and content/industries/*.yaml, so
// that an editor's change to them cannot fail these tests.
const abs = (route: string) => new URL(route, site.siteUrl + '/').href;

/** A button's visible label, without the screen-reader note that it opens in a new tab. */
function visibleLabel(link: Locator): Promise<string> {
  return link.evaluate((el) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim(),
  );
}

const industries = Object.values(industryRecords);
const listed = overview.sectors.items.map((c) => c.href);
const unlisted = industries.filter((i) => !listed.includes(`/industries/${i.slug}`));
/** The opening words of a text, to find it on the page without depending on how it wraps. */
const opening = (text: string) => text.split(/\s+/).slice(0, 6).join(' ');

/** Where a button of each kind must lead, from the site record (a `page` button names its own route). */
function destination(cta: CallToAction): { href: string; external: boolean } {
  switch (cta.kind) {
    case 'scheduler':
      return { href: site.schedulerUrl, external: true };
    case 'app':
      return { href: site.appUrl, external: true };
    case 'partner-portal':
      return { href: partnerPortalUrl, external: true };
    case 'press':
      return { href: site.pressArticleUrl, external: true };
    case 'contact':
      return { href: '/contact', external: false };
    case 'page':
      return { href: cta.href ?? '', external: false };
  }
}

async function expectCta(link: Locator, cta: CallToAction) {
  const { href, external } = destination(cta);
  expect(await visibleLabel(link)).toBe(cta.label);
  await expect(link).toHaveAttribute('data-cta-kind', cta.kind);
  await expect(link).toHaveAttribute('href', href);
  if (external) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText(site.ui.newTabNote);
  } else {
    await expect(link).not.toHaveAttribute('target', /.+/);
  }
}

async function expectNoHorizontalScroll(page: Page, route: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(route);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
}

test.describe('/industries', () => {
  const cards = overview.sectors.items;

  test('has its heading, its sections in order and the breadcrumb Home > Industries', async ({ page, pageData }) => {
    await page.goto('/industries');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(overview.hero.title);
    expect(await pageData.sectionOrder()).toEqual(['hero', 'sectors', 'approach', 'get-started']);
    expect(await pageData.breadcrumbs()).toEqual([
      { name: 'Home', item: abs('/') },
      { name: 'Industries', item: abs('/industries') },
    ]);
    const crumbs = page.getByRole('navigation', { name: site.ui.breadcrumb });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Industries');
    expect((await pageData.jsonLd()).some((n) => n['@type'] === 'FAQPage')).toBe(false);
  });

  test('shows every industry card of the content, in order, each with subtitle, icon, description, solutions and its link', async ({ page }) => {
    await page.goto('/industries');
    const found = page.locator('[data-industry-card]');
    await expect(found).toHaveCount(cards.length);
    for (const [i, expected] of cards.entries()) {
      const card = found.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(expected.title);
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card.locator('p')).toHaveCount(2); // subtitle and description
      await expect(card.locator('[data-industry-solutions] li')).toHaveText(expected.solutions);
      const link = card.locator('a');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', expected.href);
      await expect(link).toHaveAccessibleName(expected.linkLabel);
    }
  });

  test('has no card or link for an industry page the overview does not list', async ({ page }) => {
    await page.goto('/industries');
    for (const industry of unlisted) {
      await expect(page.locator(`main a[href^="/industries/${industry.slug}"]`)).toHaveCount(0);
      await expect(page.locator('[data-industry-card] h3').filter({ hasText: industry.name })).toHaveCount(0);
    }
  });

  test('a click anywhere on a card opens its industry page', async ({ page }) => {
    await page.goto('/industries');
    await page
      .locator('[data-industry-card]')
      .last()
      .click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(new RegExp(`${cards.at(-1)!.href}$`));
    await expect(page.locator('h1')).toBeVisible();
  });

  test('closes with the calls to action of the content', async ({ page }) => {
    await page.goto('/industries');
    const ctas = page.locator('[data-section="get-started"] a');
    await expect(ctas).toHaveCount(overview.closing.ctas.length);
    for (const [i, cta] of overview.closing.ctas.entries()) await expectCta(ctas.nth(i), cta);
  });

  test('states what the governance module does not do', async ({ page }) => {
    await page.goto('/industries');
    const note = page.locator('[data-scope-note]');
    await expect(note).toContainText(overview.approach.scopeNote.title);
    await expect(note).toContainText(opening(overview.approach.scopeNote.description));
  });

  test('has no horizontal scroll at 360 px', async ({ page }) => {
    await expectNoHorizontalScroll(page, '/industries');
  });
});

const base = ['hero', 'challenges', 'solution', 'features'];
const tail = ['benefits', 'faq', 'get-started'];
/** The sections an industry page shows: the optional ones when its record has them. */
const sectionsOf = (i: Industry) => [...base, ...(i.caseStudy ? ['case-study'] : []), ...(i.integrations ? ['integrations'] : []), ...tail];

for (const industry of industries) {
  const route = `/industries/${industry.slug}`;

  test.describe(route, () => {
    test('has its h1 and its sections in order', async ({ page, pageData }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(industry.hero.title);
      expect(await pageData.sectionOrder()).toEqual(sectionsOf(industry));
      for (const id of sectionsOf(industry).filter((s) => s !== 'hero')) {
        await expect(page.locator(`[data-section="${id}"] h2`).first()).toBeVisible();
      }
    });

    test('shows every item of each list in its record', async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('[data-section="challenges"] [data-card="challenge"]')).toHaveCount(industry.challenges.items.length);
      await expect(page.locator('[data-section="solution"] ol [data-card="step"]')).toHaveCount(industry.solution.steps.length);
      await expect(page.locator('[data-section="features"] [data-card="feature"]')).toHaveCount(industry.features.items.length);
      await expect(page.locator('[data-section="features"] [data-card="feature"] h3')).toHaveCount(industry.features.items.length);
      await expect(page.locator('[data-section="benefits"] [data-benefit]')).toHaveCount(industry.benefits.items.length);
      await expect(page.locator('[data-section="faq"] [data-faq-item]')).toHaveCount(industry.faq.items.length);
      await expect(page.locator('[data-frameworks="panel"] li')).toHaveCount(industry.hero.frameworks.length);
      await expect(page.locator('[data-frameworks="badges"] li')).toHaveCount(industry.hero.frameworks.length);
    });

    test('shows an example rule taken apart into condition, outcome and responsible party', async ({ page }) => {
      await page.goto(route);
      const rule = page.locator('[data-example-rule]');
      await expect(rule.locator('blockquote')).not.toBeEmpty();
      const { condition, outcome, responsibleParty } = site.ui.ruleParts;
      await expect(rule.locator('dt')).toHaveText([condition, outcome, responsibleParty].map((part) => `${part.term} (${part.hint})`));
      for (const dd of await rule.locator('dd').all()) await expect(dd).not.toBeEmpty();
    });

    test('leads with its hero call to action and closes with the calls to action of its record', async ({ page }) => {
      await page.goto(route);
      const heroCtas = page.locator('[data-section="hero"] a[data-cta-kind]');
      await expect(heroCtas).toHaveCount(1);
      await expectCta(heroCtas.first(), industry.hero.cta);
      const closing = page.locator('[data-section="get-started"] a[data-cta-kind]');
      await expect(closing).toHaveCount(industry.closing.ctas.length);
      for (const [i, cta] of industry.closing.ctas.entries()) await expectCta(closing.nth(i), cta);
    });

    test('emits FAQPage data that matches the visible questions and answers', async ({ page, pageData }) => {
      await page.goto(route);
      const items = page.locator('[data-faq-item]');
      const visible = await items.evaluateAll((els) => els.map((el) => ({ question: el.querySelector('summary')!.textContent.trim(), answer: el.querySelector('p')!.textContent.trim() })));
      expect(visible).toHaveLength(industry.faq.items.length);
      const faq = (await pageData.jsonLd()).filter((n) => n['@type'] === 'FAQPage');
      expect(faq).toHaveLength(1);
      const entities = faq[0]!['mainEntity'] as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      expect(entities.map((e) => ({ question: e.name, answer: e.acceptedAnswer.text }))).toEqual(visible);
      expect(entities.every((e) => e['@type'] === 'Question' && e.acceptedAnswer['@type'] === 'Answer')).toBe(true);
      // The answers open on demand.
      await items.first().locator('summary').click();
      await expect(items.first().locator('p')).toBeVisible();
    });

    test('has the breadcrumb Home > Industries > its name, with /industries as its parent', async ({ page, pageData }) => {
      await page.goto(route);
      expect(await pageData.breadcrumbs()).toEqual([
        { name: 'Home', item: abs('/') },
        { name: 'Industries', item: abs('/industries') },
        { name: industry.name, item: abs(route) },
      ]);
      const crumbs = page.getByRole('navigation', { name: site.ui.breadcrumb });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Industries']);
      await expect(crumbs.getByRole('link', { name: 'Industries' })).toHaveAttribute('href', '/industries');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(industry.name);
    });

    test('states that the module does not determine compliance status, run compliance checks or guarantee compliance', async ({ page }) => {
      await page.goto(route);
      const note = page.locator('[data-section="benefits"] [data-scope-note]');
      await expect(note).toContainText(opening(industry.benefits.scopeNote.description));
    });

    test('has no horizontal scroll at 360 px', async ({ page }) => {
      await expectNoHorizontalScroll(page, route);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the overview and an industry page read in full', async ({ page }) => {
    await page.goto('/industries');
    await expect(page.locator('[data-industry-card]')).toHaveCount(overview.sectors.items.length);
    await page.goto(`/industries/${(unlisted[0] ?? industries[0]!).slug}`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-card="feature"]').first()).toBeVisible();
    await page.locator('[data-faq-item] summary').first().click();
    await expect(page.locator('[data-faq-item] p').first()).toBeVisible();
  });
});

test.describe('industry page extras', () => {
  for (const industry of industries) {
    const study = industry.caseStudy;
    if (study) {
      test(`${industry.slug} presents its case study as a customer outcome`, async ({ page }) => {
        await page.goto(`/industries/${industry.slug}`);
        const shown = page.locator('[data-section="case-study"] [data-case-study]');
        await expect(shown.locator('[data-case-metric]')).toHaveText(study.metric.value);
        await expect(shown).toContainText(study.metric.label);
        await expect(shown).toContainText(study.customer);
        await expect(shown.locator('dt')).toHaveText(['Challenge', 'Approach', 'Outcome']);
      });
    }
    const integrations = industry.integrations;
    if (integrations) {
      test(`${industry.slug} lists its integration groups with their kinds of system`, async ({ page }) => {
        await page.goto(`/industries/${industry.slug}`);
        const groups = page.locator('[data-section="integrations"] [data-integration]');
        await expect(groups.locator('h3')).toHaveText(integrations.groups.map((g) => g.name));
        for (const [i, group] of integrations.groups.entries()) await expect(groups.nth(i).locator('ul li')).toHaveText(group.examples);
      });
    }
  }

  test('an unknown industry path is the not-found page', async ({ page }) => {
    const missing = 'no-such-industry';
    expect(industries.map((i) => i.slug)).not.toContain(missing);
    const response = await page.goto(`/industries/${missing}`);
    expect(response?.status()).toBe(404);
  });
});
