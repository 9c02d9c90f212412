// Full-page screenshots of built routes at phone and desktop widths, for looking at what we ship.
// Usage: node scripts/screenshot.mjs / /pricing …   → .shots/<route>-390.png and -1280.png
//   --dark          the system's dark setting (prefers-color-scheme: dark); files end in -dark.png
//   --port P        serve on port P (default: a random one from 4300)
//   --out DIR       write into DIR instead of .shots
//   --viewport      the first screen only instead of the full page
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { desktopChromium } from './desktopChromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const port = Number(option('--port') ?? 4300 + Math.floor(Math.random() * 500));
const routes = args.filter((a, i) => a.startsWith('/') && !['--out', '--port'].includes(args[i - 1] ?? ''));
const colorScheme = args.includes('--dark') ? 'dark' : 'light';
const fullPage = !args.includes('--viewport');
// With --banner the browser passes for a visitor's (navigator.webdriver false) and a first visit shows
// the consent banner; without it the consent library sees an automated browser and hides (hideFromBots).
const banner = args.includes('--banner');
// Before the server starts: a missing browser stops the script, which must not leave the server running.
const executablePath = desktopChromium();
const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port)], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 800));
const outDir = path.resolve(root, option('--out') ?? '.shots');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', ...(banner ? ['--disable-blink-features=AutomationControlled'] : [])],
});
try {
  for (const route of routes.length ? routes : ['/']) {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: width < 640 ? 844 : 900 }, colorScheme });
      await context.route(
        (u) => u.hostname !== 'localhost',
        (r) => r.abort(),
      );
      const page = await context.newPage();
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      const name = (route === '/' ? 'home' : route.slice(1).replace(/[/#]/g, '_')) + `-${width}${colorScheme === 'dark' ? '-dark' : ''}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage });
      console.log(path.join(outDir, name));
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
