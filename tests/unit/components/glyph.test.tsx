import { Check, ChevronDown, Play, type IconNode } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Glyph } from '../../../components/ui/Glyph.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { IconSpriteContext, type IconSprite } from '../../../components/ui/iconSprite.ts';

const render = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('Glyph: a Lucide icon as the smallest inline SVG', () => {
  it('writes only what differs from the stroke the stylesheet gives `svg.lucide`', () => {
    const icon = render(<Glyph icon={ChevronDown} className="size-4 text-ink-500" />);
    expect(icon).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" class="lucide size-4 text-ink-500" aria-hidden="true"><path d="[^"]+"><\/path><\/svg>$/);
    expect(icon).not.toMatch(/xmlns|focusable|fill=|stroke|lucide-chevron-down/);
  });

  it('keeps an icon’s own fill and stroke width, and drops values equal to the defaults', () => {
    expect(render(<Glyph icon={Check} className="size-4" strokeWidth={2.5} />)).toContain(' stroke-width="2.5" class="lucide size-4"');
    expect(render(<Glyph icon={Check} strokeWidth={2} fill="none" />)).not.toMatch(/stroke-width|fill=/);
    const play = render(<Glyph icon={Play} fill="currentColor" strokeWidth={0} />);
    expect(play).toContain(' fill="currentColor" stroke-width="0"');
  });

  it('is decorative unless labelled', () => {
    expect(render(<Glyph icon={Check} />)).toContain(' aria-hidden="true"');
    const labelled = render(<Glyph icon={Check} role="img" aria-label="Included" />);
    expect(labelled).not.toContain('aria-hidden');
    expect(labelled).toContain(' role="img" aria-label="Included"');
  });

  it('draws every element of the icon', () => {
    expect(render(<Glyph icon={Check} />)).toContain(`<path d="${String(Check[0]![1]['d'])}"></path>`);
  });
});

describe('Icon: an icon named in the content', () => {
  it('renders the named Lucide icon with the content icons’ stroke width', () => {
    expect(render(<Icon name="Check" />)).toBe(render(<Glyph icon={Check} strokeWidth={1.75} />));
  });

  it('stops the build on a name Lucide does not have', () => {
    expect(() => render(<Icon name="NoSuchIcon" />)).toThrow(/Unknown icon `NoSuchIcon`/);
  });
});

describe('Glyph with the page’s icon sprite', () => {
  // A sprite that knows one icon, as the build's knows Lucide's.
  const sprite: IconSprite = { href: (icon) => (icon === Check ? '/sprite.svg#Check' : undefined) };
  const withSprite = (node: React.ReactNode) => render(<IconSpriteContext value={sprite}>{node}</IconSpriteContext>);

  it('draws a known icon as a `<use>` of its symbol, keeping its box, class, paint and ARIA', () => {
    expect(withSprite(<Glyph icon={Check} className="size-4" strokeWidth={2.5} />)).toBe(
      '<svg width="24" height="24" stroke-width="2.5" class="lucide size-4" aria-hidden="true"><use href="/sprite.svg#Check"></use></svg>',
    );
    expect(withSprite(<Icon name="Check" role="img" aria-label="Included" />)).toBe(
      '<svg width="24" height="24" stroke-width="1.75" class="lucide" role="img" aria-label="Included"><use href="/sprite.svg#Check"></use></svg>',
    );
  });

  it('draws inline what the sprite has no symbol for, and everything without a sprite', () => {
    const own: IconNode = [['circle', { cx: '12', cy: '12', r: '4' }]];
    expect(withSprite(<Glyph icon={own} />)).toBe(render(<Glyph icon={own} />));
    expect(withSprite(<Glyph icon={ChevronDown} />)).toBe(render(<Glyph icon={ChevronDown} />));
    expect(render(<Glyph icon={Check} />)).not.toContain('<use');
  });
});
