/** The part of a PostCSS rule this plugin reads and changes (PostCSS passes its own Rule). */
export interface CssRule {
  selector: string;
  nodes?: { type: string; prop?: string }[];
}

/** A `:root` rule that declares only the consent library's own variables (`--cc-*`). */
export function isConsentRootRule(rule: CssRule): boolean {
  const nodes = (rule.nodes ?? []).filter((n) => n.type !== 'comment');
  return rule.selector.trim() === ':root' && nodes.length > 0 && nodes.every((n) => n.type === 'decl' && n.prop?.startsWith('--cc-'));
}

/**
 * vanilla-cookieconsent declares its variables on `:root`, so when its stylesheet arrives (a first
 * visit, after the page has been shown) the browser restyles every element of the page: a
 * main-thread task of 100–200 ms on a phone-class CPU. Its rules read them only inside `#cc-main`,
 * so they are declared there: the new sheet then restyles the banner alone. The site's mapping
 * (client/consent/theme.css, also on `#cc-main`) comes after them and still wins.
 */
export function scopeConsentVariables() {
  return {
    postcssPlugin: 'site:scope-consent-variables',
    Rule(rule: CssRule) {
      if (isConsentRootRule(rule)) rule.selector = '#cc-main';
    },
  };
}
