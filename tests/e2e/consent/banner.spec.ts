import navigation from '#content/navigation';
import { routes } from '../../../lib/routes.ts';
import { consentBanner } from '../content.ts';
import { expect, storedConsent, test } from '../fixtures.ts';
import { afterNextFrames } from '../pageStates.ts';
import { banner, consentCalls, preferences, switchOf } from './dialogs.ts';

// One visitor's first visit: the banner on three pages (no layout shift), its buttons, then a mixed choice.
test('first visit: the banner moves nothing, offers Accept All and Reject All with equal weight and a quieter Manage preferences; defaults are denied; a mixed choice is stored as "custom"', async ({
  page,
}) => {
  // The shifts from the moment the library adds its markup: one while the page is still being parsed
  // (a partly parsed header drawn early on a busy machine) belongs to the page's load, not the banner.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number[] };
    w.shifts = [];
    let bannerSince = Infinity;
    new MutationObserver((_records, observer) => {
      if (!document.getElementById('cc-main')) return;
      bannerSince = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        if (e.startTime >= bannerSince) w.shifts.push((e as unknown as { value: number }).value);
      }),
    ).observe({ type: 'layout-shift', buffered: true });
  });
  const noLayoutShift = async (route: string) => {
    await expect(banner(page).getByRole('button', { name: consentBanner.acceptLabel })).toBeVisible();
    await afterNextFrames(page);
    expect.soft(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), route).toEqual([]);
  };
  const dialog = banner(page);
  await page.goto('/');
  await test.step('nothing on / moves when the banner appears (no layout shift)', () => noLayoutShift('/'));

  await test.step('the banner offers Accept All and Reject All with equal weight; defaults are denied', async () => {
    await expect(dialog).toBeVisible();
    const accept = page.getByRole('button', { name: consentBanner.acceptLabel });
    const reject = page.getByRole('button', { name: consentBanner.rejectLabel });
    await expect.soft(accept).toBeVisible();
    await expect.soft(reject).toBeVisible();
    const [a, r] = await Promise.all([accept.evaluate((e) => getComputedStyle(e).backgroundColor), reject.evaluate((e) => getComputedStyle(e).backgroundColor)]);
    expect.soft(a).toBe(r);
    expect
      .soft(await consentCalls(page))
      .toEqual([['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }]]);
  });

  await test.step('Manage preferences is quieter than Accept and Reject, at the same size', async () => {
    const styleOf = (name: string) =>
      dialog.getByRole('button', { name }).evaluate((e) => {
        const s = getComputedStyle(e);
        return { colors: `${s.backgroundColor} ${s.color}`, size: `${s.fontSize} ${s.fontWeight}` };
      });
    for (const name of [consentBanner.acceptLabel, consentBanner.rejectLabel, consentBanner.manageLabel]) await expect.soft(dialog.getByRole('button', { name })).toBeVisible();
    const accept = await styleOf(consentBanner.acceptLabel);
    expect.soft(await styleOf(consentBanner.rejectLabel)).toEqual(accept);
    const manage = await styleOf(consentBanner.manageLabel);
    expect.soft(manage.colors).not.toBe(accept.colors);
    expect.soft(manage.size).toBe(accept.size);
  });

  await test.step('the page stays usable behind the banner', async () => {
    const privacy = navigation.footer.legal.find((link) => link.href === routes.privacy)!;
    await page.getByRole('contentinfo').getByRole('link', { name: privacy.name }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.privacy}$`));
  });

  for (const route of ['/pricing', '/contact']) {
    await page.goto(route);
    await test.step(`nothing on ${route} moves when the banner appears (no layout shift)`, () => noLayoutShift(route));
  }

  await test.step('Manage preferences: one switch per category; a mixed choice is stored as "custom" and applied on a later visit', async () => {
    await page.goto('/');
    await dialog.getByRole('button', { name: consentBanner.manageLabel }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(switchOf(page, 'analytics')).not.toBeChecked();
    await expect(switchOf(page, 'advertising')).not.toBeChecked();
    await expect(switchOf(page, 'necessary')).toBeChecked();
    await expect(switchOf(page, 'necessary')).toBeDisabled();
    await switchOf(page, 'advertising').check();
    await preferences(page).getByRole('button', { name: consentBanner.saveLabel }).click();
    await expect(preferences(page)).toBeHidden();
    await expect(dialog).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ choice: 'custom', categories: 'advertising' });
    expect((await consentCalls(page)).at(-1)).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' }]);

    // A later visit applies the mixed choice without asking; Cookie settings shows it in the switches.
    await page.reload();
    await expect(dialog).toHaveCount(0);
    expect((await consentCalls(page)).at(-1)?.[2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'denied' });
    await page.getByRole('button', { name: consentBanner.reopenLabel }).click();
    await expect(switchOf(page, 'advertising')).toBeChecked();
    await expect(switchOf(page, 'analytics')).not.toBeChecked();
  });
});
