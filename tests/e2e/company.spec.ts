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
import { builtDocument, expectNewTab, linksNamed, navigationsNamed, sectionOrderOf, text, texts, type Document } from './builtDocument.ts';
import { expectBreadcrumb, trailOf } from './breadcrumbs.ts';
import { expect, test } from './fixtures.ts';

// The company pages (/partnerships, /about, /contact, /terms, /privacy): their markup read from the
// built HTML, and one browser visit per page for what needs one (width, scrolling, images).
// Every expectation about the copy, its lists and their lengths is read from the content (its
// generated modules), so that an editor's change to it cannot fail these tests.
const pillarNames = pillarsRecord.pillars.map((p) => p.name);

const partnerPortal = `${site.appUrl}/welcome`;
const portalCtas = (ctas: readonly CallToAction[]) => ctas.filter((c) => c.kind === 'partner-portal').map((c) => c.label);

// A stored consent choice keeps the banner out of the way of the clicks below (it has its own tests).
test.use({ consent: 'rejected' });

function expectPillars(doc: Document) {
  expect.soft(texts(doc, '[data-section="pillars"] [data-pillar] h3')).toEqual(pillarNames.map((name, i) => `${fillTemplate(site.ui.pillarNumber, { number: i + 1 })} ${name}`));
}

test.describe('/partnerships', () => {
  test('the built page: sections, pillars, tiers, Why Join, the join section, the hero links and the breadcrumb', async () => {
    const doc = builtDocument('/partnerships');
    await test.step('the program sections in order under one h1', () => {
      expect.soft(texts(doc, 'h1')).toEqual([partnerships.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'mission', 'pillars', 'tiers', 'why-join', 'program', 'join']);
      expect.soft(text(doc.querySelector('[data-section="mission"] [data-mission-statement]')), 'the mission statement').not.toBe('');
      expect.soft(texts(doc, '[data-section="program"] h2')).toEqual([partnerships.program.heading.title]);
      expect.soft(doc.querySelectorAll('[data-program-step]')).toHaveLength(partnerships.program.steps.length);
    });
    await test.step('numbers the pillars from 1, in the order of the content', () => expectPillars(doc));
    await test.step('lists the partner tiers in the order of the content', () => {
      const tiers = [...doc.querySelectorAll('[data-section="tiers"] [data-tier]')];
      expect.soft(tiers.flatMap((t) => texts(t, 'h3'))).toEqual(partnerships.tiers.items.map((t) => t.name));
      for (const tier of tiers) expect.soft(texts(tier, 'p').at(-1) ?? '', 'the tier text').not.toBe('');
    });
    await test.step('every Why Join card of the content', () => {
      expect.soft(texts(doc, '[data-section="why-join"] [data-why-join-card] h3')).toEqual(partnerships.whyJoin.items.map((c) => c.title));
    });
    await test.step('the join section shows the partners e-mail and opens the partner portal in a new tab', () => {
      const join = doc.querySelector('[data-section="join"]')!;
      expect.soft(texts(join, 'h2')).toEqual([partnerships.join.title]);
      const mail = join.querySelector('[data-partners-email]');
      expect.soft(mail?.getAttribute('href')).toBe(`mailto:${site.email.partners}`);
      expect.soft(text(mail)).toBe(site.email.partners);
      expect.soft(portalCtas(partnerships.join.ctas).length).toBeGreaterThan(0);
      for (const label of portalCtas(partnerships.join.ctas)) {
        const buttons = linksNamed(join, label);
        expect.soft(buttons, label).toHaveLength(1);
        expect.soft(buttons[0]?.getAttribute('data-cta-kind')).toBe('partner-portal');
        expectNewTab(buttons[0], partnerPortal);
      }
      expect.soft(partnerPortal).toMatch(/^https:\/\/[^/]+\/welcome$/);
    });
    await test.step('the hero leads to the portal and to the tiers on this page', () => {
      const hero = doc.querySelector('[data-section="hero"]')!;
      expect.soft(portalCtas(partnerships.hero.ctas).length).toBeGreaterThan(0);
      for (const label of portalCtas(partnerships.hero.ctas)) expectNewTab(linksNamed(hero, label)[0], partnerPortal);
    });
    await test.step('its breadcrumb', () => expectBreadcrumb(doc, trailOf('home', 'partnerships')));
  });

  test('in the browser: the hero link jumps to the tiers', async ({ page }) => {
    await page.goto('/partnerships');
    await test.step('the hero link to #tiers shows the tiers', async () => {
      const toTiers = partnerships.hero.ctas.find((c) => c.href?.endsWith('#tiers'));
      await page
        .locator('[data-section="hero"]')
        .getByRole('link', { name: toTiers?.label ?? 'a link to #tiers', exact: true })
        .click();
      await expect(page).toHaveURL(/\/partnerships#tiers$/);
      await expect(page.locator('#tiers')).toBeInViewport();
    });
  });
});

test.describe('/about', () => {
  test('the built page: sections, pillars, offerings, the award, the leaders, the values, the closing link and the breadcrumb', async () => {
    const doc = builtDocument('/about');
    await test.step('mission, what we do, pillars, why us, recognition, leadership and values in order', () => {
      expect.soft(texts(doc, 'h1')).toEqual([about.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'mission', 'what-we-do', 'pillars', 'why-us', 'recognition', 'leadership', 'values', 'get-started']);
      for (const id of ['mission', 'what-we-do', 'why-us', 'recognition', 'leadership', 'values']) expect.soft(doc.querySelectorAll(`[data-section="${id}"] h2`), id).toHaveLength(1);
    });
    await test.step('numbers the pillars from 1, in the order of the content', () => expectPillars(doc));
    await test.step('what we do links each offering to its page', () => {
      const links = [...doc.querySelectorAll('[data-section="what-we-do"] [data-offering] a')];
      expect.soft(links.map((a) => [a.getAttribute('href'), a.getAttribute('data-cta-kind')])).toEqual(about.whatWeDo.items.map((i) => [i.cta.href, i.cta.kind]));
    });
    await test.step('the award note links to the press article in a new tab', () => {
      const award = doc.querySelector('[data-section="recognition"] [data-award]');
      expect.soft(text(award)).toContain(about.recognition.award.badge);
      expect.soft(text(award)).toContain(about.recognition.award.title);
      const links = award ? [...award.querySelectorAll('a[data-cta-kind="press"]')] : [];
      expect.soft(links).toHaveLength(1);
      expectNewTab(links[0], site.pressArticleUrl);
    });
    await test.step('introduces the leaders with drawn initials avatars, not photographs', () => {
      const leaders = [...doc.querySelectorAll('[data-section="leadership"] [data-leader]')];
      expect.soft(leaders.flatMap((l) => texts(l, 'h3'))).toEqual(about.leadership.people.map((p) => p.name));
      for (const [i, person] of about.leadership.people.entries()) {
        const card = leaders[i];
        expect.soft(text(card)).toContain(person.role);
        expect.soft(card?.querySelector('svg[data-avatar]')?.getAttribute('aria-hidden'), person.name).toBe('true');
        const letters = person.name.split(' ').map((w) => w[0]);
        expect.soft(card && texts(card, 'svg[data-avatar] text')).toEqual([`${letters[0]}${letters.at(-1)}`]);
      }
      expect.soft(doc.querySelectorAll('[data-section="leadership"] img')).toHaveLength(0);
    });
    await test.step('lists every value of the content', () => {
      expect.soft(texts(doc, '[data-section="values"] [data-value] h3')).toEqual(about.values.items.map((v) => v.title));
    });
    await test.step('closes with a link to /contact', () => {
      const label = about.closing.ctas.find((c) => c.kind === 'contact')?.label ?? 'a contact link';
      const links = [...doc.querySelectorAll('[data-section="get-started"] a[href]')].filter((a) => text(a) === label);
      expect.soft(links.map((a) => [a.getAttribute('href'), a.getAttribute('data-cta-kind')])).toEqual([['/contact', 'contact']]);
    });
    await test.step('its breadcrumb', () => expectBreadcrumb(doc, trailOf('home', 'about')));
  });
});

test.describe('/contact', () => {
  test('the built page: sections, the form mount, the office, e-mail and hours, the illustration and the breadcrumb', async () => {
    const doc = builtDocument('/contact');
    await test.step('the form panel and the contact details', () => {
      expect.soft(texts(doc, 'h1')).toEqual([contact.hero.title]);
      expect.soft(sectionOrderOf(doc)).toEqual(['hero', 'contact-form', 'contact-details']);
    });
    await test.step('holds the mount point of the provider contact form', () => {
      const mounts = [...doc.querySelectorAll('[data-section="contact-form"] [data-form-mount="contact"]')];
      expect.soft(mounts.map((m) => [m.getAttribute('data-form-id'), m.getAttribute('data-portal-id')])).toEqual([[site.forms.contactFormId, site.forms.portalId]]);
    });
    await test.step('the office address from the site settings', () => {
      const office = doc.querySelector('[data-contact-card="office"]');
      expect.soft(office && texts(office, 'h3')).toEqual([contact.details.office.title]);
      expect.soft(text(office)).toContain(site.address.street);
      expect.soft(text(office)).toContain(`${site.address.city}, ${site.address.region} ${site.address.postalCode}`);
    });
    await test.step('the general e-mail as a mail link', () => {
      const card = doc.querySelector('[data-contact-card="email"]');
      expect.soft(card && texts(card, 'h3')).toEqual([contact.details.email.title]);
      const link = card?.querySelector('[data-contact-email]');
      expect.soft(link?.getAttribute('href')).toBe(`mailto:${site.email.general}`);
      expect.soft(text(link)).toBe(site.email.general);
    });
    await test.step('the business hours exactly', () => {
      const card = doc.querySelector('[data-contact-card="hours"]');
      expect.soft(card && texts(card, 'h3')).toEqual([contact.details.hours.title]);
      expect.soft(card && texts(card, '[data-business-hours] li')).toEqual(contact.details.hours.lines);
    });
    await test.step('a decorative illustration with empty alt text and its size set', () => {
      const image = doc.querySelector('img[data-contact-illustration]');
      expect.soft(image?.getAttribute('alt')).toBe('');
      expect.soft(image?.getAttribute('width')).toMatch(/^\d+$/);
      expect.soft(image?.getAttribute('height')).toMatch(/^\d+$/);
    });
    await test.step('its breadcrumb', () => expectBreadcrumb(doc, trailOf('home', 'contact')));
  });

  test('in the browser: the illustration loads', async ({ page }) => {
    await page.goto('/contact');
    await test.step('the illustration loads once scrolled to', async () => {
      const image = page.locator('img[data-contact-illustration]');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
  });
});

/** The numbered sections, the table of contents and the last-updated date of a legal page. */
function expectLegalDocument(doc: Document, legal: LegalDocument) {
  expect.soft(texts(doc, 'h1')).toEqual([legal.title]);
  // The page numbers the sections 01, 02 … in their order in the content.
  const numbers = legal.sections.map((_s, i) => String(i + 1).padStart(2, '0'));
  const sections = [...doc.querySelectorAll('main [data-legal-section]')];
  expect.soft(sections.map((el) => el.getAttribute('data-legal-section'))).toEqual(numbers);
  expect.soft(sections.flatMap((s) => texts(s, 'h2 [data-legal-number]'))).toEqual(numbers);

  const [toc] = navigationsNamed(doc, site.ui.onThisPage);
  const targets = toc ? [...toc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '') : [];
  expect.soft(targets).toEqual(sections.map((el) => `#${el.id}`));

  expect.soft(text(doc.querySelector('[data-last-updated]'))).toContain(site.ui.lastUpdated);
  expect.soft(doc.querySelector('[data-last-updated] time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect.soft(sections.flatMap((s) => texts(s, '[data-legal-heading]'))).toEqual(legal.sections.map((s) => s.heading));
  // Each section shows its paragraphs: the opening words of each plain one (no link, emphasis or placeholder).
  for (const section of legal.sections) {
    for (const block of section.body) {
      const paragraph = 'paragraph' in block ? block.paragraph : undefined;
      if (!paragraph || /[[\]*`{}_<>&"'“”‘’]/.test(paragraph)) continue;
      expect.soft(text(doc.getElementById(section.id)), section.id).toContain(paragraph.split(/\s+/).slice(0, 6).join(' '));
    }
  }
}

/** The table of contents jumps to the last section. */
async function expectTocJump(page: Page, legal: LegalDocument, route: string) {
  const last = legal.sections.at(-1)!;
  await page.getByRole('navigation', { name: site.ui.onThisPage }).locator(`a[href="#${last.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${route}#${last.id}$`));
  await expect(page.locator(`#${last.id} h2`)).toBeInViewport();
}

test.describe('/terms', () => {
  test('the built page: every section of the content, numbered, with its table of contents, and the breadcrumb', async () => {
    const doc = builtDocument('/terms');
    await test.step('every section of the content, numbered, with its table of contents', () => expectLegalDocument(doc, terms));
    await test.step('its breadcrumb', () => expectBreadcrumb(doc, trailOf('home', 'terms')));
  });

  test('in the browser: the table of contents jumps to a section', async ({ page }) => {
    await page.goto('/terms');
    await test.step('the table of contents jumps to a section', () => expectTocJump(page, terms, '/terms'));
  });
});

test.describe('/privacy', () => {
  test('the built page: the data controller, every section numbered, the link to the terms, the consent banner labels and the breadcrumb', async () => {
    const doc = builtDocument('/privacy');
    await test.step('a data-controller block and every section of the content, numbered', () => {
      const controller = doc.querySelector('[data-controller]');
      expect.soft(text(controller)).toContain(site.brand.company);
      expect.soft(text(controller)).toContain(site.address.street);
      expect.soft(controller?.querySelector('[data-privacy-email]')?.getAttribute('href')).toBe(`mailto:${site.email.privacy}`);
      expectLegalDocument(doc, privacy);
    });
    await test.step('links to the Terms of Service from the policy itself', () => {
      expect.soft(text(doc.querySelector('main article a[href="/terms"]'))).toBe(terms.title);
    });
    await test.step('describes the consent banner with the labels the banner really shows', () => {
      const banner = site.consentBanner;
      const section = privacy.sections.find((s) => JSON.stringify(s.body).includes(banner.title));
      expect.soft(section, 'a privacy section describes the consent banner by its title').toBeDefined();
      const shown = doc.getElementById(section?.id ?? 'missing');
      for (const label of [banner.title, banner.acceptLabel, banner.rejectLabel, banner.reopenLabel]) expect.soft(text(shown)).toContain(label);
      expect.soft(text(shown?.querySelector('code'))).toBe('cookieConsent');
    });
    await test.step('its breadcrumb', () => expectBreadcrumb(doc, trailOf('home', 'privacy')));
  });

  test('in the browser: the table of contents jumps to a section', async ({ page }) => {
    await page.goto('/privacy');
    await test.step('the table of contents jumps to a section', () => expectTocJump(page, privacy, '/privacy'));
  });
});
