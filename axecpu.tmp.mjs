import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const mode = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const tags=['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa'];
for (const route of ['/solutions/proof-of-governance','/pricing','/about','/resources']) {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto('http://localhost:5301' + route);
  let b = new AxeBuilder({ page }).withTags(tags);
  if (mode === 'v') b = b.options({ resultTypes: ['violations'] });
  await b.analyze();
  if (mode === 'none') {} 
  await ctx.close();
}
await browser.close();
