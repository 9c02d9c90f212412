import { Check, ShieldCheck } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Glyph } from '../../../components/ui/Glyph.tsx';
import { IconSpriteContext } from '../../../components/ui/iconSprite.ts';
import { ICON_SPRITE_PATH, pageIconSprite, renderIconSprite, spriteSymbol } from '../../../renderer/iconSprite.tsx';
import { SocialIcon } from '../../../renderer/layout/SocialIcon.tsx';

const inner = (svg: string) => /^<svg[^>]*>([\s\S]*)<\/svg>$/.exec(svg)![1];

describe('the page icon sprite', () => {
  it('names a Lucide icon’s symbol by its Lucide name, and a symbol id as given', () => {
    expect(pageIconSprite.href(ShieldCheck)).toBe(`${ICON_SPRITE_PATH}#ShieldCheck`);
    expect(pageIconSprite.href('brand-x')).toBe(`${ICON_SPRITE_PATH}#brand-x`);
    expect(pageIconSprite.href([['circle', { r: '1' }]])).toBeUndefined();
  });

  it('draws a Lucide symbol with the shapes the inline icon draws, in its 24-unit box, with no paint of its own', () => {
    expect(spriteSymbol('Check')).toBe(`<symbol id="Check" viewBox="0 0 24 24">${inner(renderToStaticMarkup(<Glyph icon={Check} />))}</symbol>`);
  });

  it('gives a social mark’s symbol its fill and drops its title; the page’s svg keeps only its box and class', () => {
    const symbol = spriteSymbol('brand-x');
    expect(symbol).toMatch(/^<symbol id="brand-x" fill="currentColor" viewBox="0 0 24 24"><path d="M[^"]+"><\/path><\/symbol>$/);
    expect(spriteSymbol('brand-linkedin')).toContain('fill="var(--color-ink-950)"');
    const onPage = renderToStaticMarkup(
      <IconSpriteContext value={pageIconSprite}>
        <SocialIcon network="X" className="size-5" />
      </IconSpriteContext>,
    );
    expect(onPage).toBe(`<svg width="24" height="24" class="size-5" aria-hidden="true"><use href="${ICON_SPRITE_PATH}#brand-x"></use></svg>`);
    expect(renderToStaticMarkup(<SocialIcon network="X" className="size-5" />)).toContain('<title>X</title>');
  });

  it('stops at an id that is neither a Lucide icon nor a mark', () => {
    expect(() => spriteSymbol('brand-myspace')).toThrow(/no symbol `brand-myspace`/);
    expect(() => spriteSymbol('toString')).toThrow(/no symbol `toString`/);
  });

  it('is one SVG document of the symbols asked for, in order', () => {
    expect(renderIconSprite(['X', 'Check'])).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="X" [^]*<symbol id="Check" [^]*<\/symbol><\/svg>\n$/);
  });
});
