import { describe, expect, it } from 'vitest';
import { isConsentRootRule, scopeConsentVariables, type CssRule } from '../../../build/vite/scopeConsentVariables.ts';

const decl = (prop: string) => ({ type: 'decl', prop });
const run = (rule: CssRule) => {
  scopeConsentVariables().Rule(rule);
  return rule.selector;
};

describe('scopeConsentVariables', () => {
  it("moves the consent library's :root variables onto its own root, #cc-main", () => {
    expect(run({ selector: ':root', nodes: [decl('--cc-bg'), { type: 'comment' }, decl('--cc-z-index')] })).toBe('#cc-main');
  });

  it('leaves any other :root rule, and any other selector, as written', () => {
    expect(run({ selector: ':root', nodes: [decl('--cc-bg'), decl('--color-ink-50')] })).toBe(':root');
    expect(run({ selector: ':root', nodes: [decl('color-scheme')] })).toBe(':root');
    expect(run({ selector: ':root', nodes: [] })).toBe(':root');
    expect(run({ selector: '#cc-main .cm', nodes: [decl('--cc-bg')] })).toBe('#cc-main .cm');
    expect(isConsentRootRule({ selector: ':root, html', nodes: [decl('--cc-bg')] })).toBe(false);
  });
});
