import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import site from '#content/site';
import { createSlugger, markdownOutline, renderMarkdown, slugify } from '../../../components/markdown/index.ts';

const size = () => ({ width: 640, height: 320 });
const html = (md: string) => renderToStaticMarkup(<>{renderMarkdown(md, { imageSize: size })}</>);

describe('renderMarkdown', () => {
  it.each([
    ['a paragraph with emphasis', 'Hello *world*', '<p>Hello <em>world</em></p>'],
    ['strong text', '**must**', '<p><strong>must</strong></p>'],
    ['a list', '- one\n- two', '<ul>\n<li>one</li>\n<li>two</li>\n</ul>'],
    ['a heading gets an id', '## Why it matters', '<h2 id="why-it-matters">Why it matters</h2>'],
    ['a body h1 becomes an h2', '# Title', '<h2 id="title">Title</h2>'],
    ['repeated headings get unique ids', '## Setup\n\n## Setup', '<h2 id="setup">Setup</h2>\n<h2 id="setup-2">Setup</h2>'],
    ['an internal link stays a plain link', '[About](/about)', '<p><a href="/about" class="md-link">About</a></p>'],
    ['a fragment link stays a plain link', '[Jump](#faq)', '<p><a href="#faq" class="md-link">Jump</a></p>'],
    ['raw HTML is not passed through', '<script>alert(1)</script>', ''],
  ])('%s', (_name, md, expected) => {
    expect(html(md)).toBe(expected);
  });

  it('opens external links in a new tab, safely, and says so', () => {
    const out = html('[Docs](https://docs.example.com/x)');
    expect(out).toContain('href="https://docs.example.com/x"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toContain(`<span class="sr-only"> ${site.ui.newTabNote}</span>`);
  });

  it('wraps a GFM table in a labelled, focusable region with column headers', () => {
    const out = html('| Dimension | Traditional |\n|---|---|\n| Oversight | Annual |');
    expect(out).toMatch(/^<div class="md-table" role="region" aria-label="Table: Dimension, Traditional" tabindex="0"><table>/);
    expect(out).toContain('<th scope="col">Dimension</th>');
  });

  it("labels every body cell with its column's header, so the table can stack into cards on phones", () => {
    const out = html('| Dimension | Traditional | Ours |\n|---|---|---|\n| Oversight | Annual | Daily |\n| Evidence | Sampled |  |');
    const label = (text: string) => `<span class="md-table-label">${text}</span>`;
    expect(out).toContain(`<td>${label('Dimension')}Oversight</td>`);
    expect(out).toContain(`<td>${label('Traditional')}Annual</td>`);
    expect(out).toContain(`<td>${label('Ours')}Daily</td>`);
    expect(out).toContain(`<td>${label('Traditional')}Sampled</td>`);
    expect(out.match(/<tr>/g)).toHaveLength(3);
  });

  it('turns a lone image into a figure with its size, lazy loading and caption', () => {
    const out = html('![A diagram of a rule](/images/x.svg "The three parts")');
    expect(out).toBe(
      '<figure class="md-figure"><img src="/images/x.svg" width="640" height="320" loading="lazy" decoding="async" alt="A diagram of a rule" class="md-image"/><figcaption>The three parts</figcaption></figure>',
    );
  });

  it('gives inline images their size too', () => {
    expect(html('See ![icon](/i.svg) here')).toBe('<p>See <img src="/i.svg" width="640" height="320" loading="lazy" decoding="async" alt="icon" class="md-image"/> here</p>');
  });

  it('renders a link titled "cta" alone in its paragraph as the site button, kind contact for /contact', () => {
    const out = html('[Contact Sales](/contact "cta")');
    expect(out).toMatch(/^<div class="md-cta"><a href="\/contact" class="btn btn-primary" data-cta-kind="contact">Contact Sales<svg/);
    expect(out).not.toContain('title=');
  });

  it('renders a "cta" link to another route as a page call to action', () => {
    expect(html('[Pricing](/pricing "cta")')).toContain('<a href="/pricing" class="btn btn-primary" data-cta-kind="page">');
  });

  it('keeps a "cta"-titled link inside a sentence as a plain link, without the marker title', () => {
    expect(html('Write to [us](/contact "cta") today')).toBe('<p>Write to <a href="/contact" class="md-link">us</a> today</p>');
  });

  it('fails loudly on an image whose file does not exist', () => {
    expect(() => renderMarkdown('![x](/images/nope/missing.svg)')).toThrow(/was not found/);
  });
});

describe('image addresses', () => {
  it('shows each image at the address the caller gives for its src (the content manager shows uploads not yet written)', () => {
    const out = renderToStaticMarkup(<>{renderMarkdown('![A chart](/images/articles/chart.png)', { imageSize: size, imageSrc: (src) => `blob:${src.slice(1)}` })}</>);
    expect(out).toContain('src="blob:images/articles/chart.png"');
    expect(out).toContain('alt="A chart"');
  });

  it('keeps the src as written by default', () => {
    expect(html('![A chart](/images/articles/chart.png)')).toContain('src="/images/articles/chart.png"');
  });
});

describe('markdownOutline', () => {
  it('lists the h2 sections with the ids the rendered headings get', () => {
    const md = '# Intro\n\n## Setup\n\n### Detail\n\n## Setup\n\nText ![x](/nope.svg)';
    expect(markdownOutline(md)).toEqual([
      { id: 'intro', text: 'Intro' },
      { id: 'setup', text: 'Setup' },
      { id: 'setup-2', text: 'Setup' },
    ]);
    expect(html(md)).toContain('<h2 id="setup-2">Setup</h2>');
  });
});

describe('slugs', () => {
  it.each([
    ['Why AI raises the stakes', 'why-ai-raises-the-stakes'],
    ['Step 1: choose a scope', 'step-1-choose-a-scope'],
    ['Alerts, dashboards & scores', 'alerts-dashboards-and-scores'],
    ['  Café -- résumé  ', 'cafe-resume'],
    ['“Quoted”', 'quoted'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('numbers repeats and names an empty heading', () => {
    const slug = createSlugger();
    expect([slug('A'), slug('A'), slug('!!')]).toEqual(['a', 'a-2', 'section']);
  });
});
