// Renders the brand images in public/ from the brand mark (renderer/layout/Logo.tsx) and the site
// config: the default Open Graph image, the favicon set, the web manifest icons and /logo.svg, and
// records what the share image shows (scripts/brand/shareImageInputs.mjs). The manifest itself is
// written by the build (lib/webManifest.ts).
// Run once after a brand change and commit the output:  node scripts/brand-assets.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import YAML from 'yaml';
import { fillBrand, recordShareImageInputs } from './brand/shareImageInputs.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const site = YAML.parse(readFileSync(path.join(root, 'content/site.yaml'), 'utf8'));
const home = YAML.parse(readFileSync(path.join(root, 'content/pages/home.yaml'), 'utf8'));
const COMMAND = 'node scripts/brand-assets.mjs';
// The texts the default share image shows, with the field each comes from.
const shown = {
  product: { file: 'content/site.yaml', field: 'brand.product', value: site.brand.product },
  tagline: { file: 'content/site.yaml', field: 'brand.tagline', value: fillBrand(site.brand.tagline, site.brand) },
  subline: { file: 'content/pages/home.yaml', field: 'hero.title', value: fillBrand(home.hero.title, site.brand) },
  siteUrl: { file: 'content/site.yaml', field: 'siteUrl', value: site.siteUrl },
};

// The mark of Logo.tsx on its 32-unit grid: a petrol seal (accent-500) holding a white T (the tenet)
// and a pale square beside its stem (the proof).
const SEAL = 'M9 2h14a7 7 0 0 1 7 7v14a7 7 0 0 1-7 7H9a7 7 0 0 1-7-7V9a7 7 0 0 1 7-7Z';
const TENET = 'M8 8h16v4.5h-5.75V24h-4.5V12.5H8Z';
const PROOF = 'M20 19.5h4.5V24H20Z';
const ACCENT = '#168aa6';
const PROOF_FILL = '#a4dcea';
const INK = '#0a131b';

/** The mark alone, optionally on a square background, with `pad` units of margin around the 32-unit mark. */
function markSvg({ size, background, pad = 0, radius = 0 }) {
  const box = 32 + pad * 2;
  const bg = background ? `<rect x="${-pad}" y="${-pad}" width="${box}" height="${box}" rx="${radius}" fill="${background}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${-pad} ${-pad} ${box} ${box}">${bg}<path d="${SEAL}" fill="${ACCENT}"/><path d="${TENET}" fill="#fff"/><path d="${PROOF}" fill="${PROOF_FILL}"/></svg>`;
}

/** A Windows icon file holding PNG images (supported by every browser since 2012). */
function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--force-color-profile=srgb'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });

  async function renderPng(svg, width, height, file) {
    await page.setViewportSize({ width, height });
    await page.setContent(`<!DOCTYPE html><html><head><style>html,body{margin:0;background:transparent}svg{display:block}</style></head><body>${svg}</body></html>`);
    const data = await page.locator('svg').first().screenshot({ omitBackground: true, type: 'png' });
    if (file) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      console.log(path.relative(root, file), `${width}x${height}`, `${data.length} bytes`);
    }
    return data;
  }

  // Open Graph image: the tagline as headline, wrapped to the measured width of the template font.
  await page.setContent('<canvas></canvas>');
  const lines = await page.evaluate(
    ({ text, maxWidth }) => {
      const ctx = document.querySelector('canvas').getContext('2d');
      ctx.font = '700 54px "DejaVu Sans", "Liberation Sans", Arial, sans-serif';
      ctx.letterSpacing = '-1.5px';
      const out = [];
      for (const word of text.split(' ')) {
        const last = out.at(-1);
        if (last !== undefined && ctx.measureText(`${last} ${word}`).width <= maxWidth) out[out.length - 1] = `${last} ${word}`;
        else out.push(word);
      }
      return out;
    },
    { text: shown.tagline.value, maxWidth: 680 },
  );
  if (lines.length > 3) throw new Error(`The tagline needs ${lines.length} lines on the Open Graph image; the template has room for 3. Shorten brand.tagline.`);
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const offset = (3 - lines.length) * 34;
  const og = readFileSync(path.join(root, 'scripts/brand/og-default.svg'), 'utf8')
    .replace('{{product}}', escape(shown.product.value))
    .replace('{{line1}}', escape(lines[0] ?? ''))
    .replace('{{line2}}', escape(lines[1] ?? ''))
    .replace('{{line3}}', escape(lines[2] ?? ''))
    .replace('{{subline}}', escape(shown.subline.value))
    .replace('{{host}}', escape(new URL(shown.siteUrl.value).hostname))
    .replace(/y="(258|326|394)"/g, (_, y) => `y="${Number(y) + offset}"`);
  const ogFile = path.join(publicDir, site.defaultOgImage.replace(/^\//, ''));
  await renderPng(og, 1200, 630, ogFile);
  recordShareImageInputs(root, { [path.relative(root, ogFile).split(path.sep).join('/')]: { command: COMMAND, inputs: Object.values(shown) } });

  // Favicons: the mark on transparent for browsers, on white with margin where the platform crops.
  const favicon = markSvg({ size: 32 });
  writeFileSync(path.join(publicDir, 'favicon.svg'), favicon.replace(/ width="32" height="32"/, '') + '\n');
  const ico = icoFromPngs([
    { size: 16, data: await renderPng(markSvg({ size: 16 }), 16, 16) },
    { size: 32, data: await renderPng(markSvg({ size: 32 }), 32, 32) },
    { size: 48, data: await renderPng(markSvg({ size: 48 }), 48, 48) },
  ]);
  writeFileSync(path.join(publicDir, 'favicon.ico'), ico);
  console.log('public/favicon.ico 16, 32, 48');
  await renderPng(markSvg({ size: 180, background: '#ffffff', pad: 5 }), 180, 180, path.join(publicDir, 'apple-touch-icon.png'));
  await renderPng(markSvg({ size: 192, background: '#ffffff', pad: 4, radius: 7 }), 192, 192, path.join(publicDir, 'icons/icon-192.png'));
  await renderPng(markSvg({ size: 512, background: '#ffffff', pad: 4, radius: 7 }), 512, 512, path.join(publicDir, 'icons/icon-512.png'));
  // Maskable: full-bleed ink background, the mark inside the central safe zone (80 %).
  await renderPng(markSvg({ size: 512, background: INK, pad: 12 }), 512, 512, path.join(publicDir, 'icons/icon-maskable-512.png'));

  // The Organization logo of the structured data: the mark on a white square.
  writeFileSync(path.join(publicDir, 'logo.svg'), markSvg({ size: 512, background: '#ffffff', pad: 4 }).replace(/ width="512" height="512"/, '') + '\n');

  console.log('public/favicon.svg, public/logo.svg');
} finally {
  await browser.close();
}
