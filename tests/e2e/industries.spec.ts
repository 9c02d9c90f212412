import type { Locator, Page } from '@playwright/test';
import { readContent } from './content.ts';
import { expect, test } from './fixtures.ts';

// What the visitor sees is checked against the spec's fixed facts (routes, labels, counts) written
// out here, and against the content records for copy the marketing team may change (headlines).
const readYaml = readContent;
const site = readYaml<{ siteUrl: string; appUrl: string; schedulerUrl: string }>('site.yaml');
const abs = (route: string) => new URL(route, site.siteUrl + '/').href;

interface JsonLdNode {
  '@type': string;
  [key: string]: unknown;
}

async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value = JSON.parse(text) as JsonLdNode | JsonLdNode[];
    return Array.isArray(value) ? value : [value];
  });
}

async function breadcrumbTrail(page: Page) {
  const list = (await jsonLd(page)).filter((n) => n['@type'] === 'BreadcrumbList');
  expect(list).toHaveLength(1);
  return (list[0]!['itemListElement'] as { position: number; name: string; item: string }[]).map(({ position, name, item }) => ({ position, name, item }));
}

/** A button's visible label, without the screen-reader note "(opens in a new tab)". */
function visibleLabel(link: Locator): Promise<string> {
  return link.evaluate((el) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('')
      .trim(),
  );
}

type Kind = 'scheduler' | 'contact' | 'app';
const destination: Record<Kind, { href: string; external: boolean }> = {
  scheduler: { href: site.schedulerUrl, external: true },
  app: { href: site.appUrl, external: true },
  contact: { href: '/contact', external: false },
};

async function expectCta(link: Locator, label: string, kind: Kind) {
  expect(await visibleLabel(link)).toBe(label);
  await expect(link).toHaveAttribute('data-cta-kind', kind);
  await expect(link).toHaveAttribute('href', destination[kind].href);
  if (destination[kind].external) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toContainText('(opens in a new tab)');
  } else {
    await expect(link).not.toHaveAttribute('target', /.+/);
  }
}

async function sectionOrder(page: Page): Promise<(string | null)[]> {
  return page.locator('main [data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section')));
}

async function expectNoHorizontalScroll(page: Page, route: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(route);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
}

test.describe('/industries', () => {
  const cards = [
    { title: 'Healthcare', href: '/industries/healthcare', linkName: /healthcare/i },
    { title: 'Finance', href: '/industries/financial-services', linkName: /finance/i },
    { title: 'Enterprise AI', href: '/industries/enterprise-ai', linkName: /enterprise ai/i },
    { title: 'Department of War', href: '/industries/defense-dow', linkName: /defense/i },
  ];

  test('has its heading, its sections in order and the breadcrumb Home > Industries', async ({ page }) => {
    await page.goto('/industries');
    const overview = readYaml<{ hero: { title: string } }>('pages/industries.yaml');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(overview.hero.title);
    expect(await sectionOrder(page)).toEqual(['hero', 'sectors', 'approach', 'get-started']);
    expect(await breadcrumbTrail(page)).toEqual([
      { position: 1, name: 'Home', item: abs('/') },
      { position: 2, name: 'Industries', item: abs('/industries') },
    ]);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Industries');
    expect((await jsonLd(page)).some((n) => n['@type'] === 'FAQPage')).toBe(false);
  });

  test('shows exactly four industry cards, in order, each with subtitle, icon, description, three solutions and its link', async ({ page }) => {
    await page.goto('/industries');
    const found = page.locator('[data-industry-card]');
    await expect(found).toHaveCount(4);
    for (const [i, expected] of cards.entries()) {
      const card = found.nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(expected.title);
      await expect(card.locator('svg').first()).toBeVisible();
      await expect(card.locator('p')).toHaveCount(2); // subtitle and description
      await expect(card.locator('[data-industry-solutions] li')).toHaveCount(3);
      const link = card.locator('a');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', expected.href);
      await expect(link).toHaveAccessibleName(expected.linkName);
    }
  });

  test('has no card or link for the federal agencies page', async ({ page }) => {
    await page.goto('/industries');
    await expect(page.locator('main a[href^="/industries/federal-agencies"]')).toHaveCount(0);
    await expect(page.locator('[data-industry-card]').filter({ hasText: /federal/i })).toHaveCount(0);
  });

  test('a click anywhere on a card opens its industry page', async ({ page }) => {
    await page.goto('/industries');
    await page.locator('[data-industry-card]').nth(3).click({ position: { x: 24, y: 24 } });
    await expect(page).toHaveURL(/\/industries\/defense-dow$/);
    await expect(page.locator('h1')).toBeVisible();
  });

  test('closes with a Sign Up call to action that opens the sign-up site in a new tab', async ({ page }) => {
    await page.goto('/industries');
    const ctas = page.locator('[data-section="get-started"] a');
    await expect(ctas).toHaveCount(1);
    await expectCta(ctas.first(), 'Sign Up', 'app');
  });

  test('states what the governance module does not do', async ({ page }) => {
    await page.goto('/industries');
    const note = page.locator('[data-scope-note]');
    await expect(note).toContainText('does not determine your compliance status');
    await expect(note).toContainText('does not run compliance checks');
    await expect(note).toContainText('does not guarantee compliance');
  });

  test('has no horizontal scroll at 360 px', async ({ page }) => {
    await expectNoHorizontalScroll(page, '/industries');
  });
});

interface IndustryExpectation {
  slug: string;
  name: string;
  hero: { label: string; kind: Kind };
  closing: { label: string; kind: Kind }[];
  sections: string[];
}

const base = ['hero', 'challenges', 'solution', 'features'];
const tail = ['benefits', 'faq', 'get-started'];
const industries: IndustryExpectation[] = [
  {
    slug: 'healthcare',
    name: 'Healthcare',
    hero: { label: 'Schedule Discovery Call', kind: 'scheduler' },
    closing: [
      { label: 'Schedule Discovery Call', kind: 'scheduler' },
      { label: 'Start Free 30-Day Trial', kind: 'app' },
    ],
    sections: [...base, 'case-study', 'integrations', ...tail],
  },
  {
    slug: 'defense-dow',
    name: 'Department of War',
    hero: { label: 'Schedule Classified Discussion', kind: 'scheduler' },
    closing: [
      { label: 'Schedule Classified Discussion', kind: 'scheduler' },
      { label: 'Contact Us', kind: 'contact' },
    ],
    sections: [...base, 'case-study', ...tail],
  },
  {
    slug: 'federal-agencies',
    name: 'Federal Agencies',
    hero: { label: 'Contact Us', kind: 'contact' },
    closing: [
      { label: 'Contact Us', kind: 'contact' },
      { label: 'Talk to Us', kind: 'scheduler' },
    ],
    sections: [...base, ...tail],
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    hero: { label: 'Talk to Us', kind: 'scheduler' },
    closing: [
      { label: 'Talk to Us', kind: 'scheduler' },
      { label: 'Request a Demo', kind: 'contact' },
    ],
    sections: [...base, ...tail],
  },
  {
    slug: 'enterprise-ai',
    name: 'Enterprise AI',
    hero: { label: 'Talk to Us', kind: 'scheduler' },
    closing: [
      { label: 'Talk to Us', kind: 'scheduler' },
      { label: 'Start Free 30-Day Trial', kind: 'app' },
    ],
    sections: [...base, ...tail],
  },
];

for (const industry of industries) {
  const route = `/industries/${industry.slug}`;

  test.describe(route, () => {
    test('has its h1 and its sections in order', async ({ page }) => {
      await page.goto(route);
      const record = readYaml<{ hero: { title: string } }>(`industries/${industry.slug}.yaml`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(record.hero.title);
      expect(await sectionOrder(page)).toEqual(industry.sections);
      for (const id of industry.sections.filter((s) => s !== 'hero')) {
        await expect(page.locator(`[data-section="${id}"] h2`).first()).toBeVisible();
      }
    });

    test('shows the counts its schema fixes', async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('[data-section="challenges"] [data-card="challenge"]')).toHaveCount(4);
      await expect(page.locator('[data-section="solution"] ol [data-card="step"]')).toHaveCount(4);
      await expect(page.locator('[data-section="features"] [data-card="feature"]')).toHaveCount(6);
      await expect(page.locator('[data-section="features"] [data-card="feature"] h3')).toHaveCount(6);
      await expect(page.locator('[data-section="benefits"] [data-benefit]')).toHaveCount(6);
      await expect(page.locator('[data-section="faq"] [data-faq-item]')).toHaveCount(5);
      await expect(page.locator('[data-frameworks="panel"] li')).toHaveCount(3);
      await expect(page.locator('[data-frameworks="badges"] li')).toHaveCount(3);
    });

    test('shows an example rule taken apart into condition, outcome and responsible party', async ({ page }) => {
      await page.goto(route);
      const rule = page.locator('[data-example-rule]');
      await expect(rule.locator('blockquote')).not.toBeEmpty();
      await expect(rule.locator('dt')).toHaveText([/^Condition/, /^Outcome/, /^Responsible party/]);
      for (const dd of await rule.locator('dd').all()) await expect(dd).not.toBeEmpty();
    });

    test(`leads with '${industry.hero.label}' (${industry.hero.kind}) and closes with the same action`, async ({ page }) => {
      await page.goto(route);
      const heroCtas = page.locator('[data-section="hero"] a[data-cta-kind]');
      await expect(heroCtas).toHaveCount(1);
      await expectCta(heroCtas.first(), industry.hero.label, industry.hero.kind);
      const closing = page.locator('[data-section="get-started"] a[data-cta-kind]');
      await expect(closing).toHaveCount(industry.closing.length);
      for (const [i, cta] of industry.closing.entries()) await expectCta(closing.nth(i), cta.label, cta.kind);
    });

    test('emits FAQPage data that matches the visible questions and answers', async ({ page }) => {
      await page.goto(route);
      const items = page.locator('[data-faq-item]');
      const visible = await items.evaluateAll((els) =>
        els.map((el) => ({ question: el.querySelector('summary')!.textContent!.trim(), answer: el.querySelector('p')!.textContent!.trim() })),
      );
      expect(visible).toHaveLength(5);
      const faq = (await jsonLd(page)).filter((n) => n['@type'] === 'FAQPage');
      expect(faq).toHaveLength(1);
      const entities = faq[0]!['mainEntity'] as { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      expect(entities.map((e) => ({ question: e.name, answer: e.acceptedAnswer.text }))).toEqual(visible);
      expect(entities.every((e) => e['@type'] === 'Question' && e.acceptedAnswer['@type'] === 'Answer')).toBe(true);
      // The answers open on demand.
      await items.first().locator('summary').click();
      await expect(items.first().locator('p')).toBeVisible();
    });

    test(`has the breadcrumb Home > Industries > ${industry.name}, with /industries as its parent`, async ({ page }) => {
      await page.goto(route);
      expect(await breadcrumbTrail(page)).toEqual([
        { position: 1, name: 'Home', item: abs('/') },
        { position: 2, name: 'Industries', item: abs('/industries') },
        { position: 3, name: industry.name, item: abs(route) },
      ]);
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Industries']);
      await expect(crumbs.getByRole('link', { name: 'Industries' })).toHaveAttribute('href', '/industries');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(industry.name);
    });

    test('states that the module does not determine compliance status, run compliance checks or guarantee compliance', async ({ page }) => {
      await page.goto(route);
      const note = page.locator('[data-section="benefits"] [data-scope-note]');
      await expect(note).toContainText(/does not determine[^.]*compliance status/);
      await expect(note).toContainText('does not run compliance checks');
      await expect(note).toContainText('does not guarantee compliance');
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
    await expect(page.locator('[data-industry-card]')).toHaveCount(4);
    await page.goto('/industries/federal-agencies');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-card="feature"]').first()).toBeVisible();
    await page.locator('[data-faq-item] summary').first().click();
    await expect(page.locator('[data-faq-item] p').first()).toBeVisible();
  });
});

test.describe('industry page extras', () => {
  test('healthcare presents the case study as a customer outcome: audit prep time reduced by 75%', async ({ page }) => {
    await page.goto('/industries/healthcare');
    const study = page.locator('[data-section="case-study"] [data-case-study]');
    await expect(study.locator('[data-case-metric]')).toHaveText('75%');
    await expect(study).toContainText('reduction in audit preparation time');
    await expect(study).toContainText('name withheld');
    await expect(study.locator('dt')).toHaveText(['Challenge', 'Approach', 'Outcome']);
  });

  test('healthcare lists the four integration categories, three kinds of system each', async ({ page }) => {
    await page.goto('/industries/healthcare');
    const groups = page.locator('[data-section="integrations"] [data-integration]');
    await expect(groups.locator('h3')).toHaveText(['Health-record systems', 'Cloud platforms', 'AI platforms', 'Security tools']);
    for (const group of await groups.all()) await expect(group.locator('ul li')).toHaveCount(3);
  });

  test('defense carries its case study: compliance costs reduced by 80%', async ({ page }) => {
    await page.goto('/industries/defense-dow');
    const study = page.locator('[data-section="case-study"] [data-case-study]');
    await expect(study.locator('[data-case-metric]')).toHaveText('80%');
    await expect(study).toContainText('reduction in compliance costs');
  });


  test('an unknown industry path is the not-found page', async ({ page }) => {
    const response = await page.goto('/industries/insurance');
    expect(response?.status()).toBe(404);
  });
});
