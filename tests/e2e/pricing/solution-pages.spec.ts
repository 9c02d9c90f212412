import type { Locator, Page } from '@playwright/test';
import gpuData from '../../../.generated/content/pricing/gpu-infrastructure.ts';
import storageData from '../../../.generated/content/pricing/storage.ts';
import gpuPage from '../../../.generated/content/pages/gpu-infrastructure.ts';
import softwarePageContent from '../../../.generated/content/pages/nvidia-ai-enterprise.ts';
import storagePage from '../../../.generated/content/pages/governed-storage.ts';
import site from '../../../.generated/content/site.ts';
import { softwarePagePricing } from '../../../lib/content/pricing.ts';
import { escapeRegExp } from '../../../lib/format/regExp.ts';
import type { CallToAction } from '../../../.generated/types/defs/common.ts';
import { expect, test } from '../fixtures.ts';
import { gpu, pages, rowFigures, storageFacts, storageRates, tableIn, termKeys, type Figures } from './shownPrices.ts';

// The marketplace's solution pages (GPU infrastructure, governed storage, NVIDIA AI Enterprise): their
// cards and buttons, and their prices exactly as /pricing shows them.

/** The labels of a page's buttons of one kind, in its hero and its closing section (content/pages/*.yaml). */
const labelsOf = (kind: CallToAction['kind'], ...sections: readonly { ctas: readonly CallToAction[] }[]) => [
  ...new Set(sections.flatMap((section) => section.ctas.filter((cta) => cta.kind === kind).map((cta) => cta.label))),
];

/** The page has links named `name`, and each is a contact button leading to /contact. */
async function expectContactLinks(page: Page, name: string): Promise<void> {
  const links = page.getByRole('link', { name });
  await expect.soft(links).not.toHaveCount(0);
  for (const link of await links.all()) {
    await expect.soft(link).toHaveAttribute('data-cta-kind', 'contact');
    await expect.soft(link).toHaveAttribute('href', '/contact');
  }
}

test('the GPU page: model cards, benefits, IaaS benefits and its contact buttons; its prices and specs exactly as /pricing shows them', async ({ page, browser }) => {
  await page.goto(pages.gpu.route);
  await test.step('the model cards, benefits, IaaS benefits and the contact buttons', async () => {
    await expect.soft(page.locator('[data-gpu-model]').getByRole('heading', { level: 3 })).toHaveText(gpuPage.models.items.map((c) => `${gpuData.vendor} ${c.model}`));
    for (const { model } of gpuPage.models.items) {
      const expected = gpu[model]!;
      const card = page.locator(`[data-gpu-model="${model}"]`);
      await expect.soft(card).toContainText(expected.class);
      await expect.soft(card.locator('[data-spec-value]')).toHaveText(expected.specs);
      await expect.soft(card.locator('[data-gpu-performance] li')).not.toHaveCount(0);
      await expect.soft(card.locator('[data-gpu-use-cases] li')).not.toHaveCount(0);
    }
    await expect.soft(page.locator('[data-grid="benefits"] [data-card]')).not.toHaveCount(0);
    await expect.soft(page.locator('[data-grid="iaas"] h3')).toHaveText(gpuPage.iaas.items.map((i) => i.title));
    for (const label of labelsOf('contact', gpuPage.hero, gpuPage.closing)) await expectContactLinks(page, label);
    await expect.soft(page.locator('[data-license-note]')).toBeVisible();
  });
  await test.step('each model’s prices and specs exactly as /pricing shows them', async () => {
    const pricing = await browser.newPage();
    await pricing.goto('/pricing');
    const table = tableIn(pricing, 'gpu-infrastructure');
    await expect(page.locator('[data-gpu-model]')).toHaveCount(gpuPage.models.items.length);
    for (const model of gpuPage.models.items.map((c) => c.model)) {
      const onPricing = await rowFigures(table, new RegExp(`^${escapeRegExp(gpuData.vendor)} ${escapeRegExp(model)} `));
      const card = page.locator(`[data-gpu-model="${model}"]`);
      const onCard: Figures = [];
      for (const key of termKeys) {
        const row = card.locator(`[data-gpu-prices] [data-term="${key}"]`);
        onCard.push([await row.locator('[data-price-yearly]').innerText(), await row.locator('[data-price-monthly]').innerText()]);
      }
      expect.soft(onCard, model).toEqual(onPricing);
      const specsOnPricing = await table.getByRole('rowheader', { name: new RegExp(`${escapeRegExp(gpuData.vendor)} ${escapeRegExp(model)} `) }).innerText();
      for (const spec of await card.locator('[data-spec-value]').allInnerTexts()) expect.soft(specsOnPricing).toContain(spec.trim());
    }
    await pricing.close();
  });
});

test('the storage page: detail cards, key advantages, use cases, tiers and the contact buttons; its price exactly as /pricing shows it', async ({ page, browser }) => {
  await page.goto(pages.storage.route);
  await test.step('the detail cards, key advantages, use cases, tiers and the contact buttons', async () => {
    const cards = page.locator('[data-storage-card]');
    await expect.soft(cards.getByRole('heading', { level: 3 })).toHaveText(storagePage.details.items.map((c) => c.title));
    const details = (await page.locator('[data-storage-details] li').allInnerTexts()).join('\n');
    for (const fact of storageFacts) expect.soft(details).toContain(fact);
    await expect.soft(page.locator('section#advantages h2')).toHaveText(storagePage.advantages.heading.title);
    await expect.soft(page.locator('[data-grid="advantages"] [data-card]')).toHaveCount(storagePage.advantages.items.length);
    await expect.soft(page.locator('section#use-cases h2')).toHaveText(storagePage.useCases.heading.title);
    await expect.soft(page.locator('[data-grid="use-cases"] [data-card]')).toHaveCount(storagePage.useCases.items.length);
    await expect.soft(page.locator('[data-storage-tier]')).toHaveText(storageData.tiers.map((t) => new RegExp(escapeRegExp(t.name))));
    for (const label of labelsOf('contact', storagePage.hero, storagePage.closing)) await expectContactLinks(page, label);
    await expect.soft(page.locator('[data-license-note]')).toBeVisible();
  });
  await test.step('the storage price exactly as /pricing shows it', async () => {
    const text = async (l: Locator) => ((await l.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const read = async (p: Page, scope: string) => [await text(p.locator(`${scope} [data-storage-rate="yearly"]`)), await text(p.locator(`${scope} [data-storage-rate="monthly"]`))];
    const pricing = await browser.newPage();
    await pricing.goto('/pricing');
    const onPricing = await read(pricing, 'section#storage');
    expect.soft(await read(page, 'section#pricing')).toEqual(onPricing);
    expect.soft(onPricing).toEqual(storageRates);
    await pricing.close();
  });
});

test('the software page: the tier cards with the software-page prices, badge and buttons, and the license note', async ({ page }) => {
  await page.goto(pages.software.route);
  const tierCards = softwarePageContent.tiers.items;
  const cards = page.locator('[data-tier]');
  await expect(cards).toHaveCount(tierCards.length);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(tierCards.map((c) => c.name));
  for (const tier of tierCards) {
    const card = page.locator(`[data-tier="${tier.name}"]`);
    await expect(card.locator('[data-tier-pricing]')).toHaveText(softwarePagePricing(tier.name));
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(card.locator('[data-tier-features] li')).toHaveText(tier.features);
    await expect(card.locator('[data-tier-ideal-for]')).toContainText(`${softwarePageContent.tiers.idealForLabel}:`);
    const button = card.getByRole('link', { name: tier.cta.label });
    await expect(button).toHaveAttribute('data-cta-kind', tier.cta.kind);
    if (tier.cta.kind === 'contact') await expect(button).toHaveAttribute('href', '/contact');
    if (tier.badge) await expect(card.locator('[data-tier-badge]')).toHaveText(tier.badge);
    else await expect(card.locator('[data-tier-badge]')).toHaveCount(0);
  }
  for (const label of labelsOf('app', softwarePageContent.hero, softwarePageContent.closing)) {
    const links = page.getByRole('link', { name: label });
    await expect(links, label).not.toHaveCount(0);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('data-cta-kind', 'app');
      await expect(link).toHaveAttribute('href', site.appUrl);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  }
  await expect(page.locator('[data-license-note]')).toBeVisible();
});
