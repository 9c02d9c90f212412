import type { Page } from '@playwright/test';
import { readContent } from './content.ts';
import { expect, test } from './fixtures.ts';

// The company pages (/partnerships, /about, /contact, /terms, /privacy), read as a visitor sees them
// in the built HTML. Figures the spec fixes are written out here; the rest is read from the content.
const read = readContent;

interface Site {
  siteUrl: string;
  appUrl: string;
  pressArticleUrl: string;
  email: { general: string; partners: string; privacy: string };
  address: { street: string; city: string; region: string; postalCode: string };
  brand: { company: string };
  forms: { portalId: string; contactFormId: string };
}
const site = read<Site>('site.yaml');
const about = read<{ hero: { title: string }; leadership: { people: { name: string; role: string }[] }; values: { items: { title: string }[] } }>('pages/about.yaml');
const partnerships = read<{ hero: { title: string } }>('pages/partnerships.yaml');
const contact = read<{ hero: { title: string } }>('pages/contact.yaml');

const partnerPortal = `${site.appUrl}/welcome`;
const pillarNames = ['Enforceable Policy', 'Continuous Analysis', 'Detection', 'Measurement of Effectiveness', 'Performance Improvement', 'Policy Improvement', 'Auditability'];
const numbers = Array.from({ length: 14 }, (_, i) => String(i + 1).padStart(2, '0'));

// A stored consent choice keeps the banner out of the way of the clicks below (it has its own tests).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
});

async function sectionOrder(page: Page): Promise<string[]> {
  return page.locator('main [data-section]').evaluateAll((els) => els.map((el) => el.getAttribute('data-section') ?? ''));
}

async function breadcrumbLd(page: Page): Promise<{ name: string; item: string }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const things = blocks.flatMap((text) => [JSON.parse(text)].flat()) as { '@type': string; itemListElement?: { position: number; name: string; item: string }[] }[];
  const list = things.find((t) => t['@type'] === 'BreadcrumbList');
  expect(list, 'the page has BreadcrumbList structured data').toBeDefined();
  return (list?.itemListElement ?? []).sort((a, b) => a.position - b.position).map(({ name, item }) => ({ name, item }));
}

async function expectBreadcrumb(page: Page, name: string, route: string) {
  expect(await breadcrumbLd(page)).toEqual([
    { name: 'Home', item: `${site.siteUrl}/` },
    { name, item: `${site.siteUrl}${route}` },
  ]);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.locator('[aria-current="page"]')).toHaveText(name);
}

async function expectNewTab(link: ReturnType<Page['locator']>, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
}

async function expectSevenPillars(page: Page) {
  const pillars = page.locator('[data-section="pillars"] [data-pillar] h3');
  await expect(pillars).toHaveCount(7);
  await expect(pillars).toHaveText(pillarNames.map((name, i) => `Pillar ${i + 1}: ${name}`));
}

test.describe('/partnerships', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/partnerships');
  });

  test('shows the program sections in order under one h1', async ({ page }) => {
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText(partnerships.hero.title);
    expect(await sectionOrder(page)).toEqual(['hero', 'mission', 'pillars', 'tiers', 'why-join', 'program', 'join']);
    await expect(page.locator('[data-section="mission"] [data-mission-statement]')).not.toBeEmpty();
    await expect(page.locator('[data-section="program"] h2')).toHaveText('From first conversation to Strategic Partner');
    await expect(page.locator('[data-program-step]')).toHaveCount(4);
  });

  test('numbers the Seven Pillars 1 to 7', async ({ page }) => {
    await expectSevenPillars(page);
  });

  test('lists the five partner tiers in order, I to V', async ({ page }) => {
    const tiers = page.locator('[data-section="tiers"] [data-tier]');
    await expect(tiers).toHaveCount(5);
    await expect(tiers.locator('h3')).toHaveText(['I Governance Partner', 'II Growth Partner', 'III Trust Partner', 'IV Sovereign Partner', 'V Strategic Partner']);
    for (const tier of await tiers.all()) await expect(tier.locator('p').last()).not.toBeEmpty();
  });

  test('has the four Why Join cards', async ({ page }) => {
    await expect(page.locator('[data-section="why-join"] [data-why-join-card] h3')).toHaveText([
      'Enable Trusted AI',
      'Accelerate Client Success',
      'Expand Market Reach',
      'Earn Performance-Based Rewards',
    ]);
  });

  test('Join the Constellation shows the partners e-mail and opens the partner portal in a new tab', async ({ page }) => {
    const join = page.locator('[data-section="join"]');
    await expect(join.getByRole('heading', { level: 2 })).toHaveText('Join the Constellation');
    const mail = join.locator('[data-partners-email]');
    await expect(mail).toHaveAttribute('href', `mailto:${site.email.partners}`);
    await expect(mail).toHaveText(site.email.partners);
    for (const label of ['Become a Partner', 'Contact Partnership Team']) {
      const button = join.getByRole('link', { name: label });
      await expect(button).toHaveAttribute('data-cta-kind', 'partner-portal');
      await expectNewTab(button, partnerPortal);
    }
    expect(partnerPortal).toMatch(/^https:\/\/[^/]+\/welcome$/);
  });

  test('the hero leads to the portal and to the tiers on this page', async ({ page }) => {
    const hero = page.locator('[data-section="hero"]');
    await expectNewTab(hero.getByRole('link', { name: 'Become a Partner' }), partnerPortal);
    await hero.getByRole('link', { name: 'Explore the tiers' }).click();
    await expect(page).toHaveURL(/\/partnerships#tiers$/);
    await expect(page.locator('#tiers')).toBeInViewport();
  });

  test('has Home > Partnerships as its breadcrumb', async ({ page }) => {
    await expectBreadcrumb(page, 'Partnerships', '/partnerships');
  });
});

test.describe('/about', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('shows mission, what we do, pillars, why us, recognition, leadership and values in order', async ({ page }) => {
    await expect(page.locator('h1')).toHaveText(about.hero.title);
    expect(await sectionOrder(page)).toEqual(['hero', 'mission', 'what-we-do', 'pillars', 'why-us', 'recognition', 'leadership', 'values', 'get-started']);
    for (const id of ['mission', 'what-we-do', 'why-us', 'recognition', 'leadership', 'values']) {
      await expect(page.locator(`[data-section="${id}"] h2`)).toHaveCount(1);
    }
  });

  test('numbers the Seven Pillars 1 to 7', async ({ page }) => {
    await expectSevenPillars(page);
  });

  test('what we do links to the solution pages', async ({ page }) => {
    const links = page.locator('[data-section="what-we-do"] [data-offering] a');
    await expect(links).toHaveCount(3);
    expect(await links.evaluateAll((els) => els.map((a) => [a.getAttribute('href'), a.getAttribute('data-cta-kind')]))).toEqual([
      ['/solutions/proof-of-governance', 'page'],
      ['/solutions/gpu-infrastructure', 'page'],
      ['/solutions/governed-storage', 'page'],
    ]);
  });

  test('the Awardable Solution note links to the press article in a new tab', async ({ page }) => {
    const award = page.locator('[data-section="recognition"] [data-award]');
    await expect(award).toContainText('Awardable Solution');
    const link = award.locator('a[data-cta-kind="press"]');
    await expect(link).toHaveCount(1);
    await expectNewTab(link, site.pressArticleUrl);
  });

  test('introduces two leaders with drawn initials avatars, not photographs', async ({ page }) => {
    const leaders = page.locator('[data-section="leadership"] [data-leader]');
    await expect(leaders).toHaveCount(2);
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

  test('closes with Contact Us to /contact', async ({ page }) => {
    const contactLink = page.locator('[data-section="get-started"]').getByRole('link', { name: 'Contact Us' });
    await expect(contactLink).toHaveAttribute('href', '/contact');
    await expect(contactLink).toHaveAttribute('data-cta-kind', 'contact');
  });

  test('has Home > About as its breadcrumb', async ({ page }) => {
    await expectBreadcrumb(page, 'About', '/about');
  });
});

test.describe('/contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('shows the form panel and the contact details', async ({ page }) => {
    await expect(page.locator('h1')).toHaveText(contact.hero.title);
    expect(await sectionOrder(page)).toEqual(['hero', 'contact-form', 'contact-details']);
  });

  test('holds the mount point of the provider contact form', async ({ page }) => {
    const mount = page.locator('[data-section="contact-form"] [data-form-mount="contact"]');
    await expect(mount).toHaveCount(1);
    await expect(mount).toHaveAttribute('data-form-id', site.forms.contactFormId);
    await expect(mount).toHaveAttribute('data-portal-id', site.forms.portalId);
  });

  test('shows the office address from the site settings', async ({ page }) => {
    const office = page.locator('[data-contact-card="office"]');
    await expect(office.getByRole('heading', { level: 3 })).toHaveText('Office Location');
    await expect(office).toContainText(site.address.street);
    await expect(office).toContainText(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
  });

  test('shows the general e-mail as a mail link', async ({ page }) => {
    const card = page.locator('[data-contact-card="email"]');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Email');
    const link = card.locator('[data-contact-email]');
    await expect(link).toHaveAttribute('href', `mailto:${site.email.general}`);
    await expect(link).toHaveText(site.email.general);
  });

  test('shows the business hours exactly', async ({ page }) => {
    const card = page.locator('[data-contact-card="hours"]');
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Business Hours');
    await expect(card.locator('[data-business-hours] li')).toHaveText(['Monday - Friday: 9:00 AM - 6:00 PM EST', 'Saturday - Sunday: Closed']);
  });

  test('shows a decorative illustration with empty alt text and its size set', async ({ page }) => {
    const image = page.locator('img[data-contact-illustration]');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('has Home > Contact as its breadcrumb', async ({ page }) => {
    await expectBreadcrumb(page, 'Contact', '/contact');
  });
});

/** The numbered sections, the table of contents and the 'Last updated' date of a legal page. */
async function expectLegalDocument(page: Page) {
  const sections = page.locator('main [data-legal-section]');
  await expect(sections).toHaveCount(14);
  expect(await sections.evaluateAll((els) => els.map((el) => el.getAttribute('data-legal-section')))).toEqual(numbers);
  await expect(sections.locator('h2 [data-legal-number]')).toHaveText(numbers);

  const toc = page.getByRole('navigation', { name: 'On this page' });
  const tocLinks = toc.getByRole('link');
  await expect(tocLinks).toHaveCount(14);
  const targets = await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const ids = await sections.evaluateAll((els) => els.map((el) => `#${el.id}`));
  expect(targets).toEqual(ids);

  await expect(page.locator('[data-last-updated]')).toContainText('Last updated');
  await expect(page.locator('[data-last-updated] time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
  return sections;
}

test.describe('/terms', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/terms');
  });

  test('has fourteen sections numbered 01 to 14 with the spec headings in order', async ({ page }) => {
    await expect(page.locator('h1')).toHaveText('Terms of Service');
    const sections = await expectLegalDocument(page);
    await expect(sections.locator('[data-legal-heading]')).toHaveText([
      'About Us',
      'Definitions',
      'Services',
      'Price and Version',
      'Features',
      'Access',
      'Modification',
      'Termination',
      'Proprietary Rights',
      'Warranty Disclaimer',
      'Liability',
      'Indemnification',
      'COPPA',
      'CCPA',
    ]);
  });

  test('states the free demo version, the minimum age and what the module does not do', async ({ page }) => {
    await expect(page.locator('#price-and-version')).toContainText('currently free of charge and are offered only as an informational demo version');
    await expect(page.locator('#access')).toContainText('not intended for anyone under 18');
    await expect(page.locator('#services')).toContainText('does not determine compliance status');
    await expect(page.locator('#services')).toContainText('does not guarantee compliance');
  });

  test('the table of contents jumps to a section', async ({ page }) => {
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: /CCPA/ }).click();
    await expect(page).toHaveURL(/\/terms#ccpa$/);
    await expect(page.locator('#ccpa h2')).toBeInViewport();
  });

  test('has Home > Terms as its breadcrumb', async ({ page }) => {
    await expectBreadcrumb(page, 'Terms', '/terms');
  });
});

test.describe('/privacy', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/privacy');
  });

  test('has a data-controller block and fourteen sections numbered 01 to 14', async ({ page }) => {
    await expect(page.locator('h1')).toHaveText('Privacy Policy');
    const controller = page.locator('[data-controller]');
    await expect(controller).toContainText(site.brand.company);
    await expect(controller).toContainText(site.address.street);
    await expect(controller.locator('[data-privacy-email]')).toHaveAttribute('href', `mailto:${site.email.privacy}`);
    await expectLegalDocument(page);
  });

  test('links to the Terms of Service from the policy itself', async ({ page }) => {
    const link = page.locator('main article a[href="/terms"]').first();
    await expect(link).toHaveText('Terms of Service');
  });

  test('states that data is stored on servers in the USA', async ({ page }) => {
    await expect(page.locator('#international-data-transfers')).toContainText('data is stored on servers in the USA');
  });

  test('describes the consent banner the site really shows', async ({ page }) => {
    const cookies = page.locator('#cookies-and-consent');
    for (const text of ['We value your privacy', 'Accept All', 'Reject All', 'Cookie settings']) await expect(cookies).toContainText(text);
    await expect(cookies.locator('code').first()).toHaveText('cookieConsent');
  });

  test('names 18 as the minimum age and explains California rights', async ({ page }) => {
    await expect(page.locator('#childrens-privacy')).toContainText('not intended for anyone under 18');
    await expect(page.locator('#california-privacy-rights-ccpa')).toContainText('We do not sell personal information');
  });

  test('has Home > Privacy as its breadcrumb', async ({ page }) => {
    await expectBreadcrumb(page, 'Privacy', '/privacy');
  });
});

for (const route of ['/partnerships', '/about', '/contact', '/terms', '/privacy']) {
  test(`${route} fits a 360 px phone without horizontal scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
}
