// Full-page screenshots of built routes at phone and desktop widths, for looking at what we ship.
// Usage: node scripts/screenshot.mjs / /pricing …   → .shots/<route>-390.png and -1280.png
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { desktopChromium } from './desktopChromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 4300 + Math.floor(Math.random() * 500);
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
// With --banner the browser passes for a visitor's (navigator.webdriver false) and a first visit shows
// the consent banner; without it the consent library sees an automated browser and hides (hideFromBots).
const banner = process.argv.includes('--banner');
// Before the server starts: a missing browser stops the script, which must not leave the server running.
const executablePath = desktopChromium();
const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const outDir = path.join(root, '.shots');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...(banner ? ['--disable-blink-features=AutomationControlled'] : [])],
});
try {
  for (const route of routes.length ? routes : ['/']) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.route(
        (u) => u.hostname !== 'localhost',
        (r) => r.abort(),
      );
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      const name = (route === '/' ? 'home' : route.slice(1).replace(/[/#]/g, '_')) + `-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(path.join('.shots', name));
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
