// Open Graph images (1200×630 PNG) for the articles: each article's hero illustration with its
// category and title, drawn in Chromium and saved to public/og/articles/<slug>.png. The PNGs are
// committed; run this again after adding an article or changing a title or hero image:
//   node scripts/og-images.mjs            (all articles)
//   node scripts/og-images.mjs <slug> …   (some)
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { chromium } from 'playwright-core';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const articlesDir = path.join(root, 'content/articles');
const outDir = path.join(root, 'public/og/articles');
const site = YAML.parse(readFileSync(path.join(root, 'content/site.yaml'), 'utf8'));
const wanted = process.argv.slice(2);

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function html({ title, category, art }) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif;
    background: radial-gradient(700px 420px at 90% -10%, rgb(99 102 241 / 0.45), transparent 60%), radial-gradient(500px 360px at 0% 110%, rgb(79 70 229 / 0.3), transparent 60%), #0b1226; }
  .art { position: absolute; right: 56px; top: 50%; width: 520px; height: 273px; transform: translateY(-50%); border-radius: 22px; box-shadow: 0 30px 80px -20px rgb(0 0 0 / 0.6); outline: 1px solid rgb(255 255 255 / 0.14); }
  .shade { display: none; }
  .text { position: absolute; left: 64px; top: 60px; bottom: 60px; width: 520px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 14px; color: #fff; font-weight: 700; font-size: 30px; }
  .brand svg { width: 40px; height: 40px; }
  .category { margin-top: auto; align-self: flex-start; color: #c7cdfe; background: rgb(99 102 241 / 0.22); border: 1px solid rgb(165 174 252 / 0.45); border-radius: 999px; padding: 8px 18px; font-size: 22px; font-weight: 600; }
  h1 { margin-top: 22px; color: #fff; font-size: ${title.length > 70 ? 38 : title.length > 45 ? 44 : 50}px; line-height: 1.12; font-weight: 700; letter-spacing: -0.01em; }
  .site { margin-top: 28px; color: #9aa1b7; font-size: 22px; }
  </style></head><body>
  <img class="art" src="data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}" alt="">
  <div class="shade"></div>
  <div class="text">
    <div class="brand"><svg viewBox="0 0 24 24" fill="none"><path d="M12 2 3.5 5.5v6.2c0 5 3.6 8.9 8.5 10.3 4.9-1.4 8.5-5.3 8.5-10.3V5.5L12 2Z" fill="#6366f1"/><path d="m8 12 3 3 5-6" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>${escape(site.brand.product)}</div>
    <div class="category">${escape(category)}</div>
    <h1>${escape(title)}</h1>
    <div class="site">${escape(new URL(site.siteUrl).host)} · Resources</div>
  </div>
  </body></html>`;
}

const files = readdirSync(articlesDir)
  .filter((f) => f.endsWith('.md'))
  .sort();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const file of files) {
    const slug = file.replace(/\.md$/, '');
    if (wanted.length && !wanted.includes(slug)) continue;
    const { data } = matter(readFileSync(path.join(articlesDir, file), 'utf8'), { engines: { yaml: (s) => YAML.parse(s) } });
    const art = readFileSync(path.join(root, 'public', data.heroImage.src), 'utf8');
    // Brand placeholders (`{product}`) are filled as the build fills them.
    const brand = (text) => text.replace(/\{(company|companyShort|product)\}/g, (_, name) => site.brand[name] ?? site.brand.company);
    await page.setContent(html({ title: brand(data.title), category: brand(data.category), art }), { waitUntil: 'load' });
    const out = path.join(outDir, `${slug}.png`);
    await page.screenshot({ path: out, type: 'png' });
    console.log(path.relative(root, out));
  }
} finally {
  await browser.close();
}
