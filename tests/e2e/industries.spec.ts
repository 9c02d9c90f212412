import site from '#content/site';
import overview from '#content/pages/industries';
import industryRecords from '#content/industries/index';
import type { IndustryPage as Industry } from '../../.generated/types/industries.ts';
import type { CallToAction } from '../../.generated/types/defs/common.ts';
import { partnerPortalUrl } from '../../lib/content/site.ts';
import { builtDocument, jsonLdOf, sectionOrderOf, text, texts, type Element } from './builtDocument.ts';
import { expectBreadcrumb, trailOf } from './breadcrumbs.ts';
import { expect, test } from './fixtures.ts';

// What the visitor sees is checked against the content records, read as the build reads them: every
// label, count and list comes from content/pages/industries.yaml and content/industries/*.yaml, so
// that an editor's change to them cannot fail these tests.

/** A button's visible label, without the screen-reader note that it opens in a new tab. */
function visibleLabel(link: Element): string {
  return [...link.childNodes]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent)
    .join('')
    .trim();
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

/** A call to action in the built page: its label, kind and destination, and a new tab for another site. */
function expectCta(link: Element | undefined, cta: CallToAction) {
  const { href, external } = destination(cta);
  expect.soft(link, `a button "${cta.label}"`).toBeDefined();
  if (!link) return;
  expect.soft(visibleLabel(link)).toBe(cta.label);
  expect.soft(link.getAttribute('data-cta-kind'), cta.label).toBe(cta.kind);
  expect.soft(link.getAttribute('href'), cta.label).toBe(href);
  if (external) {
    expect.soft(link.getAttribute('target'), cta.label).toBe('_blank');
    expect.soft(link.getAttribute('rel'), cta.label).toBe('noopener noreferrer');
    expect.soft(text(link), cta.label).toContain(site.ui.newTabNote);
  } else {
    expect.soft(link.getAttribute('target') ?? '', cta.label).toBe('');
  }
}

test.describe('/industries', () => {
  const cards = overview.sectors.items;

  test('the built page: heading, sections, breadcrumb, every card of the content, no unlisted industry, the closing calls to action and the scope note', async () => {
    const doc = builtDocument('/industries');
    await test.step('its heading, its sections in order and its breadcrumb', () => {
      expect.soft(texts(doc, 'h1')).toEqual([overview.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'sectors', 'approach', 'get-started']);
      expectBreadcrumb(doc, trailOf('home', 'industries'));
      expect.soft(jsonLdOf(doc).some((n) => n['@type'] === 'FAQPage')).toBe(false);
    });
    await test.step('every industry card of the content, in order, each with subtitle, icon, description, solutions and its link', () => {
      const found = [...doc.querySelectorAll('[data-industry-card]')];
      expect.soft(found).toHaveLength(cards.length);
      for (const [i, expected] of cards.entries()) {
        const card = found[i];
        expect.soft(card && texts(card, 'h3'), `card ${i}`).toEqual([expected.title]);
        expect.soft(card?.querySelector('svg'), `card ${i}: its icon`).toBeTruthy();
        expect.soft(card?.querySelectorAll('p').length, `card ${i}: subtitle and description`).toBe(2);
        expect.soft(card && texts(card, '[data-industry-solutions] li'), `card ${i}`).toEqual(expected.solutions);
        expect.soft(card && [...card.querySelectorAll('a')].map((a) => a.getAttribute('href')), `card ${i}: one link`).toEqual([expected.href]);
      }
    });
    await test.step('no card or link for an industry page the overview does not list', () => {
      for (const industry of unlisted) {
        expect.soft(doc.querySelectorAll(`main a[href^="/industries/${industry.slug}"]`)).toHaveLength(0);
        expect.soft(texts(doc, '[data-industry-card] h3').filter((t) => t.includes(industry.name))).toEqual([]);
      }
    });
    await test.step('closes with the calls to action of the content', () => {
      const ctas = [...doc.querySelectorAll('[data-section="get-started"] a')];
      expect.soft(ctas).toHaveLength(overview.closing.ctas.length);
      for (const [i, cta] of overview.closing.ctas.entries()) expectCta(ctas[i], cta);
    });
    await test.step('states what the governance module does not do', () => {
      const note = text(doc.querySelector('[data-scope-note]'));
      expect.soft(note).toContain(overview.approach.scopeNote.title);
      expect.soft(note).toContain(opening(overview.approach.scopeNote.description));
    });
  });

  test('in the browser: the cards show their icons and name their links; a click anywhere on a card opens its page', async ({ page }) => {
    await page.goto('/industries');
    await test.step('each card shows its icon, and its link is named by the content', async () => {
      const found = page.locator('[data-industry-card]');
      for (const [i, expected] of cards.entries()) {
        await expect.soft(found.nth(i).locator('svg').first()).toBeVisible();
        await expect.soft(found.nth(i).locator('a')).toHaveAccessibleName(expected.linkLabel);
      }
    });
    await test.step('a click anywhere on a card opens its industry page', async () => {
      await page
        .locator('[data-industry-card]')
        .last()
        .click({ position: { x: 24, y: 24 } });
      await expect(page).toHaveURL(new RegExp(`${cards.at(-1)!.href}$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  });
});

const base = ['hero', 'challenges', 'solution', 'features'];
const tail = ['benefits', 'faq', 'get-started'];
/** The sections an industry page shows: the optional ones when its record has them. */
const sectionsOf = (i: Industry) => [...base, ...(i.caseStudy ? ['case-study'] : []), ...(i.integrations ? ['integrations'] : []), ...tail];

for (const industry of industries) {
  const route = `/industries/${industry.slug}`;

  test.describe(route, () => {
    test('the built page: heading, sections, lists, example rule, calls to action, FAQ data, breadcrumb, scope note and its extras', async () => {
      const doc = builtDocument(route);
      const count = (selector: string) => doc.querySelectorAll(selector).length;
      await test.step('its h1 and its sections in order', () => {
        expect.soft(texts(doc, 'h1')).toEqual([industry.hero.title]);
        expect.soft(sectionOrderOf(doc)).toEqual(sectionsOf(industry));
      });
      await test.step('every item of each list in its record', () => {
        expect.soft(count('[data-section="challenges"] [data-card="challenge"]'), 'challenges').toBe(industry.challenges.items.length);
        expect.soft(count('[data-section="solution"] ol [data-card="step"]'), 'steps').toBe(industry.solution.steps.length);
        expect.soft(count('[data-section="features"] [data-card="feature"]'), 'features').toBe(industry.features.items.length);
        expect.soft(count('[data-section="features"] [data-card="feature"] h3'), 'feature headings').toBe(industry.features.items.length);
        expect.soft(count('[data-section="benefits"] [data-benefit]'), 'benefits').toBe(industry.benefits.items.length);
        expect.soft(count('[data-section="faq"] [data-faq-item]'), 'questions').toBe(industry.faq.items.length);
        expect.soft(count('[data-frameworks="panel"] li'), 'frameworks panel').toBe(industry.hero.frameworks.length);
        expect.soft(count('[data-frameworks="badges"] li'), 'framework badges').toBe(industry.hero.frameworks.length);
      });
      await test.step('an example rule taken apart into condition, outcome and responsible party', () => {
        const rule = doc.querySelector('[data-example-rule]');
        expect.soft(text(rule?.querySelector('blockquote')), 'the rule').not.toBe('');
        const { condition, outcome, responsibleParty } = site.ui.ruleParts;
        expect.soft(rule && texts(rule, 'dt')).toEqual([condition, outcome, responsibleParty].map((part) => `${part.term} (${part.hint})`));
        expect.soft(rule && texts(rule, 'dd').filter((t) => t === '')).toEqual([]);
      });
      await test.step('leads with its hero call to action and closes with the calls to action of its record', () => {
        const heroCtas = [...doc.querySelectorAll('[data-section="hero"] a[data-cta-kind]')];
        expect.soft(heroCtas).toHaveLength(1);
        expectCta(heroCtas[0], industry.hero.cta);
        const closing = [...doc.querySelectorAll('[data-section="get-started"] a[data-cta-kind]')];
        expect.soft(closing).toHaveLength(industry.closing.ctas.length);
        for (const [i, cta] of industry.closing.ctas.entries()) expectCta(closing[i], cta);
      });
      await test.step('FAQPage data that matches the visible questions and answers', () => {
        const visible = [...doc.querySelectorAll('[data-faq-item]')].map((el) => ({ question: el.querySelector('summary')!.textContent.trim(), answer: el.querySelector('p')!.textContent.trim() }));
        expect.soft(visible).toHaveLength(industry.faq.items.length);
        const faq = jsonLdOf(doc).filter((n) => n['@type'] === 'FAQPage');
        expect.soft(faq).toHaveLength(1);
        const entities = (faq[0]?.['mainEntity'] ?? []) as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
        expect.soft(entities.map((e) => ({ question: e.name, answer: e.acceptedAnswer.text }))).toEqual(visible);
        expect.soft(entities.every((e) => e['@type'] === 'Question' && e.acceptedAnswer['@type'] === 'Answer')).toBe(true);
      });
      await test.step('its breadcrumb: its name under the industries overview', () => {
        expectBreadcrumb(doc, [...trailOf('home', 'industries'), { name: industry.name, path: route }]);
      });
      await test.step('states that the module does not determine compliance status, run compliance checks or guarantee compliance', () => {
        expect.soft(text(doc.querySelector('[data-section="benefits"] [data-scope-note]'))).toContain(opening(industry.benefits.scopeNote.description));
      });
      const study = industry.caseStudy;
      if (study) {
        await test.step('presents its case study as a customer outcome', () => {
          const shown = doc.querySelector('[data-section="case-study"] [data-case-study]');
          expect.soft(shown && texts(shown, '[data-case-metric]')).toEqual([study.metric.value]);
          expect.soft(text(shown)).toContain(study.metric.label);
          expect.soft(text(shown)).toContain(study.customer);
          const { challenge, approach, outcome } = site.ui.caseStudyParts;
          expect.soft(shown && texts(shown, 'dt')).toEqual([challenge, approach, outcome]);
        });
      }
      const integrations = industry.integrations;
      if (integrations) {
        await test.step('lists its integration groups with their kinds of system', () => {
          const groups = [...doc.querySelectorAll('[data-section="integrations"] [data-integration]')];
          expect.soft(groups.flatMap((g) => texts(g, 'h3'))).toEqual(integrations.groups.map((g) => g.name));
          for (const [i, group] of integrations.groups.entries()) expect.soft(groups[i] && texts(groups[i], 'ul li'), group.name).toEqual(group.examples);
        });
      }
    });

    test('in the browser: every section shows its heading, an answer opens on demand', async ({ page }) => {
      await page.goto(route);
      await test.step('every section but the hero shows its h2', async () => {
        for (const id of sectionsOf(industry).filter((s) => s !== 'hero')) await expect.soft(page.locator(`[data-section="${id}"] h2`).first(), id).toBeVisible();
      });
      await test.step('the answers open on demand', async () => {
        const first = page.locator('[data-faq-item]').first();
        await first.locator('summary').click();
        await expect.soft(first.locator('p')).toBeVisible();
      });
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

test('an unknown industry path is the not-found page', async ({ request }) => {
  const missing = 'no-such-industry';
  expect(industries.map((i) => i.slug)).not.toContain(missing);
  const response = await request.get(`/industries/${missing}`);
  expect(response.status()).toBe(404);
});
