import pog from '../../../.generated/content/pages/proof-of-governance.ts';
import checker from '../../../.generated/content/enforceability-checker.ts';
import site from '../../../.generated/content/site.ts';
import { howItWorksId as HOW_IT_WORKS_ID } from '../../../lib/content/site.ts';
import { fillTemplate } from '../../../lib/format/template.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';
import { builtDocument, expectNewTab, jsonLdOf, linksNamed, sectionOrderOf, text, texts } from '../builtDocument.ts';
import { expectBreadcrumb, trailOf } from '../breadcrumbs.ts';
import { expect, test } from '../fixtures.ts';

// The Proof of Governance page: its markup read from the built HTML, and one visit in Chromium for what needs a browser
// (widths, layout, styles, clicks, loads). Every expected text and count is read from the content
// (the typed modules), so an editor's change to a list or a label changes the expectation, not the outcome.

const checkerSection = checker.section;

test.describe('Proof of Governance', () => {
  test.use({ consent: 'rejected' });

  test('the built page: sections, breadcrumb, feature cards, the compliance-officer call, How It Works, the comparison, the rules, the FAQ and the sign-up buttons', async () => {
    const doc = builtDocument('/solutions/proof-of-governance');
    await test.step('its h1, sections in order and its breadcrumb', () => {
      expect.soft(texts(doc, 'h1')).toEqual([pog.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'features', HOW_IT_WORKS_ID, 'comparison', 'enforceable-rules', checkerSection.id, 'best-practices', 'faq', 'start-trial']);
      expectBreadcrumb(doc, trailOf('home', 'solutions', 'governanceModule'));
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
      expectNewTab(button, site.appUrl);
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
      const { labels } = rules.examples;
      expect.soft(examples.length).toBeGreaterThanOrEqual(2);
      for (const example of examples) {
        expect.soft(texts(example, 'dt')).toEqual([labels.condition, labels.outcome, labels.responsibleParty]);
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
      for (const trial of trials) expectNewTab(trial, site.appUrl);
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
