import solutions from '../../../.generated/content/pages/solutions.ts';
import site from '../../../.generated/content/site.ts';
import { builtDocument, expectNewTab, linksNamed, sectionOrderOf, text, texts } from '../builtDocument.ts';
import { expectBreadcrumb, trailOf } from '../breadcrumbs.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';
import { expect, test } from '../fixtures.ts';

// The solutions overview, read from its built HTML. Every expected text and count is read from the
// content (the typed modules), so an editor's change to a list or a label changes the expectation, not the outcome.

test.describe('Solutions overview', () => {
  test.use({ consent: 'rejected' });

  test('the built page: sections, breadcrumb, the solution cards, the integrations and the closing buttons', async () => {
    const doc = builtDocument('/solutions');
    await test.step('its h1, sections in order and its breadcrumb', () => {
      expect.soft(texts(doc, 'h1')).toEqual([solutions.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'solutions', 'integrations', 'get-started']);
      expectBreadcrumb(doc, trailOf('home', 'solutions'));
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
    await test.step('the closing section: its scheduler button opens the scheduler, its contact button goes to /contact', () => {
      const band = doc.querySelector(`[data-section="${solutions.closing.id}"]`)!;
      const byKind = (kind: string) => solutions.closing.ctas.find((cta) => cta.kind === kind)!;
      const demo = linksNamed(band, new RegExp(`^${escapeRegExp(byKind('scheduler').label)}`))[0];
      expect.soft(demo?.getAttribute('data-cta-kind')).toBe('scheduler');
      expectNewTab(demo, site.schedulerUrl);
      const sales = linksNamed(band, new RegExp(`^${escapeRegExp(byKind('contact').label)}`))[0];
      expect.soft(sales?.getAttribute('data-cta-kind')).toBe('contact');
      expect.soft(sales?.getAttribute('href')).toBe('/contact');
      expect.soft(sales?.getAttribute('target') ?? '').toBe('');
      // No dead buttons anywhere in the page body.
      const hrefs = [...doc.querySelectorAll('main a')].map((el) => el.getAttribute('href') ?? '');
      expect.soft(hrefs.filter((href) => href === '' || href === '#')).toEqual([]);
    });
  });
});
