import type { Page } from '@playwright/test';
import site from '#content/site';
import about from '#content/pages/about';
import partnerships from '#content/pages/partnerships';
import contact from '#content/pages/contact';
import pillarsRecord from '#content/pillars';
import terms from '#content/legal/terms';
import privacy from '#content/legal/privacy';
import type { CallToAction } from '../../.generated/types/defs/common.ts';
import type { LegalDocument } from '../../.generated/types/legal.ts';
import { fillTemplate } from '../../lib/format/template.ts';
import { expect, test, type PageData } from './fixtures.ts';

// The company pages (/partnerships, /about, /contact, /terms, /privacy), read as a visitor sees them
// in the built HTML. Every expectation about the copy, its lists and their lengths is read from the
// content (its generated modules), so that an editor's change to it cannot fail these tests.
const pillarNames = pillarsRecord.pillars.map((p) => p.name);

const partnerPortal = `${site.appUrl}/welcome`;
const portalCtas = (ctas: readonly CallToAction[]) => ctas.filter((c) => c.kind === 'partner-portal').map((c) => c.label);

// A stored consent choice keeps the banner out of the way of the clicks below (it has its own tests).
test.use({ consent: 'rejected' });

async function expectBreadcrumb(page: Page, pageData: PageData, name: string, route: string) {
  expect(await pageData.breadcrumbs()).toEqual([
    { name: 'Home', item: `${site.siteUrl}/` },
    { name, item: `${site.siteUrl}${route}` },
  ]);
  const trail = page.getByRole('navigation', { name: site.ui.breadcrumb });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(name);
}

async function expectNewTab(link: ReturnType<Page['locator']>, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
}

async function expectPillars(page: Page) {
  const pillars = page.locator('[data-section="pillars"] [data-pillar] h3');
  await expect(pillars).toHaveCount(pillarNames.length);
  await expect(pillars).toHaveText(pillarNames.map((name, i) => `${fillTemplate(site.ui.pillarNumber, { number: i + 1 })} ${name}`));
}

test.describe('/partnerships', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/partnerships');
  });

  test('shows the program sections in order under one h1', async ({ page, pageData }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(partnerships.hero.title);
    expect(await pageData.sectionOrder()).toEqual(['hero', 'mission', 'pillars', 'tiers', 'why-join', 'program', 'join']);
    await expect(page.locator('[data-section="mission"] [data-mission-statement]')).not.toBeEmpty();
    await expect(page.locator('[data-section="program"] h2')).toHaveText(partnerships.program.heading.title);
    await expect(page.locator('[data-program-step]')).toHaveCount(partnerships.program.steps.length);
  });

  test('numbers the pillars from 1, in the order of the content', async ({ page }) => {
    await expectPillars(page);
  });

  test('lists the partner tiers in the order of the content', async ({ page }) => {
    const tiers = page.locator('[data-section="tiers"] [data-tier]');
    await expect(tiers).toHaveCount(partnerships.tiers.items.length);
    await expect(tiers.locator('h3')).toHaveText(partnerships.tiers.items.map((t) => t.name));
    for (const tier of await tiers.all()) await expect(tier.locator('p').last()).not.toBeEmpty();
  });

  test('has every Why Join card of the content', async ({ page }) => {
    await expect(page.locator('[data-section="why-join"] [data-why-join-card] h3')).toHaveText(partnerships.whyJoin.items.map((c) => c.title));
  });

  test('the join section shows the partners e-mail and opens the partner portal in a new tab', async ({ page }) => {
    const join = page.locator('[data-section="join"]');
    await expect(join.getByRole('heading', { level: 2 })).toHaveText(partnerships.join.title);
    const mail = join.locator('[data-partners-email]');
    await expect(mail).toHaveAttribute('href', `mailto:${site.email.partners}`);
    await expect(mail).toHaveText(site.email.partners);
    expect(portalCtas(partnerships.join.ctas).length).toBeGreaterThan(0);
    for (const label of portalCtas(partnerships.join.ctas)) {
      const button = join.getByRole('link', { name: label });
      await expect(button).toHaveAttribute('data-cta-kind', 'partner-portal');
      await expectNewTab(button, partnerPortal);
    }
    expect(partnerPortal).toMatch(/^https:\/\/[^/]+\/welcome$/);
  });

  test('the hero leads to the portal and to the tiers on this page', async ({ page }) => {
    const hero = page.locator('[data-section="hero"]');
    const toTiers = partnerships.hero.ctas.find((c) => c.href?.endsWith('#tiers'));
    expect(portalCtas(partnerships.hero.ctas).length).toBeGreaterThan(0);
    for (const label of portalCtas(partnerships.hero.ctas)) await expectNewTab(hero.getByRole('link', { name: label }).first(), partnerPortal);
    await hero.getByRole('link', { name: toTiers?.label ?? 'a link to #tiers', exact: true }).click();
    await expect(page).toHaveURL(/\/partnerships#tiers$/);
    await expect(page.locator('#tiers')).toBeInViewport();
  });

  test('has Home > Partnerships as its breadcrumb', async ({ page, pageData }) => {
    await expectBreadcrumb(page, pageData, 'Partnerships', '/partnerships');
  });
});

test.describe('/about', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('shows mission, what we do, pillars, why us, recognition, leadership and values in order', async ({ page, pageData }) => {
    await expect(page.locator('h1')).toHaveText(about.hero.title);
    expect(await pageData.sectionOrder()).toEqual(['hero', 'mission', 'what-we-do', 'pillars', 'why-us', 'recognition', 'leadership', 'values', 'get-started']);
    for (const id of ['mission', 'what-we-do', 'why-us', 'recognition', 'leadership', 'values']) {
      await expect(page.locator(`[data-section="${id}"] h2`)).toHaveCount(1);
    }
  });

  test('numbers the pillars from 1, in the order of the content', async ({ page }) => {
    await expectPillars(page);
  });

  test('what we do links each offering to its page', async ({ page }) => {
    const links = page.locator('[data-section="what-we-do"] [data-offering] a');
    await expect(links).toHaveCount(about.whatWeDo.items.length);
    expect(await links.evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('data-cta-kind')]))).toEqual(about.whatWeDo.items.map((i) => [i.cta.href, i.cta.kind]));
  });

  test('the award note links to the press article in a new tab', async ({ page }) => {
    const award = page.locator('[data-section="recognition"] [data-award]');
    await expect(award).toContainText(about.recognition.award.badge);
    await expect(award).toContainText(about.recognition.award.title);
    const link = award.locator('a[data-cta-kind="press"]');
    await expect(link).toHaveCount(1);
    await expectNewTab(link, site.pressArticleUrl);
  });

  test('introduces the leaders with drawn initials avatars, not photographs', async ({ page }) => {
    const leaders = page.locator('[data-section="leadership"] [data-leader]');
    await expect(leaders).toHaveCount(about.leadership.people.length);
    await expect(leaders.locator('h3')).toHaveText(about.leadership.people.map((p) => p.name));
    for (const [i, person] of about.leadership.people.entries()) {
      const card = leaders.nth(i);
      await expect(card).toContainText(person.role);
      await expect(card.locator('svg[data-avatar]')).toHaveAttribute('aria-hidden', 'true');
      const letters = person.name.split(' ').map((w) => w[0]);
      await expect(card.locator('svg[data-avatar] text')).toHaveText(`${letters[0]}${letters.at(-1)}`);
    }
    await expect(page.locator('[data-section="leadership"] img')).toHaveCount(0);
  });

  test('lists every value of the content', async ({ page }) => {
    const values = page.locator('[data-section="values"] [data-value] h3');
    await expect(values).toHaveCount(about.values.items.length);
    await expect(values).toHaveText(about.values.items.map((v) => v.title));
  });

  test('closes with a link to /contact', async ({ page }) => {
    const label = about.closing.ctas.find((c) => c.kind === 'contact')?.label ?? 'a contact link';
    const contactLink = page.locator('[data-section="get-started"]').getByRole('link', { name: label, exact: true });
    await expect(contactLink).toHaveAttribute('href', '/contact');
    await expect(contactLink).toHaveAttribute('data-cta-kind', 'contact');
  });

  test('has Home > About as its breadcrumb', async ({ page, pageData }) => {
    await expectBreadcrumb(page, pageData, 'About', '/about');
  });
});

test.describe('/contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('shows the form panel and the contact details', async ({ page, pageData }) => {
    await expect(page.locator('h1')).toHaveText(contact.hero.title);
    expect(await pageData.sectionOrder()).toEqual(['hero', 'contact-form', 'contact-details']);
  });

  test('holds the mount point of the provider contact form', async ({ page }) => {
    const mount = page.locator('[data-section="contact-form"] [data-form-mount="contact"]');
    await expect(mount).toHaveCount(1);
    await expect(mount).toHaveAttribute('data-form-id', site.forms.contactFormId);
    await expect(mount).toHaveAttribute('data-portal-id', site.forms.portalId);
  });

  test('shows the office address from the site settings', async ({ page }) => {
    const office = page.locator('[data-contact-card="office"]');
    await expect(office.getByRole('heading', { level: 3 })).toHaveText(contact.details.office.title);
    await expect(office).toContainText(site.address.street);
    await expect(office).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
  });

  test('shows the general e-mail as a mail link', async ({ page }) => {
    const card = page.locator('[data-contact-card="email"]');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(contact.details.email.title);
    const link = card.locator('[data-contact-email]');
    await expect(link).toHaveAttribute('href', `mailto:${site.email.general}`);
    await expect(link).toHaveText(site.email.general);
  });

  test('shows the business hours exactly', async ({ page }) => {
    const card = page.locator('[data-contact-card="hours"]');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(contact.details.hours.title);
    await expect(card.locator('[data-business-hours] li')).toHaveText(contact.details.hours.lines);
  });

  test('shows a decorative illustration with empty alt text and its size set', async ({ page }) => {
    const image = page.locator('img[data-contact-illustration]');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('has Home > Contact as its breadcrumb', async ({ page, pageData }) => {
    await expectBreadcrumb(page, pageData, 'Contact', '/contact');
  });
});

/** The numbered sections, the table of contents and the 'Last updated' date of a legal page. */
async function expectLegalDocument(page: Page, legal: LegalDocument) {
  await expect(page.locator('h1')).toHaveText(legal.title);
  // The page numbers the sections 01, 02 … in their order in the content.
  const numbers = legal.sections.map((_s, i) => String(i + 1).padStart(2, '0'));
  const sections = page.locator('main [data-legal-section]');
  await expect(sections).toHaveCount(legal.sections.length);
  expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-legal-section')))).toEqual(numbers);
  await expect(sections.locator('h2 [data-legal-number]')).toHaveText(numbers);

  const toc = page.getByRole('navigation', { name: 'On this page' });
  const tocLinks = toc.getByRole('link');
  await expect(tocLinks).toHaveCount(legal.sections.length);
  const targets = await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = await sections.evaluateAll((els) => els.map((el) => `#${el.id}`));
  expect(targets).toEqual(ids);

  await expect(page.locator('[data-last-updated]')).toContainText('Last updated');
  await expect(page.locator('[data-last-updated] time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  await expect(sections.locator('[data-legal-heading]')).toHaveText(legal.sections.map((s) => s.heading));
  // Each section shows its paragraphs: the opening words of each plain one (no link, emphasis or placeholder).
  for (const section of legal.sections) {
    for (const block of section.body) {
      const paragraph = 'paragraph' in block ? block.paragraph : undefined;
      if (!paragraph || /[[\]*`{}_<>&"'“”‘’]/.test(paragraph)) continue;
      await expect(page.locator(`#${section.id}`)).toContainText(paragraph.split(/\s+/).slice(0, 6).join(' '));
    }
  }
  return sections;
}

/** The table of contents jumps to the last section. */
async function expectTocJump(page: Page, legal: LegalDocument, route: string) {
  const last = legal.sections.at(-1)!;
  await page.getByRole('navigation', { name: 'On this page' }).locator(`a[href="#${last.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${route}#${last.id}$`));
  await expect(page.locator(`#${last.id} h2`)).toBeInViewport();
}

test.describe('/terms', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/terms');
  });

  test('shows every section of the content, numbered, with its table of contents', async ({ page }) => {
    await expectLegalDocument(page, terms);
  });

  test('the table of contents jumps to a section', async ({ page }) => {
    await expectTocJump(page, terms, '/terms');
  });

  test('has Home > Terms as its breadcrumb', async ({ page, pageData }) => {
    await expectBreadcrumb(page, pageData, 'Terms', '/terms');
  });
});

test.describe('/privacy', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/privacy');
  });

  test('has a data-controller block and every section of the content, numbered', async ({ page }) => {
    const controller = page.locator('[data-controller]');
    await expect(controller).toContainText(site.brand.company);
    await expect(controller).toContainText(site.address.street);
    await expect(controller.locator('[data-privacy-email]')).toHaveAttribute('href', `mailto:${site.email.privacy}`);
    await expectLegalDocument(page, privacy);
  });

  test('the table of contents jumps to a section', async ({ page }) => {
    await expectTocJump(page, privacy, '/privacy');
  });

  test('links to the Terms of Service from the policy itself', async ({ page }) => {
    const link = page.locator('main article a[href="/terms"]').first();
    await expect(link).toHaveText(terms.title);
  });

  test('describes the consent banner with the labels the banner really shows', async ({ page }) => {
    const banner = site.consentBanner;
    const section = privacy.sections.find((s) => JSON.stringify(s.body).includes(banner.title));
    expect(section, 'a privacy section describes the consent banner by its title').toBeDefined();
    const text = page.locator(`#${section?.id ?? 'missing'}`);
    for (const label of [banner.title, banner.acceptLabel, banner.rejectLabel, banner.reopenLabel]) await expect(text).toContainText(label);
    await expect(text.locator('code').first()).toHaveText('cookieConsent');
  });

  test('has Home > Privacy as its breadcrumb', async ({ page, pageData }) => {
    await expectBreadcrumb(page, pageData, 'Privacy', '/privacy');
  });
});

for (const route of ['/partnerships', '/about', '/contact', '/terms', '/privacy']) {
  test(`${route} fits a 360 px phone without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
