import { ContentError } from '../core/errors.ts';

/** The stylesheet that declares the design tokens, from the project's root. */
export const THEME_STYLESHEET = 'styles/theme.css';

/**
 * The site's colour and font tokens as the theme stylesheet declares them: the `@theme` block (the
 * light theme) and the dark theme's `:root` block, the one place each value is written (docs/design.md).
 */
export interface ThemeTokens {
  light: Map<string, string>;
  dark: Map<string, string>;
}

const DECLARATION = /--([\w-]+)\s*:\s*([^;]+);/g;

/** The declarations of the first block opened by `opener`, up to its closing brace (no nested blocks). */
function blockDeclarations(css: string, opener: string, name: string): Map<string, string> {
  const start = css.indexOf(opener);
  if (start < 0) throw new ContentError(`${THEME_STYLESHEET}: the ${name} (\`${opener}\`) is missing, so the product pictures cannot take the site's colours.`);
  const end = css.indexOf('}', start + opener.length);
  const body = css.slice(start + opener.length, end).replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map([...body.matchAll(DECLARATION)].map((m) => [m[1]!, m[2]!.trim()]));
}

export function readThemeTokens(css: string): ThemeTokens {
  return {
    light: blockDeclarations(css, '@theme {', 'light theme'),
    dark: blockDeclarations(css, ':root, .dropdown-panel, .mobile-menu {', "dark theme's token block"),
  };
}

/** Which CSS property a utility class sets, and from which token: `fill-ink-200` → fill, color-ink-200. */
function utility(className: string): { property: string; token: string } | undefined {
  const colour = /^(fill|stroke)-(.+)$/.exec(className);
  if (colour) return { property: colour[1]!, token: `color-${colour[2]}` };
  if (className === 'font-mono') return { property: 'font-family', token: 'font-mono' };
  return undefined;
}

/**
 * The `<style>` of a standalone SVG drawn with the site's utility classes: one rule per class the
 * picture uses, with the light value, and the dark values under `prefers-color-scheme: dark` (an SVG
 * shown by `<img>` cannot read the page's stylesheet, but it does follow the system's setting).
 * Classes that style nothing inside the SVG (`product-picture`) are skipped; a colour or font class
 * without a token is an error, never a picture drawn in black.
 */
export function svgThemeStyle(classes: Iterable<string>, tokens: ThemeTokens): string {
  const sans = tokens.light.get('font-sans');
  if (!sans) throw new ContentError(`${THEME_STYLESHEET}: the @theme block has no --font-sans.`);
  const light = [`svg{font-family:${sans}}`];
  const dark: string[] = [];
  for (const className of [...new Set(classes)].sort()) {
    const rule = utility(className);
    if (!rule) continue;
    const value = tokens.light.get(rule.token);
    if (!value) throw new ContentError(`A product picture uses the class \`${className}\`, but ${THEME_STYLESHEET} has no --${rule.token} in its @theme block.`);
    light.push(`.${className}{${rule.property}:${value}}`);
    const darkValue = tokens.dark.get(rule.token);
    if (darkValue && darkValue !== value) dark.push(`.${className}{${rule.property}:${darkValue}}`);
  }
  return light.join('') + (dark.length ? `@media (prefers-color-scheme:dark){${dark.join('')}}` : '');
}
