import { Check, ChevronDown, Play } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Glyph } from '../../../components/ui/Glyph.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';

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
