import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../pipeline/core/errors.ts';
import { standaloneSvg } from '../../../pipeline/generate/productPictureFiles.ts';
import { readThemeTokens, svgThemeStyle } from '../../../pipeline/generate/svgTheme.ts';

/** A stylesheet fixture shaped like styles/theme.css: the light tokens in @theme, the dark ones in the :root block. */
const css = `@import "tailwindcss";
@theme {
  --font-sans: Fixture Sans, sans-serif;
  --font-mono: Fixture Mono, monospace;
  /* a comment; --color-fake: #000; */
  --color-white: #fff;
  --color-ink-200: #d3d3d3;
  --color-accent-600: #116677;
}
@layer base {
  @media (prefers-color-scheme: dark) {
    :root, .dropdown-panel, .mobile-menu {
      --color-white: #101010; --color-ink-200: #303030; --color-accent-600: #77ccdd;
    }
    .tone-ink { --color-white: #fff; }
  }
}`;

const tokens = readThemeTokens(css);

describe('readThemeTokens', () => {
  it('reads the light values from @theme and the dark ones from the dark :root block, comments left out', () => {
    expect(tokens.light.get('color-ink-200')).toBe('#d3d3d3');
    expect(tokens.dark.get('color-ink-200')).toBe('#303030');
    expect(tokens.light.has('color-fake')).toBe(false);
    // The regions dark in both themes come after the :root block and are not read as the dark theme.
    expect(tokens.dark.get('color-white')).toBe('#101010');
  });

  it('names the block it cannot find', () => {
    expect(() => readThemeTokens('@theme { --color-white: #fff; }')).toThrow(/dark theme's token block/);
    expect(() => readThemeTokens('')).toThrow(ContentError);
  });
});

describe('svgThemeStyle', () => {
  it('gives each fill, stroke and font class its light value, the dark values under prefers-color-scheme, and the text the sans stack', () => {
    const style = svgThemeStyle(['fill-white', 'stroke-ink-200', 'font-mono', 'product-picture', 'fill-white'], tokens);
    expect(style).toBe(
      'svg{font-family:Fixture Sans, sans-serif}.fill-white{fill:#fff}.font-mono{font-family:Fixture Mono, monospace}.stroke-ink-200{stroke:#d3d3d3}' +
        '@media (prefers-color-scheme:dark){.fill-white{fill:#101010}.stroke-ink-200{stroke:#303030}}',
    );
  });

  it('stops on a colour class that has no token rather than drawing it black', () => {
    expect(() => svgThemeStyle(['fill-brand-500'], tokens)).toThrow(/fill-brand-500.*--color-brand-500/);
  });
});

describe('standaloneSvg', () => {
  it('adds the SVG namespace and the theme style, and drops aria-hidden from the root (the <img> alt describes it)', () => {
    const markup = '<svg viewBox="0 0 10 10" class="product-picture " aria-hidden="true"><rect class="fill-accent-600" aria-hidden="true"></rect></svg>';
    const file = standaloneSvg(markup, tokens);
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 10 10" class="product-picture "><style>/);
    expect(file).toContain('.fill-accent-600{fill:#116677}');
    expect(file).toContain('@media (prefers-color-scheme:dark){.fill-accent-600{fill:#77ccdd}}');
    expect(file).toContain('<rect class="fill-accent-600" aria-hidden="true"></rect></svg>');
  });

  it('refuses markup that is not one svg element', () => {
    expect(() => standaloneSvg('<div></div>', tokens)).toThrow(/one <svg> element/);
  });
});
