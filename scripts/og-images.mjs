// Open Graph images (1200×630 PNG) for the articles: each article's hero illustration with its
// category and title, drawn in Chromium and saved to public/og/articles/<slug>.png. The PNGs are
// committed, with what each shows (scripts/brand/shareImageInputs.mjs, which validate compares with
// the content); run this again after adding an article or changing a title or hero image:
//   node scripts/og-images.mjs            (all articles)
//   node scripts/og-images.mjs <slug> …   (some)
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { chromium } from 'playwright-core';
import YAML from 'yaml';
import { fillBrand, recordShareImageInputs } from './brand/shareImageInputs.mjs';

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
    background: linear-gradient(to right, rgb(255 255 255 / 0.05) 1px, transparent 1px) 0 0 / 48px 48px, linear-gradient(to bottom, rgb(255 255 255 / 0.05) 1px, transparent 1px) 0 0 / 48px 48px, #0a131b; }
  .art { position: absolute; right: 56px; top: 50%; width: 520px; height: 273px; transform: translateY(-50%); border-radius: 12px; box-shadow: 0 30px 80px -20px rgb(0 0 0 / 0.6); outline: 1px solid rgb(255 255 255 / 0.14); }
  .shade { display: none; }
  .text { position: absolute; left: 64px; top: 60px; bottom: 60px; width: 520px; display: flex; flex-direction: column; }
  .brand { display: flex; align-items: center; gap: 14px; color: #fff; font-weight: 700; font-size: 30px; }
  .brand svg { width: 40px; height: 40px; }
  .category { margin-top: auto; align-self: flex-start; display: flex; align-items: center; gap: 12px; color: #6bc4d9; font-family: ui-monospace, "DejaVu Sans Mono", monospace; text-transform: uppercase; letter-spacing: 0.12em; font-size: 18px; font-weight: 500; }
  .category::before { content: ""; width: 12px; height: 12px; background: currentColor; }
  h1 { margin-top: 22px; color: #fff; font-size: ${title.length > 70 ? 38 : title.length > 45 ? 44 : 50}px; line-height: 1.12; font-weight: 700; letter-spacing: -0.02em; }
  .site { margin-top: 28px; color: #8a97a2; font-size: 22px; }
  </style></head><body>
  <img class="art" src="data:image/svg+xml;base64,${Buffer.from(art).toString('base64')}" alt="">
  <div class="shade"></div>
  <div class="text">
    <div class="brand"><svg viewBox="0 0 32 32"><path d="M9 2h14a7 7 0 0 1 7 7v14a7 7 0 0 1-7 7H9a7 7 0 0 1-7-7V9a7 7 0 0 1 7-7Z" fill="#168aa6"/><path d="M8 8h16v4.5h-5.75V24h-4.5V12.5H8Z" fill="#fff"/><path d="M20 19.5h4.5V24H20Z" fill="#a4dcea"/></svg>${escape(site.brand.product)}</div>
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
const made = {};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  for (const file of files) {
    const slug = file.replace(/\.md$/, '');
    if (wanted.length && !wanted.includes(slug)) continue;
    const { data } = matter(readFileSync(path.join(articlesDir, file), 'utf8'), { engines: { yaml: (s) => YAML.parse(s) } });
    const art = readFileSync(path.join(root, 'public', data.heroImage.src), 'utf8');
    // Brand placeholders (`{product}`) are filled as the build fills them.
    const article = `content/articles/${file}`;
    const shown = {
      title: { file: article, field: 'title', value: fillBrand(data.title, site.brand) },
      category: { file: article, field: 'category', value: fillBrand(data.category, site.brand) },
      art: { file: article, field: 'heroImage.src', value: data.heroImage.src },
      product: { file: 'content/site.yaml', field: 'brand.product', value: site.brand.product },
      siteUrl: { file: 'content/site.yaml', field: 'siteUrl', value: site.siteUrl },
    };
    await page.setContent(html({ title: shown.title.value, category: shown.category.value, art }), { waitUntil: 'load' });
    const out = path.join(outDir, `${slug}.png`);
    await page.screenshot({ path: out, type: 'png' });
    console.log(path.relative(root, out));
    made[path.relative(root, out).split(path.sep).join('/')] = { command: `node scripts/og-images.mjs ${slug}`, inputs: Object.values(shown) };
  }
} finally {
  await browser.close();
}
recordShareImageInputs(root, made);
